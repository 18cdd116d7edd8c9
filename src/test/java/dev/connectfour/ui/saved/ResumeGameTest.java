package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.TestApp;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void newGameDeclinesTheOffer() throws TimeoutException {
        playTwoMovesAndClose();
        TestApp second = new TestApp(config).start();
        try {
            second.click("New game");
            assertFalse(second.isShowing(".resume-card"));
            assertFalse(Files.exists(config.resolve(SavedGameStore.FILE_NAME)), "declined: the file is forgotten");
        } finally {
            second.stop();
        }
        TestApp third = new TestApp(config).start();
        try {
            assertFalse(third.isShowing(".resume-card"), "nothing offered after declining");
        } finally {
            third.stop();
        }
    }
}
