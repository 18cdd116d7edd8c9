package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.Mode;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.TestApp;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/** A game left unfinished when the window closes is offered on the next start. */
class ResumeGameTest {
    @TempDir
    Path config;

    private String playTwoMovesAndClose() throws TimeoutException {
        TestApp first = new TestApp(config).withTestSettings().start();
        try {
            first.click("Two players");
            first.click("Start");
            first.clickColumn(3);
            first.waitForBoardAtRest();
            first.clickColumn(4);
            first.waitForBoardAtRest();
            return first.shownPosition().notation();
        } finally {
            first.stop();
        }
    }

    @Test
    void resumeShowsTheSameDiscs() throws TimeoutException {
        String before = playTwoMovesAndClose();
        assertTrue(Files.exists(config.resolve(SavedGameStore.FILE_NAME)), "the game in progress was kept");

        TestApp second = new TestApp(config).start();
        try {
            assertTrue(second.isShowing(".resume-card"), "the start screen offers the game");
            assertTrue(second.robot.lookup("Resume your last game?").tryQuery().isPresent());
            second.click("Resume");
            second.waitForBoardAtRest();
            assertTrue(second.isShowing(".play-screen"), "the game screen");
            assertEquals(before, second.shownPosition().notation(), "the same discs");
            assertFalse(Files.exists(config.resolve(SavedGameStore.FILE_NAME)), "resumed: the file is forgotten");
        } finally {
            second.stop();
        }
    }

    @Test
    void newGameOnTheCardStartsAGameOfTheSameKindOnceConfirmed() throws TimeoutException {
        playTwoMovesAndClose();
        TestApp second = new TestApp(config).start();
        try {
            second.click("New game");
            assertTrue(second.isShowing(".confirm-overlay"), "the offered game would be lost: asked first");
            second.robot.clickOn(second.robot.lookup(".confirm-card .button")
                    .match(node -> "New game".equals(((Button) node).getText())).queryButton());
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(second.isShowing(".play-screen"), "the new game it names");
            GameSession game = second.games().currentGame().orElseThrow();
            assertEquals(Mode.TWO_PLAYERS, game.settings().mode(), "of the offered game's kind");
            assertEquals("", second.shownPosition().notation());
            assertFalse(Files.exists(config.resolve(SavedGameStore.FILE_NAME)), "declined: the file is forgotten");
        } finally {
            second.stop();
        }
    }

    /** Across a window close and a new start: the kept file says the help, the resumed game is still one with help. */
    @Test
    void aHintBeforeTheWindowClosedStillCountsAfterTheNextStart() throws Exception {
        TestApp first = new TestApp(config).withTestSettings().start();
        try {
            first.startTwoPlayerGame();
            first.robot.type(KeyCode.H);
            first.robot.type(KeyCode.DIGIT4);
            first.waitForBoardAtRest();
        } finally {
            first.stop();
        }
        String kept = Files.readString(config.resolve(SavedGameStore.FILE_NAME));
        assertTrue(kept.contains("\nhelp hint\n"), kept);

        TestApp second = new TestApp(config).start();
        try {
            second.click("Resume");
            second.waitForBoardAtRest();
            GameSession resumed = second.games().currentGame().orElseThrow();
            assertEquals("4", second.shownPosition().notation());
            assertTrue(resumed.isAssisted(), "the game resumed is still one with help");
        } finally {
            second.stop();
        }
    }
}
