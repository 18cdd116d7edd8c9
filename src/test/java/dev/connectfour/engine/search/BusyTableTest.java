package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BusyTableTest {

    @Test
    void aPositionIsBusyFromEnterToLeave() {
        BusyTable busy = new BusyTable();
        long h = TranspositionTable.mix(12345L);
        assertFalse(busy.isBusy(h));
        busy.enter(h);
        assertTrue(busy.isBusy(h));
        assertFalse(busy.isBusy(h ^ (1L << 40)), "another key of the same slot");
        busy.leave(h);
        assertFalse(busy.isBusy(h));
    }

    @Test
    void leavingDoesNotClearAnotherPositionOfTheSameSlot() {
        BusyTable busy = new BusyTable();
        long first = TranspositionTable.mix(777L);
        long second = first ^ (1L << 50); // the same low bits: the same slot
        busy.enter(first);
        busy.enter(second);
        busy.leave(first);
        assertTrue(busy.isBusy(second));
        assertFalse(busy.isBusy(first));
    }

    @Test
    void clearForgetsEveryPosition() {
        BusyTable busy = new BusyTable();
        long h = TranspositionTable.mix(99L);
        busy.enter(h);
        busy.clear();
        assertFalse(busy.isBusy(h));
    }
}
