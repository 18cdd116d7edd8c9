package dev.connectfour.net.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The invite link: written and read back, and what is wrong with a text that is not one. */
class InviteLinkTest {
    private static final String ID = "0123456789abcdef0123456789abcdef";
    private static final String HOST = "fedcba9876543210fedcba9876543210";

    @Test
    void aLinkReadsBackAsItsGame() throws Exception {
        BrokerGame game = BrokerGame.create(BrokerAddress.parse("mqtts://games.example.org"), new SecureRandom());
        String link = InviteLink.of(game);
        assertTrue(link.startsWith("connectfour://join?server=mqtts%3A%2F%2Fgames.example.org%3A8883&game="), link);
        assertEquals("&host=" + game.host().fingerprint() + "&key=" + game.secret(),
                link.substring(link.indexOf("&host=")), "the host key's fingerprint before the key: a cut link has no key");
        BrokerGame read = InviteLink.parse("  " + link + "\n");
        assertEquals(game, read);
        assertFalse(read.host().canSign(), "a guest knows the host key's fingerprint only");
        assertTrue(InviteLink.looksLikeOne(link));
        assertFalse(InviteLink.looksLikeOne("--version"));
    }

    @Test
    void theKeyIsReadWithoutRegardToCaseAndTheDefaultPortsApply() throws Exception {
        BrokerGame game = InviteLink.parse("connectfour://join?server=mqtt://127.0.0.1&game=" + ID
                + "&host=" + HOST.toUpperCase(java.util.Locale.ROOT) + "&key=abcdefghijklmnop");
        assertEquals("ABCDEFGHIJKLMNOP", game.secret());
        assertEquals(HOST, game.host().fingerprint());
        assertEquals(new BrokerAddress(false, "127.0.0.1", 1883), game.server());
        assertEquals("mqtts://h:8883", BrokerAddress.parse("MQTTS://H").toString());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "https://example.org/join?game=1 | NOT_A_LINK",
        "'' | NOT_A_LINK",
        "connectfour://join?game=" + ID + "&key=ABCDEFGHIJKLMNOP | BAD_SERVER",
        "connectfour://join?server=http%3A%2F%2Fexample.org&game=" + ID + "&key=ABCDEFGHIJKLMNOP | BAD_SERVER",
        "connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=12345&key=ABCDEFGHIJKLMNOP | BAD_GAME",
        "connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=" + ID + "&key=ABCDEFGH | BAD_KEY",
        "connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=" + ID + " | BAD_KEY",
        "connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=" + ID + "&key=ABCDEFGHIJKLMNO1 | BAD_KEY",
        "connectfour://join?server=%zz&game=" + ID + "&key=ABCDEFGHIJKLMNOP | NOT_A_LINK",
        "connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=" + ID + "&host=" + HOST + " | BAD_KEY",
        "connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=" + ID + "&host=fedcba98&key=ABCDEFGHIJKLMNOP | BAD_KEY",
        "connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=" + ID + "&key=ABCDEFGHIJKLMNOP | OTHER_VERSION",
    })
    void aBadLinkSaysWhatIsWrong(String text, InviteLink.Problem problem) {
        InviteLink.InvalidLinkException thrown = assertThrows(InviteLink.InvalidLinkException.class,
                () -> InviteLink.parse(text));
        assertEquals(problem, thrown.problem(), thrown.getMessage());
    }

    /** The terminal says the problem's detail in words: a link of an earlier version is named as such. */
    @Test
    void aLinkOfAnEarlierVersionIsNamedAsSuch() {
        InviteLink.InvalidLinkException thrown = assertThrows(InviteLink.InvalidLinkException.class,
                () -> InviteLink.parse("connectfour://join?server=mqtts%3A%2F%2Fexample.org&game=" + ID
                        + "&key=ABCDEFGHIJKLMNOP"));
        assertEquals(InviteLink.Problem.OTHER_VERSION, thrown.problem());
        assertEquals("made by another version of Connect Four: it names no host key", thrown.getMessage());
    }

    @Test
    void aStoredLoginGoesOnlyToTheServerItWasStoredFor() {
        BrokerAddress club = BrokerAddress.parse("mqtts://club.example.org");
        Credentials stored = new Credentials(club, "anna", "s3cret");
        assertEquals(stored, Credentials.forServer(stored, BrokerAddress.parse("mqtts://club.example.org:8883")));
        Credentials elsewhere = Credentials.forServer(stored, BrokerAddress.parse("mqtts://evil.example.org"));
        assertEquals("", elsewhere.user());
        assertEquals("", elsewhere.password());
        assertFalse(stored.toString().contains("s3cret"), "the password is never shown");
    }
}
