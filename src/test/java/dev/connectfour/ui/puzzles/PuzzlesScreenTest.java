package dev.connectfour.ui.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.store.PuzzleProgressStore;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.Language;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The Puzzles screen as a player meets it: from the start screen, a puzzle solved, a puzzle failed and refuted. */
class PuzzlesScreenTest {
    private static final Map<String, Puzzle> SHIPPED = PuzzleFile.bundled().stream()
            .collect(Collectors.toMap(Puzzle::id, Function.identity()));

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    private String label(String id) {
        return app.robot.lookup(id).queryAs(Label.class).getText();
    }

    /** The puzzle on the board: the shipped one whose position it shows. */
    private Puzzle shownPuzzle() {
        return SHIPPED.get(app.shownPosition().enginePosition().moves());
    }

    /** The digit key of a column: the disc drops straight into it, as in a game. */
    private void drop(int column) {
        app.robot.type(KeyCode.getKeyCode(String.valueOf(column + 1)));
    }

    private void size(double width, double height) {
        app.robot.interact(() -> {
            app.stage.setWidth(width);
            app.stage.setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void snapshot(String name) {
        app.robot.interact(() -> Snapshots.write(app.stage.getScene().getRoot(), "puzzles/" + name));
    }

    /**
     * In Japanese and Chinese, which break lines between any two characters, the name of the puzzle rating stands on
     * one line beside its figure in the smallest usual window, never broken inside the word.
     */
    @Test
    void theRatingsNameStandsOnOneLineInJapaneseAndChineseAt800By600() {
        size(800, 600);
        for (Language language : List.of(Language.JAPANESE, Language.CHINESE_SIMPLIFIED)) {
            app.robot.interact(() -> app.settings().update(app.settings().get().withLanguage(language)));
            app.robot.interact(() -> app.navigator().show(ScreenId.PUZZLES));
            WaitForAsyncUtils.waitForFxEvents();
            String name = Bundles.forScreen(PuzzlesController.class, "puzzles", language.locale()).getString("rating");
            Label label = app.robot.lookup((Node node) -> node instanceof Label shown && name.equals(shown.getText()))
                    .queryAs(Label.class);
            app.robot.interact(() -> {
                Text shown = (Text) label.lookup(".text");
                assertEquals(name, shown.getText(), language + ": shown whole");
                Set<Double> lines = new HashSet<>();
                for (PathElement element : shown.rangeShape(0, name.length())) {
                    if (element instanceof MoveTo move) {
                        lines.add(Math.floor(move.getY()));
                    }
                }
                assertEquals(1, lines.size(), language + ": '" + name + "' on one line, " + (int) label.getWidth()
                        + " px wide");
            });
        }
    }

    @Test
    void aPuzzleSolvedMovesTheRatingAndCountsInTheLobby() {
        size(800, 600);
        app.click("Puzzles");
        assertEquals("1500", label("#rating"));
        assertEquals("0", label("#solved"));
        snapshot("en-lobby-800");
        app.click("Any puzzle");
        app.click("Win in 3 or 4");
        app.click("Next puzzle");
        Puzzle puzzle = shownPuzzle();
        assertTrue(label("#task").matches((puzzle.position().toMove() == Player.FIRST ? "Red" : "Yellow")
                + " to play and win in [34] moves"), label("#task"));
        snapshot("en-puzzle-800");
        for (int ply = 0; ply < puzzle.line().length(); ply += 2) {
            drop(puzzle.lineColumn(ply));
            int discs = puzzle.position().moveCount() + Math.min(ply + 2, puzzle.line().length());
            app.waitUntil("the move and the defence's answer have landed", () -> !app.board().isAnimating()
                    && app.board().positionProperty().get().discCount() == discs);
        }
        app.waitUntil("solved", () -> label("#status").startsWith("Solved! Rating "));
        snapshot("en-solved-800");
        String status = label("#status");
        int rating = Integer.parseInt(status.substring("Solved! Rating ".length(), status.indexOf(' ', 15)));
        assertTrue(rating > 1500, status);
        app.robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(String.valueOf(rating), label("#rating"), "the lobby shows the new rating");
        assertEquals("1", label("#solved"));
        assertEquals("1", label("#streak"));
        assertTrue(Files.exists(app.configDirectory.resolve(PuzzleProgressStore.FILE_NAME)), "kept at once");
    }

    @Test
    void theLobbysBoardDoesNotAnswerTheMouseAndAPuzzlesBoardDoes() {
        size(800, 600);
        app.click("Puzzles");
        BoardView board = app.robot.lookup(".board-view").queryAs(BoardView.class);
        Node columnHighlight = app.robot.from(board).lookup(".column-highlight").query();
        GamePosition today = board.positionProperty().get();
        app.robot.moveTo(board);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(columnHighlight.isVisible(), "no column lights up under the mouse in the lobby");
        app.robot.clickOn(board);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(board.isFocused(), "a click does not take the keyboard focus (no focus ring)");
        assertEquals(today, board.positionProperty().get(), "nor drops a disc");
        assertTrue(app.isShowing("#lobbyCard"), "the lobby is still shown");
        app.click("Next puzzle");
        app.robot.moveTo(board);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(columnHighlight.isVisible(), "a puzzle's board shows the column under the mouse");
    }

    @Test
    void aWrongMoveIsRefutedOnTheBoardAndCanBeRetriedInJapanese() throws TimeoutException {
        app.stop();
        app.withSettings("language=JAPANESE", "animationSpeed=FAST").start();
        size(800, 600);
        app.click("パズル");
        app.click("次のパズル");
        Puzzle puzzle = shownPuzzle();
        Position start = puzzle.position();
        int wrong = 0;
        while (wrong == puzzle.solution() || !start.canPlay(wrong)) {
            wrong++;
        }
        drop(wrong);
        app.waitUntil("the refutation is found", () -> label("#status").startsWith("その手ではありません。")
                && !label("#status").contains("探しています"));
        app.waitUntil("the refutation is played out", () -> !app.board().isAnimating()
                && app.board().positionProperty().get().discCount() > start.moveCount() + 1
                || app.board().positionProperty().get().isGameOver());
        snapshot("ja-failed-800");
        assertTrue(label("#status").contains("レーティング"), label("#status"));
        assertTrue(app.isShowing("#retryButton"));
        app.click("再挑戦（ノーレート）");
        assertEquals(start.moves(), app.shownPosition().enginePosition().moves(), "the puzzle again, from its start");
        size(1600, 1000);
        snapshot("ja-retry-1600");
    }
}
