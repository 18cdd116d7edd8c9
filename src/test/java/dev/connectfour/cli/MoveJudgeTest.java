package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The referee of {@code audit} and {@code match --audit-games}: its verdicts on end-game positions
 * from the shared test sets, whose exact column scores are known ({@code solve --analyze}).
 */
class MoveJudgeTest {
    private final MoveJudge referee = new MoveJudge(OpeningBook.bundledOrEmpty(), 16L << 20, 60_000);

    @ParameterizedTest(name = "{0} column {1}: {2}")
    @CsvSource({
        // scores -3 1 - - -4 1 -: a win; column 2 keeps it, column 1 loses
        "7422341735647741166133573473242566, 2, KEPT",
        "7422341735647741166133573473242566, 1, SPOILED",
        "7422341735647741166133573473242566, 5, SPOILED",
        // scores -1 0 0 0 -4 0 0: a draw; column 2 keeps it, column 1 and 5 lose
        "52677675164321472411331752454, 2, KEPT",
        "52677675164321472411331752454, 1, SPOILED",
        "52677675164321472411331752454, 5, SPOILED",
        // scores 2 2 1 - 2 - 2: a win by every move, slow or fast
        "427566236745127177115664464254, 3, KEPT",
        // scores - - - - - -1 -2: lost whatever is played
        "2252576253462244111563365343671351441, 7, KEPT",
    })
    void judgesAMoveByTheOutcomeBeforeAndAfterIt(String moves, int column, MoveJudge.Verdict expected) {
        assertEquals(expected, referee.judge(Position.parse(moves), column - 1));
    }

    @Test
    void aSolvePastTheBudgetGivesNoVerdict() {
        MoveJudge hurried = new MoveJudge(OpeningBook.empty(BoardSize.STANDARD), 16L << 20, 1);
        assertEquals(MoveJudge.Verdict.UNPROVEN, hurried.judge(Position.parse(""), 3));
    }

    @ParameterizedTest(name = "{0} column {1}: {2}")
    @CsvSource({
        // the empty board: the centre wins, columns 3 and 5 draw, the edge loses
        "'', 4, KEPT",
        "'', 3, SPOILED",
        "'', 1, SPOILED",
        // after the centre every reply loses: nothing left to spoil
        "4, 1, KEPT",
    })
    void theOpeningIsJudgedFromTheBookWithinAOneMillisecondBudget(String moves, int column, MoveJudge.Verdict expected) {
        MoveJudge hurried = new MoveJudge(OpeningBook.bundledOrEmpty(), 16L << 20, 1);
        assertEquals(expected, hurried.judge(Position.parse(moves), column - 1));
    }
}
