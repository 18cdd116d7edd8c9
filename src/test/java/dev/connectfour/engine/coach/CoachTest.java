package dev.connectfour.engine.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Solver;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The coach on positions from games between the computer's levels (as move strings): each kind with
 * its cells, every explanation passing its check, and forged claims (a pattern that looks present
 * where the solver disagrees) refused.
 */
class CoachTest {
    private static final Oracle ORACLE = Oracle.of(Analyst.withBundledBook(16L << 20));
    private static final Coach COACH = new Coach(ORACLE);
    private static final ExplanationCheck CHECK = new ExplanationCheck(ORACLE);

    private static List<Cell> cells(String names) {
        return names.equals("-") ? List.of() : Arrays.stream(names.split(",")).map(CellNames::parse).toList();
    }

    @ParameterizedTest(name = "{0} then {1}: {2} {3} {4}")
    @CsvSource(delimiter = ' ', value = {
        "66613345124156726125 7 draw>loss double-threat e4,d3,d4,c3,c4",
        "641352567273443 2 win>loss under-threat b3,b4",
        "51772474724462213657363 5 win>loss allows-four c4",
        "463 7 draw>loss double-threat b1,a1,e1",
        "5542262752333 1 win>loss zugzwang f2,a2,c4,e4,g2,d3",
        "24444442666226622 6 win>loss zugzwang e1,c1,e2,c3",
        "67742144 1 win>loss aftereven d4,b2,f2,a4,b4,c4",
        "244444 4 win>draw claimeven b2",
        "4444324422226555665 3 win>draw pairs b6,g4,g5,e5,e6,f5,f6,g2,g3,a1,a2,a3,a4,c3,c4",
    })
    void eachKindIsFoundWithItsCellsAndPassesItsCheck(String moves, int column, String change, String kind, String named) {
        Explanation explanation = COACH.explain(Position.parse(moves), column - 1);
        assertEquals(change, explanation.change().code());
        assertEquals(kind, explanation.mistake().idea().code());
        assertEquals(cells(named), explanation.mistake().cells());
        assertEquals(explanation.mistake(), explanation.headline(), "a named idea, not the fallback");
        assertTrue(CHECK.holds(explanation));
    }

    @Test
    void theBetterMoveHoldsTheDrawByACombinationOfRules() {
        // Red e5 loses; b6 instead keeps the draw: he answers in pairs (claimevens, verticals, a baseinverse)
        Explanation explanation = COACH.explain(Position.parse("444432442222655566"), 4);
        assertEquals(Change.DRAW_TO_LOSS, explanation.change());
        assertEquals(OptionalInt.of(1), explanation.better());
        assertEquals(Idea.CLAIMS, explanation.betterMove().idea());
        assertEquals(Optional.of(Idea.PAIRS), explanation.betterMove().rule());
        assertEquals(explanation.betterMove(), explanation.headline());
        assertTrue(CHECK.holds(explanation));
        assertTrue(CHECK.lineHolds(explanation.before(), 4, Change.DRAW_TO_LOSS, Idea.CLAIMS, explanation.betterMove().cells()),
                "the explain line alone proves it");
    }

    @Test
    void theHintsWhyNamesTheCombinationToo() {
        // the hint's "Why this move?" for b6 in the same position: the same claim as the better move's
        Optional<Claim> claim = COACH.whatItDoes(Position.parse("444432442222655566"), 1);
        assertTrue(claim.isPresent());
        assertEquals(Idea.CLAIMS, claim.get().idea());
        assertEquals(Optional.of(Idea.PAIRS), claim.get().rule());
        assertTrue(CHECK.lineHolds(Position.parse("444432442222655566"), 4, Change.DRAW_TO_LOSS, Idea.CLAIMS, claim.get().cells()));
    }

