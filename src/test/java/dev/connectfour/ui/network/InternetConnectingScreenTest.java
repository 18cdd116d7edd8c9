package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Hosting over the Internet while the server has not answered yet (a socket on 127.0.0.1 that takes the connection
 * and says nothing): the card says it is connecting, and offers no invite to send, no link and no Copy before there
 * is one.
 */
class InternetConnectingScreenTest {
    private static final ServerSocket SILENT = listen();

    @RegisterExtension
    final TestApp app = TestApp.forEachTest().withNetwork()
            .withInternetServer("mqtt://127.0.0.1:" + SILENT.getLocalPort());

    @AfterAll
    static void closeTheServer() throws IOException {
        SILENT.close();
    }

    @Test
    void untilTheServerAnswersTheCardSaysItIsConnectingAndShowsNoInvite() {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Host over the Internet");
        app.robot.clickOn("#goButton");
        app.robot.interact(() -> {
            assertEquals("Connecting to the Internet server…",
                    app.robot.lookup("#waitingTitle").queryAs(Label.class).getText());
            for (String part : new String[] {"#waitingTell", "#addressLabel", "#hostAddress", "#hostCode", "#copyButton"}) {
                Node node = app.robot.lookup(part).query();
                assertTrue(!node.isVisible() && !node.isManaged(), part + " is shown before there is a link");
            }
        });
    }

    private static ServerSocket listen() {
        try {
            return new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
