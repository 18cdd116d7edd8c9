package dev.connectfour.ui.analysis;

import dev.connectfour.engine.board.BoardSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Solver;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "Show analysis" on the game screen: the values the player sees are the solver's, for the position on show. */
class AnalysisModeTest {
    /** Positions of the shared solver test sets (Test_L2_R1), 16 to 26 discs: fast to solve exactly. */
    private static final List<String> KNOWN = List.of("662222576343651642712157", "4661237137541742643224",
            "21253774536432517717274325", "5554224333234511764415115");
    private static final AnalysisText ENGLISH = AnalysisText.in(Locale.ENGLISH);

    @TempDir
    Path config;
    private TestApp app;

    @BeforeEach
    void start() throws TimeoutException {
        app = new TestApp(config).withTestSettings().start();
    }

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    private void startFrom(String mode, String moves) {
        app.click(mode);
        app.click("Start");
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, moves), Seat.ONE));
        app.waitForBoardAtRest();
    }

    private List<String> shownValues() {
        List<String> texts = new ArrayList<>();
        app.robot.interact(() -> {
            for (int column = 0; column < BoardSize.STANDARD.width(); column++) {
                texts.add(app.robot.lookup("#analysis-" + column).queryAs(Label.class).getText());
            }
        });
        return texts;
    }

    private String evaluation() {
        String[] text = new String[1];
        app.robot.interact(() -> text[0] = app.robot.lookup("#evaluation").queryAs(Label.class).getText());
        return text[0];
    }

    private static List<String> expected(String moves) {
        ColumnValues values = ColumnValues.of(new Solver().analyze(Position.parse(moves)));
        List<String> texts = new ArrayList<>();
        for (int column = 0; column < values.width(); column++) {
            texts.add(ENGLISH.column(values, column));
        }
        return texts;
    }

    private void waitForValues(List<String> expected) {
        try {
            app.waitUntil("the analysis shows " + expected, () -> shownValues().equals(expected));
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + ", not " + shownValues() + " for " + app.shownPosition().notation()
                    + " (shown: " + analysisShown() + ")", e);
        }
    }

    @Test
    void theValuesOnScreenAreTheSolversForKnownPositions() {
        startFrom("Two players", KNOWN.get(0));
        assertFalse(analysisShown(), "off until asked for");
        app.robot.type(KeyCode.A);
        for (String moves : KNOWN) {
            app.robot.interact(() -> app.games().currentGame().orElseThrow());
            if (!app.shownPosition().notation().equals(moves)) {
                GameSession session = app.games().currentGame().orElseThrow();
                app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                        GamePosition.fromMoves(BoardSize.STANDARD, moves), Seat.ONE));
                app.waitForBoardAtRest(); // the analysis stays on, as for a pasted game
            }
            List<String> expected = expected(moves);
            waitForValues(expected);
            ColumnValues exact = ColumnValues.of(new Solver().analyze(Position.parse(moves)));
            String mover = app.shownPosition().toMove() == dev.connectfour.engine.board.Player.FIRST ? "Red" : "Yellow";
            String other = mover.equals("Red") ? "Yellow" : "Red";
            assertEquals(ENGLISH.evaluation(exact, player -> player == app.shownPosition().toMove() ? mover : other, null),
                    evaluation(), moves);
        }
        assertNoAnalysisOnTheFxThread();
    }

    @Test
    void aMoveCancelsTheOldSearchAndShowsTheNewPositionsValues() {
        String start = KNOWN.get(1);
        startFrom("Two players", start);
        app.click("Show analysis");
        waitForValues(expected(start));
        int column = app.shownPosition().canPlay(0) ? 0 : 1;
        app.clickColumn(column);
        app.waitForBoardAtRest();
        String after = app.shownPosition().notation();
        assertEquals(start + (column + 1), after);
        waitForValues(expected(after));
        app.shortcut(KeyCode.Z);
        app.waitForBoardAtRest();
        waitForValues(expected(start));
        app.robot.type(KeyCode.A);
        app.waitUntil("the analysis is hidden", () -> !analysisShown());
        assertNoAnalysisOnTheFxThread();
    }

    @Test
    void inAOnePlayerGameItIsOffByDefaultAndShowingItMarksTheGameAssisted() {
        app.click("One player");
        app.click("Start");
        app.waitForBoardAtRest();
        GameSession session = app.games().currentGame().orElseThrow();
        assertEquals(Mode.ONE_PLAYER, session.settings().mode());
        assertFalse(analysisShown());
        assertFalse(session.isAssisted());
        app.robot.type(KeyCode.A);
        app.waitUntil("the analysis is shown", () -> analysisShown());
        assertTrue(session.isAssisted());
        // the empty board is in the opening book: its outcomes come at once, the centre column wins
        app.waitUntil("the book's outcomes are shown", () -> shownValues().get(3).startsWith("Win"));
        assertEquals("You win", evaluation().replaceAll(" in .*", ""), "the player moves first and wins with perfect play");
    }

    /** The labels over the columns are on screen (their strip is shown). */
    private boolean analysisShown() {
        boolean[] shown = new boolean[1];
        app.robot.interact(() -> shown[0] = app.robot.lookup("#analysis-0").tryQuery()
                .map(label -> label.getParent().isVisible() && label.getScene() != null).orElse(false));
        return shown[0];
    }

    private void assertNoAnalysisOnTheFxThread() {
        var threads = app.analysis().workerThreads();
        assertFalse(threads.isEmpty());
        for (String thread : threads) {
            assertTrue(thread.startsWith("connect-four-analysis-") && !thread.contains("FX"), thread);
        }
    }
}
