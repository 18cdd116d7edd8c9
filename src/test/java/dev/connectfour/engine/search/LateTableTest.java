package dev.connectfour.engine.search;

import static dev.connectfour.engine.search.LateTable.hash;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The late table gives back the codes stored, and never another key's. */
class LateTableTest {

    /** The 7x6 board's cells, which fix the codes: score + 22. */
    private static final int CELLS = 42;

    private static int code(int score) {
        return score + CELLS / 2 + 1;
    }

    /** What probe returns for these codes. */
    private static int codes(int moveCode, int lowerCode, int upperCode) {
        return (moveCode << 16) | (lowerCode << 8) | upperCode;
    }

    @Test
    void everyScoreOfThePositionsNearTheEndComesBackAsStored() {
        LateTable table = new LateTable();
        int most = LateTable.MAX_FREE_CELLS / 2 + 1;
        for (int score = -most; score <= most; score++) {
            long key = 1000 + score;
            int move = Math.floorMod(score, 7) + 1;
            table.store(hash(key), code(score), code(score + 1), move);
            assertEquals(codes(move, code(score), code(score + 1)), table.probe(hash(key)), "score " + score);
        }
        table.store(hash(5L), 0, code(-3), 0);
        assertEquals(codes(0, 0, code(-3)), table.probe(hash(5L)), "an upper bound alone, no move");
    }

    @Test
    void boundsOfOneKeyAreMergedKeepingTheTighterOnesAndTheLastMoveGiven() {
        LateTable table = new LateTable();
        long h = hash(77L);
        table.store(h, code(-2), code(5), 3);
        table.store(h, code(1), 0, 0);
        assertEquals(codes(3, code(1), code(5)), table.probe(h), "the move kept when none is given");
        table.store(h, code(-4), code(2), 6);
        assertEquals(codes(6, code(1), code(2)), table.probe(h));
    }

    @Test
    void keysSharingASlotReplaceEachOtherButNeverAnswerForEachOther() {
        LateTable table = new LateTable();
        long a = 3;
        long b = a + 1;
        while ((hash(a) ^ hash(b)) >>> Long.numberOfLeadingZeros(LateTable.SLOTS - 1) != 0) { // the slot: the high bits
            b++;
        }
        table.store(hash(a), code(2), 0, 1);
        assertEquals(0, table.probe(hash(b)), "a key of the same slot is not found");
        table.store(hash(b), 0, code(-1), 2);
        assertEquals(codes(2, 0, code(-1)), table.probe(hash(b)));
        assertEquals(0, table.probe(hash(a)), "replaced");
    }

    @Test
    void clearForgetsEveryEntry() {
        LateTable table = new LateTable();
        for (long key = 0; key < 1000; key++) {
            table.store(hash(key), code(1), 0, 4);
        }
        table.clear();
        for (long key = 0; key < 1000; key++) {
            assertEquals(0, table.probe(hash(key)), "key " + key);
        }
        table.store(hash(9L), code(0), code(0), 1);
        assertEquals(codes(1, code(0), code(0)), table.probe(hash(9L)), "usable after the clear");
    }
}
