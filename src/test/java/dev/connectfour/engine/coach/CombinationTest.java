package dev.connectfour.engine.coach;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A combination of Allis' rules ({@link Combination}): the pairs are checked on the board (each a column pair or a
 * baseinverse, every four of the defender's refuted) and then by the solve in which the controller answers only as
 * the pairs say; a combination the board accepts but the solve refutes is never claimed.
 */
class CombinationTest {
    private static List<Cell> cells(String names) {
        return Arrays.stream(names.split(",")).map(CellNames::parse).toList();
    }

    // Allis' diagram 6.2 (White c1 d1 c2, Black e1 d2 c3, White to move), see AllisPositionsTest
    private static final Position DIAGRAM_6_2 = Position.parse("354433");

    @Test
    void aPairMustBeTwoCellsOneAboveTheOtherOrTwoPlayableCells() {
        assertFalse(Combination.holds(DIAGRAM_6_2, Player.SECOND, cells("a2,b1,c4,d3,e2,f1")), "a2 is not playable");
        assertFalse(Combination.holds(DIAGRAM_6_2, Player.SECOND, cells("a1,a3,c4,d3,e2,f1")), "a1 and a3 are not one above the other");
        assertFalse(Combination.holds(DIAGRAM_6_2, Player.SECOND, cells("a1,b1,c4,d3,e2")), "an odd number of cells");
        assertFalse(Combination.holds(DIAGRAM_6_2, Player.SECOND, cells("a1,b1,c3,d3,e2,f1")), "c3 is taken");
    }

    @Test
    void aCombinationMustRefuteEveryFourOfTheDefender() {
        // without a1-b1, White's a1-d1 (c1, d1 his) is refuted by no pair
        assertFalse(Combination.holds(DIAGRAM_6_2, Player.SECOND, cells("c4,d3,e2,f1")));
    }

    // from the set of mistakes: after 641464446667 (Red to move) Yellow holds by these pairs
    private static final String PAIRS = "a3,a4,b1,b2,b3,b4,c2,c3,c4,c5,a5,a6,b5,b6,e5,e6,e2,e3,g3,g4";

    @Test
    void aCombinationFoundIsProvenBySolve() {
        Position position = Position.parse("641464446667");
        assertTrue(Combination.fits(position, Player.SECOND, cells(PAIRS)));
        assertTrue(Combination.holds(position, Player.SECOND, cells(PAIRS)));
        assertTrue(Combination.find(position, Player.SECOND).isPresent());
    }

    @Test
    void pairsThatLookRightOnTheBoardButFailTheSolveAreNotClaimed() {
        // Red a1 instead of g2: the same pairs still refute every four of Red's on the board, but the solve finds a
        // defence after which Yellow has no answer the pairs allow (a free cell, a baseinverse's, or a pair she can spare)
        Position position = Position.parse("641464446661");
        assertTrue(Combination.fits(position, Player.SECOND, cells(PAIRS)), "the pattern is on the board");
        assertFalse(Combination.holds(position, Player.SECOND, cells(PAIRS)), "the solve refutes it");
    }

    @Test
    void theControllerMustBeTheSideNotToMove() {
        assertFalse(Combination.holds(DIAGRAM_6_2, Player.FIRST, cells("a1,b1,c4,d3,e2,f1")));
    }
}
