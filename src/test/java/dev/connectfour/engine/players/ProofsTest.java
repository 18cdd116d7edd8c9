package dev.connectfour.engine.players;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Hard's proofs so far: what is proven, which move keeps the outcome, which scores to refine first. */
class ProofsTest {
    private static final int[] ORDER = {3, 2, 4, 1};

    @Test
    void nothingIsProvenAtFirstButTheOutcomeGiven() {
        Proofs proofs = new Proofs(7, Proofs.UNKNOWN);
        assertEquals(Proofs.UNKNOWN, proofs.value());
        assertEquals(Proofs.UNKNOWN, proofs.bestOutcome());
        assertEquals(Proofs.UNKNOWN, proofs.bestScore());
        assertFalse(proofs.outcomesComplete(ORDER));
        assertFalse(proofs.keeperProven(ORDER), "no outcome known: nothing to keep");
        assertArrayEquals(ORDER, proofs.withOutcome(ORDER, Proofs.UNKNOWN));
        assertEquals(1, new Proofs(7, 1).value(), "the book's outcome");
    }

    @Test
    void aKeeperIsAMoveOfThePositionsOutcomeAndAnyMoveOfALoss() {
        Proofs won = new Proofs(7, 1);
        won.proveOutcome(3, 0, 100);
        assertFalse(won.keeperProven(ORDER), "a draw does not keep a win");
        won.proveOutcome(2, 1, 50);
        assertTrue(won.keeperProven(ORDER));
        assertFalse(won.keeperProven(new int[] {3, 4}), "only the columns in play count");

        Proofs lost = new Proofs(7, Proofs.UNKNOWN);
        lost.provePosition(-1);
        assertTrue(lost.keeperProven(ORDER), "every move of a lost position keeps the loss");
        lost.loseAll(ORDER);
        assertTrue(lost.outcomesComplete(ORDER));
        assertEquals(-1, lost.bestOutcome());
        assertEquals(Proofs.UNKNOWN, lost.weak(0), "a column not in play is never proven");
    }

    @Test
    void theScoresToRefineAreTheBestOutcomesUnscoredCheapestFirst() {
        Proofs proofs = new Proofs(7, 1);
        proofs.proveOutcome(3, 1, 900);
        proofs.proveOutcome(2, 0, 10);
        proofs.proveOutcome(4, 1, 20);
        proofs.proveOutcome(1, 1, 900);
        assertArrayEquals(new int[] {4, 3, 1}, proofs.toScore(ORDER), "by effort, then in order among equals");
        proofs.proveScore(4, 5);
        assertArrayEquals(new int[] {3, 1}, proofs.toScore(ORDER), "a score proven is not refined again");
        assertEquals(5, proofs.bestScore());
        assertArrayEquals(new int[] {4}, proofs.withScore(ORDER, 5));
        assertArrayEquals(new int[] {3, 2, 1}, proofs.withScore(ORDER, Proofs.UNKNOWN));
        assertArrayEquals(new int[] {3, 4, 1}, proofs.withOutcome(ORDER, 1));
        assertFalse(proofs.scoresComplete(ORDER));
    }
}
