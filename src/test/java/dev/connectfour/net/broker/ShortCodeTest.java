package dev.connectfour.net.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/** The short code of a game on a private broker: what a player types, and the game it names. */
class ShortCodeTest {
    private static final BrokerAddress CLUB = BrokerAddress.parse("mqtts://club.example:8883");

    @Test
    void aCodeIsReadAsPlayersTypeItAndShownInTwoGroups() {
        String code = ShortCode.random(new SecureRandom());
        assertEquals(ShortCode.LENGTH, code.length());
        assertEquals(code, ShortCode.read(code.toLowerCase()));
        assertEquals(code, ShortCode.read(" " + ShortCode.shown(code) + " "));
        assertEquals("ABCD-EFGH", ShortCode.shown("ABCDEFGH"));
        assertNull(ShortCode.read("ABCDEFG"), "too short");
        assertNull(ShortCode.read("ABCDEFGHJ"), "too long");
        assertNull(ShortCode.read("ABCDEFG0"), "0 is never in a code");
        assertNull(ShortCode.read(null));
    }

    @Test
    void theCodeAndTheServerNameOneGameAndAnotherCodeOrServerAnother() {
        BrokerGame game = ShortCode.game(CLUB, "K7MX-3QPA");
        assertEquals(CLUB, game.server());
        assertEquals(game, ShortCode.game(BrokerAddress.parse("MQTTS://Club.Example"), "k7mx3qpa"),
                "the same server written otherwise, the code typed otherwise");
        BrokerGame otherCode = ShortCode.game(CLUB, "K7MX3QPB");
        assertNotEquals(game.id(), otherCode.id());
        assertNotEquals(game.secret(), otherCode.secret());
        BrokerGame otherServer = ShortCode.game(BrokerAddress.parse("mqtts://other.example"), "K7MX3QPA");
        assertNotEquals(game.id(), otherServer.id());
        assertNull(game.host(), "a code has no room for the host's key");
        assertThrows(IllegalArgumentException.class, () -> InviteLink.of(game), "a link names the host's key");
        BrokerGame hosted = game.withNewHostKey(new java.security.SecureRandom());
        assertTrue(InviteLink.looksLikeOne(InviteLink.of(hosted)), "hosted, a game like any other: it has a link too");
        assertThrows(IllegalArgumentException.class, () -> ShortCode.game(CLUB, "K7MX"));
    }
}
