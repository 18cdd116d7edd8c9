package dev.connectfour.ui.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.search.Solver;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.analysis.AnalysisText;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.controlsfx.control.SegmentedButton;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every board size, chosen on a set-up screen, reaches the game screen and is playable to a win. */
class BoardVariantsScreenTest {
    private static final KeyCode[] DIGITS = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4,
        KeyCode.DIGIT5, KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9};

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    static Stream<BoardSize> sizes() {
        return GameSettings.BOARD_SIZES.stream();
    }

    private static String label(BoardSize size) {
        return size.width() + " × " + size.height();
    }

    /** Clicks the top cell of a column of a board of {@code size}. */
    private void clickColumn(BoardSize size, int column) {
        app.robot.clickOn(app.screenPoint(column, size.height() - 1));
        app.waitForBoardAtRest();
    }

    private void startTwoPlayerGameOn(BoardSize size) {
        app.click("Two players");
        app.click(label(size));
        app.click("Start");
    }

    private void press(int column) {
        app.robot.type(DIGITS[column]);
        app.waitForBoardAtRest();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizes")
    void aTwoPlayerGameOnEveryBoardIsWonWithAVerticalFourByKeysAndClicks(BoardSize size) {
        startTwoPlayerGameOn(size);
        assertEquals(size, app.shownPosition().size(), "the chosen board reached the game screen");
        Bounds bounds = app.board().getLayoutBounds();
        int last = size.width() - 1;
        for (int i = 0; i < 3; i++) {
            press(0);                 // Red with the keys, the leftmost column
            clickColumn(size, last);  // Yellow with the mouse, the rightmost
        }
        assertEquals("Red's turn", app.status());
        press(0);
        assertEquals("Game over", app.status());
        assertEquals("Red wins!", app.robot.lookup(".result-title").queryAs(Label.class).getText());
        assertEquals(7, app.shownPosition().discCount());
        assertTrue(app.shownPosition().isWon());
        assertEquals(size, app.games().currentGame().orElseThrow().settings().boardSize());
        assertEquals(1, app.statistics.getStatistics().tally(new StatisticsKey(Mode.TWO_PLAYERS, null, size)).won());
        assertTrue(bounds.getWidth() > 0 && bounds.getHeight() > 0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizes")
    void theBoardKeepsItsShapeWhenTheWindowChanges(BoardSize size) {
        startTwoPlayerGameOn(size);
        double expected = boardAspect();
        for (double[] window : new double[][] {{900, 640}, {1260, 560}, {720, 790}}) {
            app.robot.interact(() -> {
                app.stage.setWidth(window[0]);
                app.stage.setHeight(window[1]);
            });
            app.waitForBoardAtRest();
            assertEquals(expected, boardAspect(), 1e-6, "the drawing keeps the board's proportions");
            // the bottom-left and top-right cells are inside the board view
            Bounds view = app.board().localToScreen(app.board().getLayoutBounds());
            assertTrue(view.contains(app.screenPoint(0, 0)) && view.contains(app.screenPoint(size.width() - 1,
                    size.height() - 1)), "every cell is in view at " + window[0] + "x" + window[1]);
        }
    }

    /** Width over height of the drawn cell grid, from the centres of opposite corner cells. */
    private double boardAspect() {
        BoardSize size = app.shownPosition().size();
        double[] aspect = new double[1];
        app.robot.interact(() -> {
            var a = app.board().cellCentre(0, 0);
            var b = app.board().cellCentre(size.width() - 1, size.height() - 1);
            aspect[0] = (b.getX() - a.getX()) / (a.getY() - b.getY()) * (size.height() - 1) / (size.width() - 1);
        });
        return aspect[0];
    }

    @Test
    void theChosenBoardIsRememberedForEverySetUpAndTheNextRun() throws TimeoutException {
        app.click("Watch the computer");
        app.click("8 × 7");
        app.click("Start");
        assertEquals(new BoardSize(8, 7), app.shownPosition().size());
        app.robot.type(KeyCode.ESCAPE);
        app.click("One player");
        SegmentedButton boards = app.robot.lookup(".board-choice").queryAs(SegmentedButton.class);
        assertTrue(Choices.toggleOf(boards, new BoardSize(8, 7)).isSelected(), "offered first on the next set-up");
        app.stop();
        app.start(); // again, on the files the first run left
        assertEquals(new BoardSize(8, 7), app.settings().get().lastBoardSize(), "kept in settings.properties");
        app.click("Two players");
        boards = app.robot.lookup(".board-choice").queryAs(SegmentedButton.class);
        assertTrue(Choices.toggleOf(boards, new BoardSize(8, 7)).isSelected());
    }

    @Test
    void hardsCardSaysItSearchesOnBoardsWithoutItsBook() {
        app.click("One player");
        app.click("Hard");
        String standard = card();
        assertTrue(standard.startsWith("Hard: plays perfectly."), standard);
        app.click("6 × 5");
        assertTrue(card().startsWith("Hard: its opening book is for the standard board only. On 6 × 5 it searches"),
                card());
        app.click("Easy");
        assertFalse(card().contains("opening book"), "only Hard has a book");
        app.click("Hard");
        app.click("Start");
        assertEquals(new BoardSize(6, 5), app.shownPosition().size());
        assertEquals(ComputerLevel.HARD, app.games().currentGame().orElseThrow().settings().seatTwoLevel());
        app.robot.clickOn(app.screenPoint(0, 4));
        app.waitUntil("Hard has answered", () -> app.shownPosition().discCount() == 2);
        app.assertNoSearchOnFxThread();
    }

    @Test
    void theRecordAfterAOnePlayerGameIsTheRecordOnThatBoard() {
        BoardSize small = new BoardSize(5, 4);
        app.click("One player");
        app.click("Easy");
        app.click("5 × 4");
        app.click("Start");
        int column = 0;
        while (!app.shownPosition().isGameOver()) {
            if (app.shownPosition().canPlay(column) && app.games().currentGame().orElseThrow().getState()
                    == dev.connectfour.game.session.SessionState.HUMAN_TO_MOVE) {
                int before = app.shownPosition().discCount();
                press(column);
                app.waitUntil("Easy has answered or the game is over", () -> app.shownPosition().isGameOver()
                        || app.shownPosition().discCount() >= before + 2);
                app.waitForBoardAtRest();
            }
            column = (column + 1) % small.width();
        }
        app.waitUntil("the game-over card is up", () -> app.isShowing(".game-over-card"));
        var tally = app.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY, small));
        assertEquals(1, tally.played());
        assertEquals(0, app.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY)).played());
        assertEquals("Your record against Easy:\n" + tally.won() + " won, " + tally.drawn() + " drawn, " + tally.lost()
                + " lost", app.robot.lookup(".result-record").queryAs(Label.class).getText());
    }

    @Test
    void hardAnswersOnTheNineBySevenBoardItsCardSaysItSearches() {
        BoardSize wide = new BoardSize(9, 7);
        app.click("One player");
        app.click("Hard");
        app.click("9 × 7");
        assertTrue(card().startsWith("Hard: its opening book is for the standard board only. On 9 × 7 it searches"),
                card());
        app.click("Start");
        assertEquals(wide, app.shownPosition().size());
        for (int column : new int[] {8, 0, 4}) { // the ninth column, the first, the centre
            int before = app.shownPosition().discCount();
            clickColumn(wide, column);
            app.waitUntil("Hard has answered", () -> app.shownPosition().discCount() == before + 2);
            app.waitForBoardAtRest();
        }
        assertEquals(1, app.shownPosition().height(8));
        app.assertNoSearchOnFxThread();
    }

    @Test
    void theAnalysisOnTheNineBySevenBoardShowsTheSolversValues() {
        BoardSize wide = new BoardSize(9, 7);
        // 54 discs of a drawn 9x7 game (PackedBoardTest): nine cells left, quick to solve
        String moves = "181735548885417371736641288346322444325895921512365927";
        startTwoPlayerGameOn(wide);
        var session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                GamePosition.fromMoves(wide, moves), Seat.ONE));
        app.waitForBoardAtRest();
        app.robot.type(KeyCode.A);
        var values = ColumnValues.of(new Solver()
                .analyze(Position.parse(wide, moves)));
        var text = AnalysisText.in(Locale.ENGLISH);
        List<String> expected = new ArrayList<>();
        for (int column = 0; column < wide.width(); column++) {
            expected.add(text.column(values, column));
        }
        app.waitUntil("the analysis shows " + expected, () -> expected.equals(shownValues(wide)));
        app.assertNoSearchOnFxThread();
    }

    private List<String> shownValues(BoardSize size) {
        List<String> texts = new ArrayList<>();
        app.robot.interact(() -> {
            for (int column = 0; column < size.width(); column++) {
                texts.add(app.robot.lookup("#analysis-" + column).queryAs(Label.class).getText());
            }
        });
        return texts;
    }

    private String card() {
        return app.robot.lookup(".level-card").queryAs(Label.class).getText();
    }
}
