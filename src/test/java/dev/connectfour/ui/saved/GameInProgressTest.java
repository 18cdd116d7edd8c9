package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import javafx.scene.control.Button;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** A game in progress is never thrown away without a word: Menu keeps it to resume, a new game or a paste asks first. */
class GameInProgressTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void menuKeepsTheGameInProgressToResume() {
        app.startTwoPlayerGame();
        play(4, 4, 3);
        app.click("Menu");
        assertTrue(app.isShowing(".resume-card"), "the start screen offers the game left");
        app.click("Resume");
        app.waitForBoardAtRest();
        assertEquals("443", app.shownPosition().notation(), "the same moves");
        assertEquals("Yellow's turn", app.status());
    }

    @Test
    void escapeToTheStartScreenKeepsTheGameToo() {
        app.startTwoPlayerGame();
        play(1);
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".resume-card"), "the start screen offers the game left");
    }

    @Test
    void ctrlNInAGameInProgressAsksAndKeepPlayingKeepsTheGame() {
        startTimedGame();
        play(4, 5);
        app.shortcut(KeyCode.N);
        assertTrue(app.isShowing(".confirm-overlay"), "a new game asks first");
        GameSession session = app.games().currentGame().orElseThrow();
        assertTrue(session.isPaused(), "the move clock waits while the question is open");
        app.advanceClock(20_000);
        WaitForAsyncUtils.waitForFxEvents();
        answer("Keep playing");
        assertFalse(app.isShowing(".confirm-overlay"));
        assertEquals("45", app.shownPosition().notation(), "the game is kept, no turn lost behind the question");
        assertFalse(session.isPaused(), "the clock goes on");

        app.shortcut(KeyCode.N);
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(app.isShowing(".confirm-overlay"), "Esc is Keep playing");
        assertEquals("45", app.shownPosition().notation());

        app.shortcut(KeyCode.N);
        answer("New game");
        app.waitForBoardAtRest();
        assertEquals("", app.shownPosition().notation(), "the player chose a new game");
        app.shortcut(KeyCode.N);
        assertFalse(app.isShowing(".confirm-overlay"), "before any move: no question");
    }

    @Test
    void pastingOverAGameInProgressAsksAndKeepsTheAnalysisOn() {
        app.startTwoPlayerGame();
        play(1);
        app.robot.type(KeyCode.A);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(analysisShown());
        putOnClipboard("4453");
        app.shortcut(KeyCode.V);
        assertTrue(app.isShowing(".confirm-overlay"), "replacing the game asks first");
        answer("Keep playing");
        assertEquals("1", app.shownPosition().notation(), "the game is kept");

        app.shortcut(KeyCode.V);
        answer("Replace the game");
        app.waitForBoardAtRest();
        assertEquals("4453", app.shownPosition().notation());
        assertTrue(analysisShown(), "the analysis stays on");
        app.click("Settings");
        app.click("Back");
        assertTrue(analysisShown(), "and on after a visit to the settings");
    }

    private void startTimedGame() {
        app.startTwoPlayerGame();
        app.robot.interact(() -> app.games().startGame(GameSettings.twoPlayers(true)));
        app.waitForBoardAtRest();
    }

    private void play(int... columns) {
        for (int column : columns) {
            app.clickColumn(column - 1);
            app.waitForBoardAtRest();
        }
    }

    private void answer(String text) {
        app.robot.clickOn(app.robot.lookup(".confirm-card .button").match(node -> text.equals(((Button) node).getText()))
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean analysisShown() {
        return app.robot.lookup(".analysis-toggle").queryAs(ToggleButton.class).isSelected();
    }

    private void putOnClipboard(String text) {
        app.robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        });
    }
}