    @Test
    void theBetterMoveBlocksTheFourTheMistakeAllowed() {
        Explanation explanation = COACH.explain(Position.parse("51772474724462213657363"), 4);
        assertEquals(OptionalInt.of(2), explanation.better());
        assertEquals(Claim.of(Idea.BLOCKS, cells("c4")), explanation.betterMove());
    }

    @Test
    void theBetterMoveKeepsTheWinByParity() {
        // Yellow's b-column move throws away the win that d4 keeps: after d4 her follow-up (with a baseinverse) wins
        Explanation explanation = COACH.explain(Position.parse("677421441"), 1);
        assertEquals(Change.WIN_TO_LOSS, explanation.change());
        assertEquals(OptionalInt.of(3), explanation.better());
        assertEquals(Idea.KEEPS_PARITY, explanation.betterMove().idea());
        assertEquals(cells("d4,b2,f2,a4,b4,c4"), explanation.betterMove().cells());
        assertEquals(Idea.KEEPS_PARITY, explanation.headline().idea(), "the fallback gives way to the better move's idea");
        assertTrue(CHECK.holds(explanation));
    }

    @Test
    void aGoodMoveIsNotExplained() {
        Explanation explanation = COACH.explain(Position.parse("4444"), 3);
        assertEquals(Change.OK, explanation.change());
        assertEquals(Idea.NONE, explanation.mistake().idea());
        assertTrue(CHECK.holds(explanation));
    }

    @Test
    void anEvenThreatTheFollowUpWouldReachIsNoZugzwangWhenTheSolverDisagrees() {
        // Red's threat e4 lies on a cell the follow-up gives Red, yet Yellow, to move, wins
        Position position = Position.parse("517724747244622136573");
        assertTrue(Facts.of(position, Player.FIRST).evenThreats().contains(CellNames.parse("e4")));
        assertEquals(OpeningBook.Outcome.WIN, ORACLE.outcome(position), "the solver: Yellow wins");
        assertFalse(Strategies.holds(position, Player.FIRST, Idea.ZUGZWANG, cells("e4"), true));
        assertEquals(Optional.empty(), Strategies.win(position, Player.FIRST));
    }

    @Test
    void anOddThreatOverAFreeCellWinsByZugzwangCountingTheFreeCellsUnderIt() {
        // After Yellow's f-column mistake and Red's e1, Red's threat c3 sits over two free cells, c1 and c2. The
        // follow-up would pair c1 with c2 and leave c3 to Yellow; instead Red answers c1 with e2 and back
        // (baseinverse) and every other move in the same column, so Yellow runs out of moves and must fill c2.
        // Only the free cells under c2 count for the parity: the cells above it are never reached
        Position answered = Position.parse("24444442666226622" + "65");
        assertEquals(Player.SECOND, answered.toMove());
        Grid grid = Grid.of(answered.size());
        long c1 = grid.bit(CellNames.parse("c1"));
        long e2 = grid.bit(CellNames.parse("e2"));
        assertFalse(Strategies.baseChoices(grid, answered.occupied()).stream().anyMatch(bases -> bases.contains(c1)),
                "column c holds an even number of free cells: counted to the top, its c1 pairs with no other column");
        assertTrue(Strategies.baseChoices(grid, answered.occupied(), grid.bit(CellNames.parse("c2")))
                .contains(List.of(c1, e2)), "counted under c2, the cell under the threat, it does");
        assertTrue(Strategies.holds(answered, Player.FIRST, Idea.ZUGZWANG, cells("c1,e2,c3"), true));
        assertEquals(Optional.of(new Strategies.Found(Idea.ZUGZWANG, cells("c1,e2,c3"))), Strategies.win(answered, Player.FIRST));
        assertFalse(Strategies.holds(answered, Player.FIRST, Idea.ZUGZWANG, cells("c3"), true),
                "without the baseinverse c1 has no answer: Yellow plays it and the parity is hers");
        assertEquals(OpeningBook.Outcome.LOSS, ORACLE.outcome(answered), "the solver: Yellow, to move, loses");
    }

