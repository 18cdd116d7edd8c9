package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The network screen over the Internet as a player uses it, through a real Mosquitto on 127.0.0.1: Host over the
 * Internet shows the invite link with Copy, and a guest with that link starts the game.
 */
class InternetScreensTest {
    private static final long TIMEOUT_SECONDS = 20;
    private static final Mosquitto BROKER = Mosquitto.start();

    @RegisterExtension
    final TestApp app = TestApp.forEachTest().withNetwork().withInternetServer(BROKER.address().toString());

    @AfterAll
    static void stopTheBroker() {
        BROKER.close();
    }

    @Test
    void hostingOverTheInternetShowsTheInviteLinkWithCopyAndItsGuestStartsTheGame() throws Exception {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Host over the Internet");
        app.robot.clickOn("#goButton");
        Label address = app.robot.lookup("#hostAddress").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> InviteLink.looksLikeOne(address.getText()));
        assertEquals("Invite link", app.robot.lookup("#addressLabel").queryAs(Label.class).getText());
        assertFalse(app.robot.lookup("#hostCode").query().isVisible(), "no code: the link carries the key");
        Button copy = app.robot.lookup("#copyButton").queryAs(Button.class);
        assertTrue(copy.isVisible() && !copy.isDisabled());
        app.robot.clickOn(copy);
        String copied = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString())
                .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals(address.getText(), copied);

        CompletableFuture<Match> joined = new CompletableFuture<>();
        try (NetGuest guest = NetGuest.joinOnBroker(InviteLink.parse(copied), null, "Ben", new MatchListener() {
            @Override
            public void gameStarted(Match match) {
                joined.complete(match);
            }
        }, Runnable::run)) {
            assertEquals("Anna", joined.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(dev.connectfour.net.Side.HOST));
            WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS,
                    () -> !app.robot.lookup("Say hello to Ben.").queryAll().isEmpty());
        }
    }
}
