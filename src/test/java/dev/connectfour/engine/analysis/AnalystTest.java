package dev.connectfour.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The analyst reads the opening book for what it proves and no more: a drawn position's entry with
 * fewer than {@link OpeningBook#ALL_MOVES_MIN_DISCS} discs holds one drawing move, so the columns it
 * leaves out may draw too; from that many discs on it holds them all. Checked on 5x4, where every
 * position solves at once.
 */
class AnalystTest {
    private static final BoardSize FIVE_BY_FOUR = new BoardSize(5, 4);

    /** A drawn position with {@code discs} discs and at least two drawing moves, from a fixed search. */
    private static Position drawnWithTwoDrawingMoves(int discs, Solver solver) {
        return search(Position.empty(FIVE_BY_FOUR), discs, solver);
    }

    private static Position search(Position position, int discs, Solver solver) {
        if (position.moveCount() == discs) {
            if (position.isGameOver() || solver.solveWeak(position) != 0) {
                return null;
            }
            int drawing = 0;
            Analysis analysis = solver.analyze(position, true);
            for (int column = 0; column < FIVE_BY_FOUR.width(); column++) {
                if (analysis.playable(column) && analysis.score(column) == 0) {
                    drawing++;
                }
            }
            return drawing >= 2 ? position : null;
        }
        for (int column = 0; column < FIVE_BY_FOUR.width(); column++) {
            if (position.canPlay(column) && !position.isWinningMove(column)) {
                Position found = search(position.play(column), discs, solver);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The analyst's outcomes with a book holding {@code entryMoves} for {@code position}, against the solver's. */
    private static void assertOutcomesMatchTheSolver(Position position, int entryMoves, Solver solver) {
        OpeningBook book = OpeningBook.of(FIVE_BY_FOUR, position.moveCount(),
                Map.of(position, new OpeningBook.Entry(OpeningBook.Outcome.DRAW, entryMoves)));
        ColumnValues values = new Analyst(book, new Solver(8L << 20)).analyze(position, step -> { });
        Analysis truth = solver.analyze(position, true);
        for (int column = 0; column < FIVE_BY_FOUR.width(); column++) {
            if (truth.playable(column)) {
                assertEquals(OpeningBook.Outcome.ofScore(truth.score(column)), values.verdict(column).orElseThrow().outcome(),
                        "column " + (column + 1) + " of " + position.moves());
            }
        }
    }

    @Test
    void aFewDiscDrawEntryHoldingOneDrawingMoveDoesNotMakeTheOthersLosses() {
        Solver solver = new Solver(8L << 20);
        Position position = drawnWithTwoDrawingMoves(3, solver);
        assertNotNull(position, "5x4 has such a position");
        Analysis truth = solver.analyze(position, true);
        int firstDrawing = -1;
        for (int column = 0; column < FIVE_BY_FOUR.width() && firstDrawing < 0; column++) {
            if (truth.playable(column) && truth.score(column) == 0) {
                firstDrawing = column;
            }
        }
        assertOutcomesMatchTheSolver(position, 1 << firstDrawing, solver);
    }

    @Test
    void aLaterDrawEntryHoldsEveryDrawingMoveAndTheRestLose() {
        Solver solver = new Solver(8L << 20);
        Position position = drawnWithTwoDrawingMoves(OpeningBook.ALL_MOVES_MIN_DISCS + 1, solver);
        assertNotNull(position, "5x4 has such a position");
        Analysis truth = solver.analyze(position, true);
        int drawing = 0;
        for (int column = 0; column < FIVE_BY_FOUR.width(); column++) {
            if (truth.playable(column) && truth.score(column) == 0) {
                drawing |= 1 << column;
            }
        }
        assertOutcomesMatchTheSolver(position, drawing, solver);
    }
}
