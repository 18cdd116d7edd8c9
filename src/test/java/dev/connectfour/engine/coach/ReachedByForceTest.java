package dev.connectfour.engine.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ideas reached by force (positions from games between the computer's levels): each kind found with
 * its line and proven by the solve over every defence, and lines that end in the idea only after a
 * poor defence refused, though the idea stands on the board at their end.
 */
class ReachedByForceTest {
    private static final Oracle ORACLE = Oracle.of(Analyst.withBundledBook(16L << 20));
    private static final Coach COACH = new Coach(ORACLE);
    private static final ExplanationCheck CHECK = new ExplanationCheck(ORACLE);

    private static List<Cell> cells(String names) {
        return Arrays.stream(names.split(",")).map(CellNames::parse).toList();
    }

    @ParameterizedTest(name = "{0} then {1}: {2} {3} {4}")
    @CsvSource(delimiter = ' ', value = {
        "33453344 6 draw>loss forces-zugzwang d4,d5,b1",
        "554666756555 4 win>loss forces-double-threat d3,b1,c1,d4,d5,g2,g3",
        "11277715546346145123433463 2 win>draw forces-claimeven b4,b5,e4,d6,f4",
        "44444435555356 3 win>draw forces-pairs f2,g1,f3",
    })
    void theOpponentReachesTheIdeaByForce(String moves, int column, String change, String kind, String named) {
        Explanation explanation = COACH.explain(Position.parse(moves), column - 1);
        assertEquals(change, explanation.change().code());
        assertEquals(kind, explanation.mistake().idea().code());
        assertEquals(cells(named), explanation.mistake().cells());
        assertTrue(CHECK.holds(explanation));
        assertTrue(CHECK.lineHolds(explanation.before(), column - 1, explanation.change(), Idea.ofCode(kind), cells(named)),
                "checked from the explain line alone");
    }

    @ParameterizedTest(name = "{0} then {1}: {2}, the better move {3} {4}")
    @CsvSource(delimiter = ' ', value = {
        "244444422222555 5 win>draw wins-by-zugzwang f1,c1,f2",
        "471336335476173 3 win>loss wins-by-double-threat d3,e2,d4,d5,e3",
        "4444445623333212533117221 1 draw>loss holds-by-claimeven f2,e3,e4,e5,f3,f4,f5",
        "4444654566646 6 draw>loss holds-by-pairs e3,e4,e5",
    })
    void theBetterMoveReachesTheIdeaByForce(String moves, int column, String change, String kind, String named) {
        Explanation explanation = COACH.explain(Position.parse(moves), column - 1);
        assertEquals(change, explanation.change().code());
        assertEquals(Idea.FORCED_LINE, explanation.mistake().idea());
        assertEquals(OptionalInt.of(cells(named).get(0).column()), explanation.better());
        assertEquals(Claim.of(Idea.ofCode(kind), cells(named)), explanation.betterMove());
        assertEquals(explanation.betterMove(), explanation.headline(), "the better move's idea heads the explanation");
        assertTrue(CHECK.holds(explanation));
    }

    @Test
    void aCoachWhoseTimeIsUpSaysOnlyWhatItProvedBefore() {
        // the first case above, Yellow's zugzwang reached by force: with no time for the searches by force, the coach
        // falls back to the outcome alone, checked like any other explanation
        Explanation explanation = new Coach(ORACLE, Duration.ZERO).explain(Position.parse("33453344"), 5);
        assertEquals(Change.DRAW_TO_LOSS, explanation.change());
        assertEquals(Claim.of(Idea.FORCED_LINE, List.of()), explanation.mistake());
        assertTrue(CHECK.holds(explanation));
        assertEquals(Idea.FORCES_ZUGZWANG, COACH.explain(Position.parse("33453344"), 5).mistake().idea(), "with time, the idea");
    }

    @Test
    void aDoubleThreatReachedOnlyAfterAPoorDefenceIsRefused() {
        // Yellow's f-column move loses; after Red a1 and Yellow's poor e1, Red's e2 threatens d2 and d3 at once,
        // but Yellow has better answers to a1: the solve over every defence finds one
        Position before = Position.parse("3222732333467367227");
        Position poorDefence = before.play(5).play(0).play(4);
        assertTrue(ExplanationCheck.doubleThreatHolds(poorDefence, cells("e2,d2,d3")), "the double threat stands at the line's end");
        assertFalse(CHECK.mistakeHolds(before, 5, Change.WIN_TO_LOSS, Claim.of(Idea.FORCES_DOUBLE_THREAT, cells("a1,e1,e2,d2,d3"))));
        assertFalse(ForcedReach.holds(before.play(5), 0, ForcedReach.Goal.DOUBLE_THREAT, 3));
    }

    @Test
    void aZugzwangReachedOnlyAfterAPoorDefenceIsRefused() {
        // Red's g-column move loses; after Yellow a1 and Red's poor d2, Yellow's d3 leaves a position her
        // follow-up wins, but Red has better answers to a1
        Position before = Position.parse("322273233346");
        Position end = before.play(6).play(0).play(3).play(3);
        assertTrue(Strategies.win(end, Player.SECOND).isPresent(), "the follow-up wins at the line's end");
        assertFalse(CHECK.mistakeHolds(before, 6, Change.DRAW_TO_LOSS, Claim.of(Idea.FORCES_ZUGZWANG, cells("a1,d2,d3"))));
    }

    @Test
    void aCoachWhoseTimeIsUpSeeksNoCombinationByForce() {
        // Red's c-column move spoils the win, Yellow's f2 reaching a combination of rules: past the budget, the fallback
        Explanation explanation = new Coach(ORACLE, Duration.ZERO).explain(Position.parse("44444435555356"), 2);
        assertEquals(Claim.of(Idea.FORCED_LINE, List.of()), explanation.mistake());
        assertTrue(CHECK.holds(explanation));
        assertEquals(Idea.FORCES_PAIRS, new Coach(ORACLE, Duration.ofMinutes(1)).explain(Position.parse("44444435555356"), 2)
                .mistake().idea(), "with time, the idea");
    }

    @Test
    void aCombinationReachedOnlyAfterAPoorDefenceIsRefused() {
        // Red's c-column move spoils the win; after Yellow c4 and Red's poor e6, Yellow's c5 leaves a position she holds
        // by a combination of rules, but Red has better answers to c4: the solve over every defence finds one
        Position before = Position.parse("44444435555356");
        Position end = before.play(2).play(2).play(4).play(2);
        assertTrue(Combination.find(end, Player.SECOND).isPresent(), "the combination holds at the line's end");
        assertFalse(ForcedReach.holds(before.play(2), 2, ForcedReach.Goal.PAIRS_HOLD, 2));
        assertFalse(CHECK.lineHolds(before, 2, Change.WIN_TO_DRAW, Idea.FORCES_PAIRS, cells("c4,e6,c5")));
        assertTrue(CHECK.lineHolds(before, 2, Change.WIN_TO_DRAW, Idea.FORCES_PAIRS, cells("f2,e6,f3")),
                "f2 forces it: any of Red's answers may be named");
        assertFalse(CHECK.lineHolds(before, 2, Change.WIN_TO_DRAW, Idea.FORCES_PAIRS, cells("f2")), "one move is the pairs kind's");
        assertFalse(CHECK.lineHolds(before, 2, Change.WIN_TO_DRAW, Idea.FORCES_CLAIMEVEN, cells("f2,g1,f3")),
                "no single rule holds at the line's end");
    }

    @Test
    void aLineThatNeedsMoreMovesThanItNamesIsRefused() {
        // d4 forces Yellow's zugzwang within 2 moves: a claim of the same idea with a move too few fails
        Position before = Position.parse("33453344");
        assertTrue(CHECK.mistakeHolds(before, 5, Change.DRAW_TO_LOSS, Claim.of(Idea.FORCES_ZUGZWANG, cells("d4,d5,b1"))));
        assertFalse(ForcedReach.holds(before.play(5), 3, ForcedReach.Goal.FOLLOW_UP_WIN, 1));
        assertFalse(CHECK.mistakeHolds(before, 5, Change.DRAW_TO_LOSS, Claim.of(Idea.FORCES_ZUGZWANG, cells("d4"))));
        assertFalse(CHECK.mistakeHolds(before, 5, Change.WIN_TO_DRAW, Claim.of(Idea.FORCES_ZUGZWANG, cells("d4,d5,b1"))),
                "a loss is no spoiled win");
    }
}
