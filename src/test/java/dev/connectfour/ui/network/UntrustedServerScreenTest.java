package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.broker.TestCertificates;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.DataFormat;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * An Internet server whose TLS certificate the game refuses, as a player meets it: a real Mosquitto on 127.0.0.1
 * serving a certificate signed by an authority the test makes with {@code openssl}, which the JDK's trust store of
 * the test's JVM does not hold. Hosting on it, and joining by a link naming it, each say on the screen that the server
 * is not trusted (not that it cannot be reached), and give the choices back.
 */
class UntrustedServerScreenTest {
    private static final String UNTRUSTED = Bundles.common(Locale.ENGLISH).getString("network.ended.server_untrusted");
    @TempDir
    static Path temporary;
    private static Mosquitto broker;

    @RegisterExtension
    final TestApp app = TestApp.forEachTest().withNetwork().withInternetServer(server());

    @BeforeAll
    static void startTheBroker() {
        broker = Mosquitto.start("allow_anonymous true\n"
                + new TestCertificates(temporary).server("loopback", "IP:127.0.0.1"));
    }

    @AfterAll
    static void stopTheBroker() {
        if (broker != null) {
            broker.close();
        }
    }

    private static String server() {
        return "mqtts://127.0.0.1:" + broker.port();
    }

    @Test
    void hostingOnItAndJoiningALinkToItSayTheServerIsNotTrusted() {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.click("Host over the Internet");
        app.robot.clickOn("#goButton");
        app.waitUntil("the host is told", () -> UNTRUSTED.equals(problem()));
        assertFalse(app.robot.lookup("#waiting").query().isVisible(), "no waiting card");
        assertTrue(app.isShowing("#goButton"), "the choices are back");

        app.click("Join a game");
        String link = InviteLink.of(BrokerGame.create(BrokerAddress.parse(server()), new SecureRandom()));
        app.robot.interact(() -> Clipboard.getSystemClipboard().setContent(Map.of(DataFormat.PLAIN_TEXT, link)));
        app.robot.clickOn("#addressField");
        app.shortcut(KeyCode.V); // pasted, as a player does
        app.robot.clickOn("#goButton");
        app.waitUntil("the guest is told", () -> UNTRUSTED.equals(problem()));
    }

    private String problem() {
        Label problem = app.robot.lookup("#problem").queryAs(Label.class);
        return problem.isVisible() ? problem.getText() : null;
    }
}
