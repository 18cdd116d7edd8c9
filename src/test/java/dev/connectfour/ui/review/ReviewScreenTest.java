package dev.connectfour.ui.review;

import dev.connectfour.engine.board.BoardSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** After a game: step through it, its loser's mistake marked, and play on from any position. */
class ReviewScreenTest {
    /**
     * From test-set position 662222576343651642712157 (24 discs, Red to move and winning) Red plays 3
     * at move 25, which loses; then both play perfectly and Yellow wins with move 28 (column 5).
     */
    private static final String GAME = "6622225763436516427121573415";
    private static final int MISTAKE = 25;

    @TempDir
    Path config;
    private TestApp app;

    @BeforeEach
    void playTheGameToItsEnd() throws TimeoutException {
        app = new TestApp(config).withTestSettings().start();
        app.click("Two players");
        app.click("Start");
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, GAME.substring(0, GAME.length() - 1)), Seat.ONE));
        app.waitForBoardAtRest();
        app.clickColumn(GAME.charAt(GAME.length() - 1) - '1');
        app.waitUntil("the game-over card", () -> app.isShowing(".game-over-card"));
        assertEquals("Yellow wins!", app.robot.lookup(".result-title").queryAs(Label.class).getText());
        app.click("Review");
    }

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    private String text(String id) {
        String[] text = new String[1];
        app.robot.interact(() -> text[0] = app.robot.lookup(id).queryAs(Label.class).getText());
        return text[0];
    }

    @SuppressWarnings("unchecked")
    private String moveLine(int turn) {
        String[] line = new String[1];
        app.robot.interact(() -> {
            ListView<Integer> list = app.robot.lookup(".move-list").queryAs(ListView.class);
            list.scrollTo(turn - 1);
            list.layout();
            line[0] = app.robot.lookup(".move-list .list-cell").queryAll().stream()
                    .map(node -> (javafx.scene.control.ListCell<Integer>) node)
                    .filter(cell -> Integer.valueOf(turn).equals(cell.getItem()))
                    .map(javafx.scene.control.ListCell::getText).findFirst().orElse("");
        });
        return line[0];
    }

    private String shownMoves() {
        String[] moves = new String[1];
        app.robot.interact(() -> moves[0] = app.robot.lookup(".board-view").queryAs(dev.connectfour.ui.board.BoardView.class)
                .positionProperty().get().notation());
        return moves[0];
    }

    @Test
    void theLosersMistakeIsMarkedAtItsMove() {
        assertEquals("Move 28 of 28", text("#stepLabel"), "the review opens where the game ended");
        app.waitUntil("move 25 is judged", () -> moveLine(MISTAKE).endsWith("✗ mistake"));
        assertEquals("25. Red: column 3 ✗ mistake", moveLine(MISTAKE));
        assertEquals("26. Yellow: column 4", moveLine(26), "the winner's moves are not marked");
        app.robot.type(KeyCode.END);
        app.waitUntil("the last position", () -> shownMoves().equals(GAME));
        for (int step = GAME.length(); step > MISTAKE; step--) {
            assertEquals("", text("#mistakeLabel"), "no mistake at move " + step);
            app.robot.type(KeyCode.LEFT);
        }
        app.waitUntil("move 25 and its label", () -> shownMoves().equals(GAME.substring(0, MISTAKE))
                && text("#stepLabel").equals("Move 25 of 28"));
        assertEquals("✗ A mistake by Red: it turned a win into a loss.", text("#mistakeLabel"));
        assertTrue(moveLine(MISTAKE - 1).startsWith("24. Yellow"));
        app.robot.type(KeyCode.HOME);
        app.waitUntil("the empty board and its label", () -> shownMoves().isEmpty()
                && text("#stepLabel").equals("The empty board (28 moves in this game)"));
        app.robot.type(KeyCode.RIGHT);
        app.waitUntil("move 1", () -> shownMoves().equals("6"));
    }

    @Test
    void continueFromHereResumesAtTheReplayedPosition() {
        app.robot.type(KeyCode.END);
        app.waitUntil("the last position", () -> shownMoves().equals(GAME));
        assertTrue(app.robot.lookup("Continue from here").queryButton().isDisabled(), "the game is over there");
        for (int step = GAME.length(); step > MISTAKE - 1; step--) {
            app.robot.type(KeyCode.LEFT);
        }
        app.waitUntil("the position before the mistake", () -> shownMoves().equals(GAME.substring(0, MISTAKE - 1)));
        app.click("Continue from here");
        app.waitForBoardAtRest();
        assertEquals(GAME.substring(0, MISTAKE - 1), app.shownPosition().notation());
        assertEquals("Red's turn", app.status());
        GameSession resumed = app.games().currentGame().orElseThrow();
        assertFalse(resumed.getPosition().isGameOver());
        app.clickColumn(3);
        app.waitForBoardAtRest();
        assertEquals(GAME.substring(0, MISTAKE - 1) + "4", app.shownPosition().notation(), "play goes on from there");
    }

    @Test
    void backReturnsToTheFinishedGame() {
        app.robot.type(KeyCode.ESCAPE);
        app.waitUntil("the game screen", () -> app.isShowing(".game-over-card"));
        assertEquals(GAME, app.shownPosition().notation());
        var threads = app.analysis().workerThreads();
        assertFalse(threads.isEmpty());
        threads.forEach(thread -> assertFalse(thread.contains("FX"), thread));
    }
}
