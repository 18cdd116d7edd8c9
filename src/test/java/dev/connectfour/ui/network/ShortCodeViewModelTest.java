package dev.connectfour.ui.network;

import static dev.connectfour.ui.network.ViewModelFixture.TIMEOUT_SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.broker.ShortCode;
import dev.connectfour.ui.network.NetworkViewModel.Role;
import dev.connectfour.ui.preferences.InternetServer;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The short code on a private Internet server (one with a password, set in both players' settings): the host shows
 * it, the guest types it alone; a wrong code finds no game; without a private server a code alone is refused; and a
 * link naming another server never gets the stored password. Real Mosquitto with a password on 127.0.0.1; each view
 * model on the one thread of its own, as on the FX thread.
 */
class ShortCodeViewModelTest {
    private static final String USER = "club";
    private static final String PASSWORD = "four in a row";

    @TempDir
    Path hostDirectory;
    @TempDir
    Path guestDirectory;

    private final ViewModelFixture fixture = new ViewModelFixture();
    private final Mosquitto broker = Mosquitto.withUser(USER, PASSWORD);
    private final InternetServer club = new InternetServer(broker.address().toString(), USER, PASSWORD);

    @AfterEach
    void leaveTheScreens() throws Exception {
        try {
            fixture.close();
        } finally {
            broker.close();
        }
    }

    @Test
    void onAPrivateServerTheHostShowsAShortCodeAndTheGuestJoinsByTypingItAlone() throws Exception {
        CompletableFuture<NetworkGame> hosted = new CompletableFuture<>();
        NetworkViewModel host = screen(club, hostDirectory, hosted);
        fixture.go(host, "Anna", Role.INTERNET, null, null);
        fixture.await(host.hostAddressProperty(), InviteLink::looksLikeOne);
        String code = fixture.onFx(() -> host.hostCodeProperty().get());
        assertNotNull(ShortCode.read(code), "a short code, shown: " + code);
        String link = fixture.onFx(() -> host.hostAddressProperty().get());
        BrokerGame byCode = ShortCode.game(broker.address(), code);
        BrokerGame byLink = InviteLink.parse(link);
        assertEquals(List.of(byCode.server(), byCode.id(), byCode.secret()),
                List.of(byLink.server(), byLink.id(), byLink.secret()), "the link and the code invite to the same game");

        CompletableFuture<NetworkGame> joined = new CompletableFuture<>();
        NetworkViewModel guest = screen(club, guestDirectory, joined);
        fixture.go(guest, "Ben", Role.JOIN, "", "x" + code.toLowerCase(Locale.ROOT)); // a typo first
        String typo = fixture.strings.getString("problem.shortCode").replace("{0,number,integer}", "" + ShortCode.LENGTH);
        assertEquals(typo, fixture.onFx(() -> guest.problemProperty().get()));
        fixture.go(guest, "Ben", Role.JOIN, "", code.toLowerCase(Locale.ROOT));
        assertEquals("Anna", fixture.onFx(joined.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)::opponentName));
        assertEquals("Ben", fixture.onFx(hosted.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)::opponentName));
    }

    @Test
    void aWrongCodeFindsNoGame() throws Exception {
        NetworkViewModel guest = screen(club, guestDirectory, new CompletableFuture<>());
        fixture.go(guest, "Ben", Role.JOIN, "", ShortCode.random(new SecureRandom()));
        fixture.await(guest.problemProperty(), fixture.strings.getString("network.ended.no_game")::equals);
        assertFalse(fixture.onFx(() -> guest.joiningProperty().get()));
    }

    @Test
    void withoutAPrivateServerACodeAloneIsRefusedAndSaysWhy() throws Exception {
        for (InternetServer server : List.of(InternetServer.NONE, club.withUser(""))) {
            NetworkViewModel guest = screen(server, guestDirectory, new CompletableFuture<>());
            fixture.go(guest, "Ben", Role.JOIN, "", "K7MX3QPA");
            assertEquals(fixture.strings.getString("problem.codeAlone"),
                    fixture.onFx(() -> guest.problemProperty().get()));
            assertFalse(fixture.onFx(() -> guest.joiningProperty().get()));
        }
    }

    /** The same broker under another name in a link: the stored password is not sent there, so the login fails. */
    @Test
    void aLinkNamingAnotherServerGetsNoStoredPassword() throws Exception {
        BrokerGame elsewhere = BrokerGame.create(new BrokerAddress(false, "localhost", broker.port()),
                new SecureRandom());
        NetworkViewModel guest = screen(club, guestDirectory, new CompletableFuture<>());
        fixture.go(guest, "Ben", Role.JOIN, InviteLink.of(elsewhere), null);
        fixture.await(guest.problemProperty(), fixture.strings.getString("network.ended.login_refused")::equals);
    }

    private NetworkViewModel screen(InternetServer server, Path directory, CompletableFuture<NetworkGame> started)
            throws Exception {
        return fixture.screen(new ViewModelFixture.Prefs(server), directory, started);
    }
}
