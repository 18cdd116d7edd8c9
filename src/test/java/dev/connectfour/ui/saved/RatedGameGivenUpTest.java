package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.GameRating;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.TestApp;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Button;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every way to a new game that gives up an unfinished rated game (against a rung of the ladder, on 7 × 6, without
 * help) says first that it will count as a loss, and then counts it: a set-up's Start and the Resume card's New
 * game over the game offered, a pasted or an opened game over the game in progress. An assisted game is given up
 * with the ordinary question and leaves the rating alone.
 */
class RatedGameGivenUpTest {
    private static final String OFFERED_RATED = "Start a new game? Your last game will be lost: it was rated, so it"
            + " counts as a loss.";
    private static final String OFFERED = "Start a new game? Your last game will be lost: it can no longer be resumed.";

    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        if (app != null) {
            app.stop();
        }
    }

    /** Starts the game with a game against Easy offered on the start screen, two discs in, with {@code help} used. */
    private void startOffering(Set<Help> help) throws TimeoutException {
        new SavedGameStore(config).save(new SavedGame(GameSettings.onePlayer(ComputerLevel.EASY), Seat.ONE,
                GamePosition.fromMoves(BoardSize.STANDARD, "44"), help));
        app = new TestApp(config).withTestSettings().start();
        assertTrue(app.isShowing(".resume-card"));
    }

    private GameRating rating() {
        return app.games().rating().getRating();
    }

    private void assertOneLoss() {
        assertEquals(1, rating().games(), "the game given up is rated");
        assertTrue(rating().rating().rating() < GameRating.NEW.rating().rating(), "as a loss: " + rating());
    }

    private boolean asked(String question) {
        return app.robot.lookup(question).tryQuery().isPresent();
    }

    private void answer(String text) {
        app.robot.clickOn(app.robot.lookup(".confirm-card .button").match(node -> text.equals(((Button) node).getText()))
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theOnePlayerSetUpsStartSaysSoAndCountsTheOfferedGameAsALoss() throws TimeoutException {
        startOffering(Set.of());
        app.click("One player");
        app.click("Start");
        assertTrue(asked(OFFERED_RATED), "told before");
        assertEquals(GameRating.NEW, rating(), "nothing counted before the answer");
        answer("Keep the last game");
        assertEquals(GameRating.NEW, rating(), "kept: not counted");
        app.click("Start");
        answer("New game");
        assertOneLoss();
    }

    @Test
    void theTwoPlayerSetUpsStartCountsItToo() throws TimeoutException {
        startOffering(Set.of());
        app.click("Two players");
        app.click("Start");
        assertTrue(asked(OFFERED_RATED), "told before");
        answer("New game");
        assertOneLoss();
    }

    @Test
    void theResumeCardsNewGameSaysSoAndCountsIt() throws TimeoutException {
        startOffering(Set.of());
        app.robot.clickOn(app.robot.lookup(".resume-card .button")
                .match(node -> "New game".equals(((Button) node).getText())).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(asked(OFFERED_RATED), "told before");
        answer("New game");
        assertOneLoss();
    }

    @Test
    void anAssistedOfferedGameIsGivenUpWithTheOrdinaryQuestionAndNotRated() throws TimeoutException {
        startOffering(Set.of(Help.HINT));
        app.click("One player");
        app.click("Start");
        assertTrue(asked(OFFERED), "the ordinary question");
        answer("New game");
        assertEquals(GameRating.NEW, rating());
    }

    @Test
    void pastedMovesOverARatedGameSayAndCountIt() throws TimeoutException {
        startOffering(Set.of());
        app.click("Resume");
        app.waitForBoardAtRest();
        app.robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString("4453");
            Clipboard.getSystemClipboard().setContent(content);
        });
        app.shortcut(KeyCode.V);
        assertTrue(asked("Play the pasted moves? This rated game will count as a loss."), "told before");
        answer("Replace the game");
        assertEquals("4453", app.shownPosition().notation(), "the pasted game");
        assertOneLoss();
    }

    @Test
    void anOpenedGameOverARatedGameSaysAndCountsIt() throws TimeoutException, IOException {
        startOffering(Set.of());
        app.click("Resume");
        app.waitForBoardAtRest();
        Path file = config.resolve("other.c4game");
        SavedGameStore.saveAs(file, new SavedGame(GameSettings.twoPlayers(false), Seat.ONE,
                GamePosition.fromMoves(BoardSize.STANDARD, "1")));
        app.nextChosenFile.set(file);
        app.shortcut(KeyCode.O);
        assertTrue(asked("Play the opened game? This rated game will count as a loss."), "told before");
        answer("Replace the game");
        assertEquals("1", app.shownPosition().notation(), "the opened game");
        assertOneLoss();
    }
}
