package dev.connectfour.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Solver;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * With the shipped book, the analysis's first step, the one taken without any search, already shows
 * every column: exactly below the exact layer's deepest level, as an outcome within the outcome layer.
 */
class AnalystWithTheBookTest {
    private final OpeningBook book = OpeningBook.bundledOrEmpty();

    /** Stops the analysis after its first step, which it takes before any search. */
    private static final class FirstStepTaken extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient ColumnValues values;

        FirstStepTaken(ColumnValues values) {
            super(null, null, false, false);
            this.values = values;
        }
    }

    private ColumnValues firstStep(Position position) {
        Analyst analyst = new Analyst(book, new Solver(8L << 20));
        try {
            analyst.analyze(position, step -> {
                throw new FirstStepTaken(step);
            });
        } catch (FirstStepTaken taken) {
            return taken.values;
        }
        throw new AssertionError("no step taken");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "4", "44", "4453", "12345"})
    void belowTheExactLayersDeepestLevelEveryColumnIsExactAtOnce(String moves) {
        Position position = Position.parse(moves);
        assertTrue(position.moveCount() < book.depths().exact());
        ColumnValues values = firstStep(position);
        Solver solver = new Solver(64L << 20);
        for (int column = 0; column < 7; column++) {
            Verdict verdict = values.verdict(column).orElseThrow();
            assertTrue(verdict.isExact(), "column " + (column + 1) + " of " + moves);
        }
        if (position.moveCount() == 5) { // its children, of 6 discs, are solved here in a few seconds
            for (int column = 0; column < 7; column++) {
                int score = position.isWinningMove(column) ? (position.freeCells() + 1) / 2 : -solver.solve(position.play(column));
                assertEquals(Verdict.ofScore(score, position.freeCells()), values.verdict(column).orElseThrow(), "column " + (column + 1));
            }
        }
    }

    /**
     * At the exact layer's deepest level the position's own score bounds its columns: the analysis's
     * last step equals the solver's full analysis, with one winning column (which scores the position's
     * score without a search), with several (each probed at it first), and in a lost position.
     */
    @ParameterizedTest
    @ValueSource(strings = {"171133236", "212242212", "344144343"})
    void atTheExactLayersDeepestLevelThePositionsScoreBoundsItsColumns(String moves) {
        Position position = Position.parse(moves);
        assertEquals(book.depths().exact(), position.moveCount());
        ColumnValues values = new Analyst(book, new Solver(16L << 20)).analyze(position, step -> { });
        ColumnValues solved = ColumnValues.of(new Solver(16L << 20).analyze(position));
        for (int column = 0; column < 7; column++) {
            assertEquals(solved.verdict(column), values.verdict(column), "column " + (column + 1) + " of " + moves);
        }
    }

    /**
     * A move scores no more than any position it can be played from. At the exact layer's deepest level,
     * where the children are past the book, the other positions one disc before a child (in the book)
     * show before any search that five columns of this won position lose; the last step, settled by
     * probes at these ceilings, equals the solver's full analysis.
     */
    @Test
    void thePositionsAColumnCanBePlayedFromBoundItsValue() {
        Position position = Position.parse("445635325"); // Yellow wins with c or d; a, b, e, f, g lose
        assertEquals(OptionalInt.of(4), book.score(position));
        ColumnValues first = firstStep(position);
        for (int column : new int[] {0, 1, 4, 5, 6}) {
            assertEquals(OpeningBook.Outcome.LOSS, first.verdict(column).orElseThrow().outcome(), "column " + (column + 1));
        }
        ColumnValues values = new Analyst(book, new Solver(16L << 20)).analyze(position, step -> { });
        ColumnValues solved = ColumnValues.of(new Solver(16L << 20).analyze(position));
        for (int column = 0; column < 7; column++) {
            assertEquals(solved.verdict(column), values.verdict(column), "column " + (column + 1));
        }
    }

    /**
     * A won position of 9 discs where every column but g lets the opponent connect four at once: g is the
     * only column whose ceiling reaches the position's score, so g scores it, and needs no proof (alone,
     * some 200 ms of search).
     */
    @Test
    void theOnlyColumnThatCanScoreThePositionsScoreScoresItWithoutASearch() {
        Position position = Position.parse("363573727");
        Solver solver = new Solver(16L << 20);
        solver.setDeadline(System.nanoTime()); // a search for g's value would stop at once
        ColumnValues values = new Analyst(book, solver).analyze(position, step -> { });
        ColumnValues solved = ColumnValues.of(new Solver(16L << 20).analyze(position));
        assertEquals(new Verdict(OpeningBook.Outcome.WIN, 16), values.verdict(6).orElseThrow());
        for (int column = 0; column < 7; column++) {
            assertEquals(solved.verdict(column), values.verdict(column), "column " + (column + 1));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"4444443", "1234567", "3355443"})
    void withinTheOutcomeLayerEveryColumnsOutcomeIsKnownAtOnce(String moves) {
        Position position = Position.parse(moves);
        ColumnValues values = firstStep(position);
        Solver solver = new Solver(64L << 20);
        for (int column = 0; column < 7; column++) {
            if (position.canPlay(column)) {
                OpeningBook.Outcome expected = position.isWinningMove(column) ? OpeningBook.Outcome.WIN
                        : OpeningBook.Outcome.ofScore(-solver.solveWeak(position.play(column)));
                assertEquals(expected, values.verdict(column).orElseThrow().outcome(), "column " + (column + 1) + " of " + moves);
            }
        }
    }

    @Test
    void theEmptyBoardsOutcomeComesFromTheBookWithoutASearch() {
        Solver solver = new Solver(8L << 20);
        solver.setDeadline(System.nanoTime()); // any search stops at once, the empty board's would take a minute
        assertEquals(OpeningBook.Outcome.WIN, new Analyst(book, solver).outcome(Position.parse("")));
    }

    /** Past the book a long solve is shared with a helper thread: the values must be the ones one thread finds. */
    @Test
    void twoSearchThreadsFindTheValuesOneFinds() {
        Position position = Position.parse("445335261"); // 9 discs: its children are solved, each for tens of milliseconds
        ColumnValues alone = Analyst.withBundledBook(16L << 20, 1).analyze(position, step -> { });
        ColumnValues shared = Analyst.withBundledBook(16L << 20, 2).analyze(position, step -> { });
        for (int column = 0; column < 7; column++) {
            Verdict verdict = alone.verdict(column).orElseThrow();
            assertTrue(verdict.isExact(), "column " + (column + 1));
            assertEquals(verdict, shared.verdict(column).orElseThrow(), "column " + (column + 1));
        }
    }
}
