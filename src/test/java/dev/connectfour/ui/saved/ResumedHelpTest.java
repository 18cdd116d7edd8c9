package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.TestApp;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The help used in a game stays with it when the game is left and resumed: the game is still one with help. */
class ResumedHelpTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void aHintBeforeLeavingAndResumingStillCountsTheGameWithHelp() {
        app.click("One player");
        app.click("Easy");
        app.click("Start");
        app.robot.type(KeyCode.H);
        WaitForAsyncUtils.waitForFxEvents();
        playOneMove();
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".resume-card"), "the start screen offers the game left");
        app.click("Resume");
        app.waitForBoardAtRest();

        GameSession session = app.games().currentGame().orElseThrow();
        while (session.getState() != SessionState.GAME_OVER) {
            playOneMove();
        }
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        app.click("Statistics");
        TableView<?> table = app.robot.lookup(".stats-table").queryAs(TableView.class);
        assertEquals(1, table.getItems().size());
        assertEquals("vs Easy · 7 × 6", table.getColumns().get(0).getCellData(0));
        assertEquals("1", table.getColumns().get(1).getCellData(0), "one game");
        assertEquals("With\nhelp", table.getColumns().get(7).getText());
        assertEquals("1", table.getColumns().get(7).getCellData(0),
                "the hint before the game was left counts after it was resumed");
    }

    /** Drops a disc in the leftmost column with room, as the player types it, and waits for the computer's reply. */
    private void playOneMove() {
        GameSession session = app.games().currentGame().orElseThrow();
        int column = 0;
        while (!session.getPosition().canPlay(column)) {
            column++;
        }
        app.robot.type(KeyCode.getKeyCode(String.valueOf(column + 1)));
        app.waitUntil("the player's turn again, or the game over", () -> session.getState() == SessionState.HUMAN_TO_MOVE
                || session.getState() == SessionState.GAME_OVER);
        app.waitForBoardAtRest();
    }
}
