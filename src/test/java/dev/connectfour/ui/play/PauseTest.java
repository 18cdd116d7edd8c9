package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Pausing a timed game: the help, the player's Pause (button and P) and the settings each stop the clock,
 * and ending one does not end another; a paused game hides the board.
 */
class PauseTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void helpOverlayPausesTheMoveClockAndTheFirstEscClosesIt() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        assertTrue(game().clock().isRunning());
        app.robot.type(KeyCode.F1);
        assertTrue(app.isShowing(".help-overlay"), "the help is open");
        assertFalse(game().clock().isRunning(), "reading the rules costs no time");
        app.advanceClock(60_000);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("11", game().getPosition().notation(), "no turn lost behind the help");

        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(app.isShowing(".help-overlay"), "the first Esc closes the help");
        assertEquals("Red's turn", app.status(), "and stays in the game");
        assertTrue(game().clock().isRunning(), "the clock goes on");
        assertEquals(5_000, game().clock().getRemainingMillis(), 100);
    }

    @Test
    void theFirstEscClosesTheHelpEvenRightAfterANotice() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        app.advanceClock(5_000);
        app.waitUntil("the turn is lost (and said in a notice)", () -> game().getPosition().notation().endsWith("-"));
        app.robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".help-overlay"));
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(app.isShowing(".help-overlay"), "the first Esc closes the help, not the notice");
    }

    @Test
    void theQuestionMarkHelpPausesTooAndEscClosesIt() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        app.robot.interact(() -> app.board().fireEvent(new javafx.scene.input.KeyEvent(
                javafx.scene.input.KeyEvent.KEY_TYPED, "?", "", KeyCode.UNDEFINED, true, false, false, false)));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".help-overlay"));
        assertFalse(game().clock().isRunning());
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(app.isShowing(".help-overlay"), "the first Esc closes the help");
        assertTrue(game().clock().isRunning());
    }

    @Test
    void aFileDialogPausesTheMoveClock() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        boolean[] clockRanBehindTheDialog = {true, true};
        app.whileChoosingFile = () -> clockRanBehindTheDialog[0] = clockRunsNow(); // on the FX thread
        app.shortcut(KeyCode.S); // cancelled: no file chosen
        app.whileChoosingFile = () -> clockRanBehindTheDialog[1] = clockRunsNow(); // on the FX thread
        app.shortcut(KeyCode.O);
        assertFalse(clockRanBehindTheDialog[0], "the clock stands while the save dialog is open");
        assertFalse(clockRanBehindTheDialog[1], "the clock stands while the open dialog is open");
        assertTrue(game().clock().isRunning(), "and goes on once it is closed");
    }

    @Test
    void whilePausedNothingActsOnTheHiddenBoard() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        app.shortcut(KeyCode.Z); // something to redo
        app.click("Pause");
        for (String id : new String[] {"#undoButton", "#redoButton", "#hintButton", "#reviewButton"}) {
            assertTrue(app.robot.lookup(id).queryAs(Button.class).isDisabled(), id + " is off while paused");
        }
        app.robot.type(KeyCode.R);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".paused-card"), "R does not show the hidden board in a review");
        app.click("Resume");
        assertFalse(app.robot.lookup("#redoButton").queryAs(Button.class).isDisabled(), "redo is back after Resume");
    }

    @Test
    void thePauseButtonStopsTheClockAndHidesTheBoard() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        app.click("Pause");
        assertTrue(game().isPaused());
        assertEquals("Paused", app.status());
        Node card = app.robot.lookup(".paused-card").query();
        assertTrue(card.isVisible(), "the paused card is shown");
        app.robot.interact(() -> {
            Bounds board = app.board().localToScene(app.board().getLayoutBounds());
            Bounds cover = card.localToScene(card.getLayoutBounds());
            assertTrue(cover.contains(board.getMinX() + 1, board.getMinY() + 1)
                    && cover.contains(board.getMaxX() - 1, board.getMaxY() - 1), "the card covers the board: " + cover + " " + board);
        });
        app.advanceClock(60_000);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("11", game().getPosition().notation(), "no turn lost while paused");

        app.robot.type(KeyCode.P);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(game().isPaused(), "P resumes");
        assertFalse(card.isVisible());
        assertTrue(game().clock().isRunning());
        app.robot.type(KeyCode.P);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game().isPausedByPlayer(), "P pauses");
        app.click("Resume");
        assertFalse(game().isPaused(), "the card's Resume goes on");
    }

    @Test
    void closingTheHelpOrTheSettingsDoesNotEndThePlayersPause() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        app.robot.type(KeyCode.P);
        app.robot.type(KeyCode.F1);
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(app.isShowing(".help-overlay"), "the first Esc closes the help, also over a paused game");
        assertTrue(game().isPaused(), "still paused after the help");
        app.click("Settings");
        app.click("Back");
        assertTrue(game().isPaused(), "still paused after the settings");
        assertTrue(app.isShowing(".paused-card"));
        app.robot.type(KeyCode.P);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game().clock().isRunning());
    }

    @Test
    void restoringTheWindowEndsOnlyTheWindowsPause() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        app.robot.interact(() -> app.navigator().windowMinimised(true));
        assertTrue(game().isPaused(), "a minimised window pauses the game");
        assertFalse(game().isPausedByPlayer());
        app.robot.interact(() -> app.navigator().windowMinimised(false));
        assertTrue(game().clock().isRunning(), "restored: the game goes on");

        app.robot.type(KeyCode.P);
        app.robot.interact(() -> app.navigator().windowMinimised(true));
        app.robot.interact(() -> app.navigator().windowMinimised(false));
        assertTrue(game().isPausedByPlayer(), "restoring the window does not end the player's pause");
        assertTrue(app.isShowing(".paused-card"));
    }

    @Test
    void pauseIsOnlyWhereAClockRunsAndNotAfterTheEnd() {
        app.startTwoPlayerGame();
        assertFalse(app.isShowing("#pauseButton"), "an untimed game between two people waits for them anyway");
        app.click("Menu");
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        Button pause = app.robot.lookup("#pauseButton").queryAs(Button.class);
        assertTrue(pause.isVisible() && !pause.isDisabled());
        for (int column : new int[] {1, 0, 2, 0, 3, 6, 4}) { // Red: four across the bottom, columns 2 to 5
            app.clickColumn(column);
            app.waitForBoardAtRest();
        }
        app.waitUntil("the game is over", () -> app.isShowing(".game-over-card"));
        assertTrue(pause.isDisabled(), "nothing to pause once the game is over");
        app.robot.type(KeyCode.P);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(game().isPaused());
        assertFalse(app.isShowing(".paused-card"));
    }


    private boolean clockRunsNow() {
        return app.games().currentGame().orElseThrow().clock().isRunning();
    }

    private GameSession game() {
        GameSession[] session = new GameSession[1];
        app.robot.interact(() -> session[0] = app.games().currentGame().orElseThrow());
        return session[0];
    }
}
