package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The clock of one turn: it runs from its start with its budget, and a new connection gives it a fresh start. */
class TurnClockTest {

    @Test
    void aTurnRunsDownFromItsStartAndStopsAtZero() {
        ManualClock clock = new ManualClock();
        TurnClock turn = new TurnClock(clock);
        turn.start(true, 5_000);
        assertTrue(turn.isTimed());
        clock.advance(1_500);
        assertEquals(1_500, turn.usedMillis());
        assertEquals(3_500, turn.remainingMillis());
        assertEquals(clock.nowMillis() + 3_500, turn.deadlineMillis());
        clock.advance(10_000);
        assertEquals(0, turn.remainingMillis());
    }

    @Test
    void aTakenTurnRunsOnlyFromItsRestartWithTheBudgetItWasGiven() {
        ManualClock clock = new ManualClock();
        TurnClock turn = new TurnClock(clock);
        turn.start(true, 5_000);
        clock.advance(4_000);
        turn.budget(turn.remainingMillis()); // the connection is lost with 1 s left
        clock.advance(30_000);               // however long it stays lost
        turn.restart();
        assertEquals(1_000, turn.remainingMillis());

        turn.take(false, 7_000);
        turn.restart();
        assertFalse(turn.isTimed());
        clock.advance(2_000);
        assertEquals(5_000, turn.remainingMillis());
    }
}
