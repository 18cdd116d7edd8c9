package dev.connectfour.engine.search;

import static dev.connectfour.engine.search.TranspositionTable.mix;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The solver's table: exact answers, bounds merged, and entries kept when it leaves the near table. */
class TranspositionTableTest {

    private static final int MAIN_SLOTS = 1 << 20;

    /** What probe returns for these codes. */
    private static int codes(int moveCode, int lowerCode, int upperCode) {
        return (moveCode << 16) | (lowerCode << 8) | upperCode;
    }

    /**
     * {@code count} distinct 49-bit keys (the size of a 7x6 key) that share neither a near slot nor a
     * main slot, so that none of them can push out another.
     */
    private static List<Long> keysInSlotsOfTheirOwn(int count, long seed) {
        Random random = new Random(seed);
        Set<Integer> nearSlots = new HashSet<>();
        Set<Integer> mainSlots = new HashSet<>();
        List<Long> keys = new ArrayList<>();
        while (keys.size() < count) {
            long key = random.nextLong() >>> 15;
            long h = mix(key);
            int nearSlot = (int) h & (NearTable.SLOTS - 1);
            int mainSlot = (int) h & (MAIN_SLOTS - 1);
            if (!nearSlots.contains(nearSlot) && !mainSlots.contains(mainSlot)) {
                nearSlots.add(nearSlot);
                mainSlots.add(mainSlot);
                keys.add(key);
            }
        }
        return keys;
    }

    private static int lower(long key) {
        return (int) (key % 40) + 1;
    }

    private static int move(long key) {
        return (int) (key % 7) + 1;
    }

    @Test
    void anEntryIsFoundAgainAndAnUnknownKeyIsNot() {
        TranspositionTable table = new TranspositionTable(8L << 20);
        assertEquals(0, table.probe(mix(0L)), "the empty board's key 0 in an empty table");
        table.store(mix(0L), 5, 0, 4);
        table.store(mix(12345L), 0, 9, 0);

        assertEquals(codes(4, 5, 0), table.probe(mix(0L)));
        assertEquals(codes(0, 0, 9), table.probe(mix(12345L)));
        assertEquals(0, table.probe(mix(12346L)));
    }

    @Test
    void boundsOfOneKeyAreMergedKeepingTheTighterOnesAndTheLastMoveGiven() {
        TranspositionTable table = new TranspositionTable(8L << 20);
        table.store(mix(777L), 10, 0, 3);
        table.store(mix(777L), 8, 30, 0);
        assertEquals(codes(3, 10, 30), table.probe(mix(777L)), "the higher lower bound, the new upper bound, the move kept");
        table.store(mix(777L), 12, 35, 5);
        assertEquals(codes(5, 12, 30), table.probe(mix(777L)), "the lower upper bound kept, the new move taken");
    }

    @Test
    void entriesSurviveTheMoveFromTheNearTableToTheMainArray() {
        TranspositionTable table = new TranspositionTable(8L << 20);
        List<Long> keys = keysInSlotsOfTheirOwn(TranspositionTable.NEAR_LIMIT, 1);
        for (int i = 0; i < keys.size() - 1; i++) {
            long key = keys.get(i);
            table.store(mix(key), lower(key), 0, move(key));
        }
        assertTrue(table.isNear(), "one slot short of the limit, still near");
        long first = keys.get(0);
        table.store(mix(first), 0, 41, 0); // an upper bound for a known key takes no new slot
        assertTrue(table.isNear());

        long last = keys.get(keys.size() - 1);
        table.store(mix(last), lower(last), 0, move(last));
        assertFalse(table.isNear(), "the limit reached: the entries moved to the main array");
        for (long key : keys) {
            int upper = key == first ? 41 : 0;
            assertEquals(codes(move(key), lower(key), upper), table.probe(mix(key)), "key " + key);
        }

        table.store(mix(first), 1, 20, 0); // merged in the main array as in the near table
        assertEquals(codes(move(first), lower(first), 20), table.probe(mix(first)));
    }

    @Test
    void keysSharingANearSlotReplaceEachOtherButNeverAnswerForEachOther() {
        TranspositionTable table = new TranspositionTable(8L << 20);
        Random random = new Random(2);
        long a = random.nextLong() >>> 15;
        long b;
        do {
            b = random.nextLong() >>> 15;
        } while (((mix(a) ^ mix(b)) & (NearTable.SLOTS - 1)) != 0 || a == b);
        table.store(mix(a), 7, 0, 1);
        assertEquals(0, table.probe(mix(b)), "b's slot holds a: no answer for b");
        table.store(mix(b), 0, 9, 2);
        assertEquals(codes(2, 0, 9), table.probe(mix(b)), "b replaced a, and did not merge a's codes");
        assertEquals(0, table.probe(mix(a)));
    }

    @Test
    void clearForgetsEverythingAndStartsNearAgain() {
        TranspositionTable table = new TranspositionTable(8L << 20);
        List<Long> keys = keysInSlotsOfTheirOwn(TranspositionTable.NEAR_LIMIT + 100, 3);
        for (long key : keys) {
            table.store(mix(key), lower(key), 0, move(key));
        }
        assertFalse(table.isNear());
        table.clear();
        assertTrue(table.isNear());
        for (long key : keys) {
            assertEquals(0, table.probe(mix(key)), "key " + key + " after a clear in the main array");
        }

        table.store(mix(keys.get(0)), 1, 0, 0);
        table.clear();
        assertEquals(0, table.probe(mix(keys.get(0))), "after a clear in the near table");
    }

    @Test
    void sharingWithHelpersMovesTheTableToItsMainArrayWithItsEntries() {
        TranspositionTable table = new TranspositionTable(8L << 20);
        List<Long> keys = keysInSlotsOfTheirOwn(100, 4);
        for (long key : keys) {
            table.store(mix(key), lower(key), 0, move(key));
        }
        table.markAllWritten();
        assertFalse(table.isNear());
        for (long key : keys) {
            assertEquals(codes(move(key), lower(key), 0), table.probe(mix(key)));
        }
        table.clear();
        assertTrue(table.isNear());
        for (long key : keys) {
            assertEquals(0, table.probe(mix(key)), "the full clear after sharing");
        }
    }
}
