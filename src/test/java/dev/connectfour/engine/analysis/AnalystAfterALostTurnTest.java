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
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    /**
     * With the shipped scores (the 7-, 8- and 9-disc levels complete), a position of 6 to 8 discs after the second
     * player's lost turn has every column exact at once ({@code solve --analyze --no-book} searches for a second
     * or more).
     */
    @ParameterizedTest
    @CsvSource({"1-23456, -4 -2 -1 -2 -2 -2 -4", "3-54321, -5 -4 0 -2 -4 -13 -8", "4-35624, -13 -6 -5 -2 -8 -11 -13",
        "1-234567, 2 2 4 4 4 2 2", "3-543217, 2 6 8 8 4 2 1", "4-356241, 4 6 13 13 13 4 3",
        "1-2345671, -4 -2 -3 -2 -2 -4 -4", "3-5432176, -12 -2 -2 -2 -5 -6 -11", "4-3562412, -13 -16 -6 -16 -13 -16 -16"})
    void upToEightDiscsAfterALostTurnAreExactFromTheShippedScoresWithoutASearch(String moves, String solved) {
        Position position = Position.parse(moves); // Red 4, Yellow 2 or 3 (Yellow or Red to move); Red 5, Yellow 3
        int[] scores = Arrays.stream(solved.split(" ")).mapToInt(Integer::parseInt).toArray(); // solve --analyze --no-book
        Solver stopped = new Solver(8L << 20);
        stopped.setDeadline(System.nanoTime()); // any search stops at once
        ColumnValues values = new Analyst(OpeningBook.bundledOrEmpty(), LostTurnScores.bundledOrEmpty(), stopped)
                .analyze(position, step -> { });
        for (int column = 0; column < 7; column++) {
            assertEquals(Verdict.ofScore(scores[column], position.freeCells()), values.verdict(column).orElseThrow(),
                    "column " + (column + 1));
        }
    }
}
