package dev.connectfour.engine.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.puzzles.Finding.Rejection;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** What the finder reports of a position that is no puzzle: its bracket and the reason, as the generator counts them. */
class PuzzleFindingTest {
    private static final OpeningBook BOOK = OpeningBook.bundledOrEmpty();
    private static final BookedSolver SOLVER = new BookedSolver(BOOK, new Solver(16L << 20));
    private static final Function<Position, Analysis> VALUES = position -> SOLVER.analyze(position, false);
    /** A win in 3 whose proof needs several analyses (PuzzleProofTest proves it). */
    private static final String WIN_IN_3 = "44444246622215151";

    private static Finding examine(Function<Position, Analysis> values, int budget, String moves) {
        return new PuzzleFinder(values, BOOK::outcome, budget).examine(Position.parse(moves));
    }

    @Test
    void aPuzzleIsFoundInItsBracket() {
        Finding finding = examine(VALUES, PuzzleFinder.ANALYSIS_BUDGET, WIN_IN_3);
        assertEquals("win-3-4", finding.bracket());
        assertEquals("12333", finding.puzzle().orElseThrow().line());
        assertNull(finding.rejection());
    }

    @Test
    void aProofPastTheBudgetIsRejectedAsTooBigInTheBracketOfItsValue() {
        Finding finding = examine(VALUES, 2, WIN_IN_3);
        assertEquals(new Finding("win-3-4", Optional.empty(), Rejection.PROOF_TOO_BIG), finding);
    }

    @Test
    void aSearchStoppedByTheDeadlineIsTooSlowInTheBracketReachedSoFar() {
        Function<Position, Analysis> stopAtOnce = position -> {
            throw new SearchCancelledException("the deadline passed");
        };
        assertEquals(new Finding(Finding.UNKNOWN, Optional.empty(), Rejection.TOO_SLOW),
                examine(stopAtOnce, PuzzleFinder.ANALYSIS_BUDGET, WIN_IN_3));
        AtomicInteger calls = new AtomicInteger();
        Function<Position, Analysis> stopAfterTheRoot = position -> {
            if (calls.incrementAndGet() > 1) {
                throw new SearchCancelledException("the deadline passed");
            }
            return VALUES.apply(position);
        };
        assertEquals(new Finding("win-3-4", Optional.empty(), Rejection.TOO_SLOW),
                examine(stopAfterTheRoot, PuzzleFinder.ANALYSIS_BUDGET, WIN_IN_3));
    }

    @Test
    void theEmptyBoardLeavesNoChoiceWorthAPuzzle() {
        assertEquals(Rejection.NO_CHOICE, new PuzzleFinder(VALUES, BOOK::outcome)
                .examine(Position.empty(BoardSize.STANDARD)).rejection());
    }

    @Test
    void twoFastestWinsAreNotUniqueAndASlowerSecondWinIsCountedApart() {
        // Red has b1, c1 and d1 with a1 and e1 free: two wins in 1
        assertEquals(new Finding("win-1", Optional.empty(), Rejection.NOT_UNIQUE),
                examine(VALUES, PuzzleFinder.ANALYSIS_BUDGET, "223344"));
        // one move wins fastest, another more slowly (PuzzleProofTest: more than one winning move)
        Finding slower = examine(VALUES, PuzzleFinder.ANALYSIS_BUDGET, "444442466222151");
        assertEquals(Rejection.SLOWER_WINS, slower.rejection());
        assertTrue(slower.bracket().startsWith("win-"), slower.bracket());
    }

    @Test
    void theBracketsAreTheIssuesLengths() {
        assertEquals("win-1", Finding.bracket(PuzzleKind.WIN, 1));
        assertEquals("win-2", Finding.bracket(PuzzleKind.WIN, 2));
        assertEquals("win-3-4", Finding.bracket(PuzzleKind.WIN, 4));
        assertEquals("win-5-7", Finding.bracket(PuzzleKind.WIN, 5));
        assertEquals("win-5-7", Finding.bracket(PuzzleKind.WIN, 7));
        assertEquals("win-8+", Finding.bracket(PuzzleKind.WIN, 8));
        assertEquals("draw", Finding.bracket(PuzzleKind.DRAW, 0));
        assertEquals("only-move", Finding.bracket(PuzzleKind.ONLY_MOVE, 0));
    }
}
