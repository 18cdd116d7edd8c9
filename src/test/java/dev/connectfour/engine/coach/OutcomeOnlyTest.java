package dev.connectfour.engine.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.board.Position;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The explanation by outcomes only, which the screens show while the coach looks for the idea: in the opening, the
 * book's better move and what it keeps, checked like the coach's own; the same move the coach names when it finds no
 * idea.
 */
class OutcomeOnlyTest {
    private static final Oracle ORACLE = Oracle.of(Analyst.withBundledBook(8L << 20));
    private static final ExplanationCheck CHECK = new ExplanationCheck(ORACLE);

    @ParameterizedTest(name = "{0} then {1}: {2}, {3} instead keeps it")
    @CsvSource(delimiter = ' ', value = {
        ". 3 win>draw d", // Red's c1 on the empty board: d1 keeps the win
        "3 2 draw>loss d", // Yellow's b1 after c1: d1 keeps the draw
        "24 5 draw>loss d", // Red's e1 after b1 d1: d2 keeps the draw
    })
    void anOpeningMistakeSaysWhatTheBooksBetterMoveKeeps(String moves, int column, String change, char better) {
        Position before = Position.parse(moves.equals(".") ? "" : moves);
        Explanation explanation = OutcomeOnly.explain(ORACLE, before, column - 1);
        assertEquals(change, explanation.change().code());
        assertEquals(Claim.of(Idea.FORCED_LINE, List.of()), explanation.mistake());
        assertEquals(OptionalInt.of(better - 'a'), explanation.better());
        assertTrue(CHECK.holds(explanation));
    }

    @Test
    void itNamesTheBetterMoveTheCoachNamesWhenItFindsNoIdea() {
        // mistakes.txt: 2 4 win>draw forced-line, "(Yellow) c1 instead keeps the win"
        Position before = Position.parse("2");
        Explanation coach = new Coach(ORACLE).explain(before, 3);
        assertEquals(Idea.FORCED_LINE, coach.headline().idea());
        assertEquals(coach, OutcomeOnly.explain(ORACLE, before, 3));
    }

    @Test
    void aGoodMoveIsNoMistake() {
        assertEquals(Change.OK, OutcomeOnly.explain(ORACLE, Position.parse(""), 3).change());
    }
}
