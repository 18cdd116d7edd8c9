package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Side;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.broker.ShortCode;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The network screen on a private Internet server (its login in the settings), as a player uses it, through a real
 * Mosquitto with a password on 127.0.0.1: the host's card shows a short code in large letters beside the link, and
 * a guest types a code alone to join.
 */
class PrivateServerScreensTest {
    private static final long TIMEOUT_SECONDS = 20;
    private static final String USER = "club";
    private static final String PASSWORD = "four in a row";
    private static final Mosquitto BROKER = Mosquitto.withUser(USER, PASSWORD);
    private static final Credentials LOGIN = new Credentials(BROKER.address(), USER, PASSWORD);

    @RegisterExtension
    final TestApp app = TestApp.forEachTest().withNetwork()
            .withInternetServer(BROKER.address().toString(), USER, PASSWORD);

    @AfterAll
    static void stopTheBroker() {
        BROKER.close();
    }

    @Test
    void theHostSeesAShortCodeBesideTheLinkAndAGuestWithTheCodeStartsTheGame() throws Exception {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Host over the Internet");
        app.robot.clickOn("#goButton");
        Label link = app.robot.lookup("#hostAddress").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> InviteLink.looksLikeOne(link.getText()));
        Label code = app.robot.lookup("#hostCode").queryAs(Label.class);
        assertTrue(code.isVisible(), "the short code is shown");
        assertNotNull(ShortCode.read(code.getText()), "a short code: " + code.getText());
        assertTrue(code.getStyleClass().contains("join-code"), "in large letters");
        assertEquals("Or the code", app.robot.lookup("#codeLabel").queryAs(Label.class).getText());
        assertTrue(app.robot.lookup("#waitingTell").queryAs(Label.class).getText().contains("code"));

        CompletableFuture<Match> joined = new CompletableFuture<>();
        try (NetGuest guest = NetGuest.joinOnBroker(ShortCode.game(BROKER.address(), code.getText()), LOGIN, "Ben",
                started(joined), Runnable::run)) {
            assertEquals("Anna", joined.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.HOST));
            WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS,
                    () -> !app.robot.lookup("Say hello to Ben.").queryAll().isEmpty());
        }
    }

    @Test
    void aGuestTypesTheCodeAloneAndJoins() throws Exception {
        CompletableFuture<Match> joined = new CompletableFuture<>();
        try (NetHost host = NetHost.openOnBroker(ShortCode.game(BROKER.address(), "K7MX3QPA")
                .withNewHostKey(new SecureRandom()), LOGIN, "Hannah",
                new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST), started(joined), Runnable::run)) {
            app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
            app.robot.clickOn("Join a game");
            assertFalse(app.robot.lookup(node -> node instanceof Label label && label.isVisible()
                    && String.valueOf(label.getText()).startsWith("A code typed alone, with no address")).queryAll()
                    .isEmpty(), "the screen says a code alone is for a private server");
            app.robot.clickOn("#codeField").write("k7mx-3qpa").clickOn("#goButton");
            assertEquals("Anna", joined.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS,
                    () -> !app.robot.lookup("Say hello to Hannah.").queryAll().isEmpty());
        }
    }

    private static MatchListener started(CompletableFuture<Match> joined) {
        return new MatchListener() {
            @Override
            public void gameStarted(Match match) {
                joined.complete(match);
            }
        };
    }
}
