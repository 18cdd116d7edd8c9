package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A game found on the network, clicked: its address is filled in, and what the player types next is the join code.
 * Binds to 127.0.0.1 only.
 */
class FoundGameChoiceTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest().withNetwork();

    private GameAdvertiser advertiser;

    @AfterEach
    void stopAdvertising() {
        if (advertiser != null) {
            advertiser.close();
        }
    }

    @Test
    void aClickedGameTakesTheJoinCodeTypedNext() throws Exception {
        advertiser = GameAdvertiser.start(InetAddress.getByName("127.0.0.1"), new HostedGame("Carl",
                new InetSocketAddress("127.0.0.1", 4321), new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST),
                Protocol.VERSION));
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Join a game");
        // A list also keeps hidden cells (to measure rows, to reuse): wait for the row the player can see.
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> shownRow("Carl: 7 × 6, untimed").isPresent());
        app.robot.clickOn(shownRow("Carl: 7 × 6, untimed").orElseThrow());
        app.robot.write("ABC234");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("127.0.0.1:4321", field("#addressField").getText());
        assertEquals("ABC234", field("#codeField").getText(), "the code goes where the player types it next");
    }

    private Optional<Labeled> shownRow(String text) {
        return app.robot.lookup("#foundGames .list-cell").match(NodeQueryUtils.isVisible())
                .queryAllAs(Labeled.class).stream().filter(cell -> text.equals(cell.getText()))
                .findFirst();
    }

    private TextField field(String query) {
        return app.robot.lookup(query).queryAs(TextField.class);
    }
}