    @Test
    void forgedClaimsAreRefused() {
        Position before = Position.parse("641352567273443");
        assertFalse(CHECK.mistakeHolds(before, 1, Change.WIN_TO_LOSS, Claim.of(Idea.ALLOWS_FOUR, cells("c4"))),
                "no four at c4");
        assertFalse(CHECK.mistakeHolds(before, 1, Change.WIN_TO_LOSS, Claim.of(Idea.UNDER_THREAT, cells("b4,b5"))),
                "b4 is not the cell the move filled");
        Position zugzwang = Position.parse("5542262752333");
        assertFalse(CHECK.mistakeHolds(zugzwang, 0, Change.WIN_TO_LOSS, Claim.of(Idea.ZUGZWANG, cells("f2,a2,c4,d3"))),
                "without its baseinverses the follow-up does not win");
        assertFalse(CHECK.mistakeHolds(zugzwang, 0, Change.WIN_TO_LOSS, Claim.of(Idea.DOUBLE_THREAT, cells("f2,d3,a2"))),
                "no double threat");
        assertFalse(CHECK.mistakeHolds(Position.parse("244444"), 3, Change.WIN_TO_DRAW, Claim.of(Idea.ZUGZWANG, cells("b2,b4"))),
                "a spoiled win is no loss to zugzwang");
    }

    @Test
    void aClaimevenThatLooksPresentButLosesIsRefused() {
        // Yellow d2 e2 f2 over Red's d1 e1 f1, Red b1 and Yellow b2: every column even, Red to move. Claimeven
        // would give Yellow every even cell, and her threats c2 and g2 lie on them, yet Red simply wins at c1 or g1
        Position position = Position.parse("44556622");
        assertEquals(Player.FIRST, position.toMove());
        assertTrue(Facts.of(position, Player.SECOND).evenThreats().size() == 2);
        assertFalse(Strategies.holds(position, Player.SECOND, Idea.CLAIMEVEN, List.of(), false));
        assertEquals(Optional.empty(), Strategies.hold(position, Player.SECOND));
    }

    @Test
    void theFallbackPlaysOutTheForcedLineLateInTheGame() {
        // Yellow's f-column move lets Red win in 11 moves along a line no named idea covers
        Explanation explanation = COACH.explain(Position.parse("44443244266262662"), 5);
        assertEquals(Change.WIN_TO_LOSS, explanation.change());
        assertEquals(Claim.of(Idea.FORCED_LINE, cells("e1,e2,e3,e4,e5,e6,b6,a1,a2,a3,a4,a5,a6,g1,g2,g3,g4,g5,g6,c2,c3")),
                explanation.mistake());
        assertTrue(CHECK.holds(explanation));
        Position end = explanation.after();
        for (Cell cell : explanation.mistake().cells()) {
            end = end.play(cell.column());
        }
        assertEquals(Optional.of(Player.FIRST), end.winner());
        assertFalse(CHECK.mistakeHolds(explanation.before(), 5, Change.WIN_TO_LOSS, Claim.of(Idea.FORCED_LINE, cells("e1,e2,e3"))),
                "a line shorter than the exact distance");
    }

    @Test
    void onABoardOfOddHeightOnlyTacticsAreOffered() {
        BoardSize size = new BoardSize(6, 5);
        assertFalse(Strategies.holds(Position.parse(size, "33"), Player.SECOND, Idea.CLAIMEVEN, List.of(), false));
        Coach coach = new Coach(Oracle.of(new Analyst(OpeningBook.empty(size), new Solver(8L << 20))));
        Explanation explanation = coach.explain(Position.parse(size, "33446"), 0); // Yellow ignores Red's threat at e1
        assertEquals(Idea.ALLOWS_FOUR, explanation.mistake().idea());
        assertNotEquals(Idea.CLAIMS, explanation.betterMove().idea());
        assertFalse(explanation.mistake().idea().needsEvenHeight());
    }
}
