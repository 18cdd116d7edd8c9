package dev.connectfour.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.LostTurnScores;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * After a lost turn the book has no position (the side to move holds a disc more than its opponent here),
 * and the analysis takes every column's exact value from the {@link LostTurnScores} of the positions after
 * it, without a search; without them it searches.
 */
class AnalystAfterALostTurnTest {
    /** 11 discs, the second player's first turn lost: the first player to move, with 6 discs to 5. */
    private static final Position AFTER_A_LOST_TURN = Position.parse("7-2675653446");

    @Test
    void everyColumnIsExactFromTheScoresAfterALostTurnWithoutASearch() throws IOException {
        Position position = AFTER_A_LOST_TURN;
        OpeningBook book = OpeningBook.bundledOrEmpty();
        assertTrue(book.outcome(position).isEmpty());
        Solver truth = new Solver(16L << 20);
        StringBuilder lines = new StringBuilder();
        for (int column = 0; column < 7; column++) {
            if (position.canPlay(column) && !position.isWinningMove(column)) {
                Position child = position.play(column);
                lines.append("X ").append(child.moves()).append(' ').append(truth.solve(child)).append('\n');
            }
        }
        LostTurnScores scores = LostTurnScores.read(new StringReader(lines.toString()), BoardSize.STANDARD);

        Solver stopped = new Solver(8L << 20);
        stopped.setDeadline(System.nanoTime()); // any search stops at once
        ColumnValues values = new Analyst(book, scores, stopped).analyze(position, step -> { });
        ColumnValues solved = ColumnValues.of(truth.analyze(position));
        for (int column = 0; column < 7; column++) {
            assertEquals(solved.verdict(column), values.verdict(column), "column " + (column + 1));
        }

        Solver alsoStopped = new Solver(8L << 20);
        alsoStopped.setDeadline(System.nanoTime());
        assertThrows(SearchCancelledException.class, () -> new Analyst(book, alsoStopped).analyze(position, step -> { }));
    }
}
