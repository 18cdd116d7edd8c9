package dev.connectfour.ui.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** From each set-up screen into a game, and from the game to the settings, the rules and back. */
class ScreenFlowTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void onePlayerSetUpStartsAGameAgainstTheChosenLevel() {
        app.click("One player");
        app.click("Easy");
        assertTrue(app.robot.lookup(".level-card").queryAs(Label.class).getText().startsWith("Easy"));
        app.click("Hard");
        assertEquals("Hard: plays perfectly. Rating: about 2550. With the move clock, you have 5 seconds for each move after your first;"
                + " run out and you lose the turn. Without it, take all the time you need.",
                app.robot.lookup(".level-card").queryAs(Label.class).getText());
        app.click("Easy");
        app.click("Start");
        assertEquals("Your turn", app.status());
        assertEquals(List.of("Red", "Yellow · Easy"), app.robot.lookup(".player-detail").queryAllAs(Label.class).stream()
                .map(Label::getText).toList(), "each card says its colour, the computer's its level");
        assertEquals(0, app.shownPosition().discCount());
    }

    @Test
    void twoPlayerSetUpStartsAGameBetweenTheNamedPlayers() {
        app.click("Two players");
        assertEquals("Two players", app.title());
        app.click("Start");
        assertEquals("Red's turn", app.status());
    }

    @Test
    void watchSetUpStartsTwoComputersThatCanBePaused() {
        app.click("Watch the computer");
        app.click("Easy");
        app.click("Start");
        // the game's clock moves only by hand: each look moves it on by a computer's move delay
        app.waitUntil("the computers have played", () -> {
            app.advanceClock(1_000);
            return app.shownPosition().discCount() >= 2;
        });
        app.click("Pause");
        app.waitForBoardAtRest();
        assertEquals("Paused", app.status());
        int discs = app.shownPosition().discCount();
        app.advanceClock(10_000);
        app.robot.sleep(300); // not a synchronisation: a window in which nothing may happen
        app.waitForBoardAtRest();
        assertEquals(discs, app.shownPosition().discCount(), "nothing moves while paused, however long");
        app.click("Resume");
        app.waitUntil("the game goes on", () -> {
            app.advanceClock(1_000);
            return app.shownPosition().discCount() > discs;
        });
        app.assertNoSearchOnFxThread();
    }

    @Test
    void settingsFromAGameReturnToTheSameGame() {
        app.click("Two players");
        app.click("Start");
        app.clickColumn(3);
        app.waitForBoardAtRest();
        app.click("Settings");
        assertEquals("Settings", app.title());
        app.click("Back");
        assertEquals("4", app.shownPosition().notation(), "the game is still there");
        assertEquals("Yellow's turn", app.status());
    }

    @Test
    void theRulesOpenOverTheGameAndClose() {
        app.click("Two players");
        app.click("Start");
        app.robot.type(javafx.scene.input.KeyCode.F1);
        assertEquals("How to play", app.title());
        assertTrue(app.isShowing(".status-line"), "the game stays behind the overlay");
        app.click("Back");
        assertFalse(app.robot.lookup(".screen-title").tryQuery().isPresent(), "the overlay is closed");
        assertEquals("Red's turn", app.status());
    }

    @Test
    void menuLeavesTheGameForTheStartScreen() {
        app.click("Two players");
        app.click("Start");
        app.click("Menu");
        assertTrue(app.robot.lookup("Watch the computer").tryQuery().isPresent());
    }
}
