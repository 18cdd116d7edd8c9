package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * While a game is hosted, nothing is left where the Host button was: it takes no room, and Cancel stands alone in
 * the middle under the waiting card. Binds to 127.0.0.1 only.
 */
class HostingButtonsTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest().withNetwork();

    @Test
    void theHostButtonLeavesNoPlaceBehindWhileWaiting() {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("#goButton");
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            Node host = app.robot.lookup("#goButton").query();
            Node cancel = app.robot.lookup("#backButton").query();
            Node card = app.robot.lookup("#waiting").query();
            assertFalse(host.isVisible() || host.isManaged(), "the Host button is gone, its room too");
            Bounds cancelBox = cancel.localToScene(cancel.getLayoutBounds());
            Bounds cardBox = card.localToScene(card.getLayoutBounds());
            assertEquals(cardBox.getCenterX(), cancelBox.getCenterX(), 1, "Cancel in the middle under the card");
        });
        app.robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            Node host = app.robot.lookup("#goButton").query();
            assertEquals(true, host.isVisible() && host.isManaged(), "back to choosing: Host again");
        });
    }
}
