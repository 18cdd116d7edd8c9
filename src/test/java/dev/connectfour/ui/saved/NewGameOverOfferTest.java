package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.Mode;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.TestApp;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A game offered on the start screen's Resume card is never thrown away by a new game from a set-up screen without
 * a word: the same question as in a game; keeping it keeps the offer, on the set-up screen.
 */
class NewGameOverOfferTest {
    private static final String QUESTION = "Start a new game? Your last game will be lost: it can no longer be resumed.";

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void theOnePlayerSetUpAsksAndKeepingTheGameKeepsItOffered() {
        leaveAGameOnTheStartScreen();
        app.click("One player");
        app.click("Start");
        assertTrue(app.robot.lookup(QUESTION).tryQuery().isPresent(), "asked first");
        answer("Keep the last game");
        assertFalse(app.isShowing(".confirm-overlay"));
        assertTrue(app.isShowing(".setup-screen"), "still on the set-up screen");
        assertTrue(app.games().currentGame().isEmpty(), "no game started");
        app.click("Back");
        assertTrue(app.isShowing(".resume-card"), "the game is still offered");
        assertTrue(Files.exists(offeredFile()), "and kept");

        app.click("One player");
        app.click("Start");
        answer("New game");
        assertEquals(Mode.ONE_PLAYER, app.games().currentGame().orElseThrow().settings().mode(), "the new game");
        assertFalse(Files.exists(offeredFile()), "the player let the old one go");
        app.click("Menu");
        assertFalse(app.isShowing(".resume-card"), "nothing offered any more");
    }

    @Test
    void theTwoPlayerSetUpAsksAndStartsOnlyWhenTold() {
        leaveAGameOnTheStartScreen();
        app.click("Two players");
        app.click("Start");
        assertTrue(app.isShowing(".confirm-overlay"), "asked first");
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".setup-screen"), "Esc keeps the game: still on the set-up screen");
        app.click("Start");
        answer("New game");
        assertTrue(app.isShowing(".play-screen"));
        assertEquals("", app.shownPosition().notation(), "a new game");
    }

    @Test
    void theWatchSetUpAsksToo() {
        leaveAGameOnTheStartScreen();
        app.click("Watch the computer");
        app.click("Start");
        assertTrue(app.isShowing(".confirm-overlay"), "asked first");
        answer("Keep the last game");
        assertTrue(app.games().currentGame().isEmpty(), "no game started");
        app.click("Back");
        app.click("Resume");
        assertEquals("443", app.shownPosition().notation(), "the game kept resumes");
    }

    @Test
    void theCardsNewGameAsksAndKeepingTheGameKeepsTheCard() {
        leaveAGameOnTheStartScreen();
        app.robot.clickOn(app.robot.lookup(".resume-card .button")
                .match(node -> "New game".equals(((Button) node).getText())).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".confirm-overlay"), "asked first");
        answer("Keep the last game");
        assertTrue(app.isShowing(".resume-card"), "still offered");
        assertTrue(app.isShowing(".menu-screen"));
    }

    private void leaveAGameOnTheStartScreen() {
        app.startTwoPlayerGame();
        for (int column : new int[] {4, 4, 3}) {
            app.clickColumn(column - 1);
            app.waitForBoardAtRest();
        }
        app.click("Menu");
        assertTrue(app.isShowing(".resume-card"));
    }

    private Path offeredFile() {
        return app.configDirectory.resolve(SavedGameStore.FILE_NAME);
    }

    private void answer(String text) {
        app.robot.clickOn(app.robot.lookup(".confirm-card .button").match(node -> text.equals(((Button) node).getText()))
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
