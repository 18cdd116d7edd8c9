package dev.connectfour.engine.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Worked positions from Victor Allis' thesis ("A Knowledge-based Approach of Connect-Four", 1988,
 * chapter 6), White being Red (first) and Black Yellow: the rule he shows is the one the coach finds
 * and proves, and the solver agrees with the outcome the rule promises.
 */
class AllisPositionsTest {
    private static final Oracle ORACLE = Oracle.of(Analyst.withBundledBook(16L << 20));

    private static List<Cell> cells(String names) {
        return Arrays.stream(names.split(",")).map(CellNames::parse).toList();
    }

    @Test
    void diagram6_1BlackHoldsTheDrawByClaimeven() {
        // White c1 d2 d4 d6, Black d1 d3 d5 e1, White to move: Black answers in the same column and every
        // White group needs a cell on an even row. Columns c and e have an odd number of free cells, so the
        // proof pairs their lowest cells, c2 and e2 (a baseinverse), and claims the even cells above
        Position position = Position.parse("34444445");
        assertEquals(Player.FIRST, position.toMove());
        Optional<Strategies.Found> found = Strategies.hold(position, Player.SECOND);
        assertTrue(found.isPresent());
        assertEquals(new Strategies.Found(Idea.BASEINVERSE, cells("c2,e2")), found.get());
        assertNotEquals(Outcome.WIN, ORACLE.outcome(position), "the solver: White cannot win");
    }

    @Test
    void diagram6_2NeedsBaseinversesTheStrictPairingCannotExpressSoTheCoachStaysSilent() {
        // White c1 d1 c2, Black e1 d2 c3, White to move: Allis refutes White's groups with the baseinverses
        // a1-b1 (against a1-d1), c4-d3 and e2-f1, leaving the other squares free. The coach's strategies answer
        // every disc (a complete pairing), and a baseinverse on a1-b1 leaves columns a and b odd above it: no
        // strategy of its own proves Black's hold, so it names none, though the solver says Black even wins. Its
        // combinations of rules find none within their bounds either (the three baseinverses alone leave White's
        // other fours, such as g1-g4, to the free play Allis allows and the coach does not)
        Position position = Position.parse("354433");
        assertEquals(Player.FIRST, position.toMove());
        assertEquals(Outcome.LOSS, ORACLE.outcome(position), "the solver: White, to move, loses");
        assertFalse(Strategies.holds(position, Player.SECOND, Idea.CLAIMEVEN, List.of(), false),
                "claimeven alone loses a1-d1: White plays a1 and b1");
        assertFalse(Strategies.holds(position, Player.SECOND, Idea.BASEINVERSE, cells("a1,b1"), false),
                "a baseinverse on two columns of even height leaves the follow-up above it an unpaired top");
        assertEquals(Optional.empty(), Strategies.hold(position, Player.SECOND));
        assertFalse(Combination.fits(position, Player.SECOND, cells("a1,b1,c4,d3,e2,f1")), "g1-g4 is refuted by no pair");
        assertEquals(Optional.empty(), Combination.find(position, Player.SECOND));
    }
}
