package dev.connectfour.engine.search;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.Arrays;

/**
 * The transposition table of {@link WideSearch}, for {@linkplain BoardSize#isPacked() packed} boards
 * (9x7), where no 64-bit key is unique to a position (see {@link Position}). Each slot keeps the
 * whole position, both words {@code current} and {@code mask}, beside its
 * {@link TableEntry}: a probe only
 * answers for the very position stored. A new position always replaces the old one in its slot.
 *
 * <p>20 bytes a slot, a power-of-two number of slots. Not thread-safe: the wide search runs on the
 * calling thread alone.
 */
final class WideTable {
    /** The most memory a wide table takes: the wide search needs no more to play 9x7 within Hard's budget. */
    static final long MAX_BYTES = 32L << 20;
    private static final int SLOT_BYTES = 2 * Long.BYTES + Integer.BYTES;
    private static final int MIN_SLOTS = 1 << 10;

    private final long[] currents;
    private final long[] masks;
    /** The {@link TableEntry} of each slot; {@link TableEntry#NONE} for an empty slot. */
    private final int[] entries;
    private final int indexMask;

    /** A table of at most {@code min(sizeBytes, MAX_BYTES)} bytes, at least {@value #MIN_SLOTS} slots. */
    WideTable(long sizeBytes) {
        int slots = (int) Long.highestOneBit(Math.max(MIN_SLOTS, Math.min(sizeBytes, MAX_BYTES) / SLOT_BYTES));
        currents = new long[slots];
        masks = new long[slots];
        entries = new int[slots];
        indexMask = slots - 1;
    }

    /** The entry stored for the position, or {@link TableEntry#NONE} if it is not in the table. */
    int probe(long current, long mask) {
        int index = index(current, mask);
        return currents[index] == current && masks[index] == mask ? entries[index] : TableEntry.NONE;
    }

    /** Stores the entry of the position, replacing whatever its slot held. */
    void store(long current, long mask, int entry) {
        int index = index(current, mask);
        currents[index] = current;
        masks[index] = mask;
        entries[index] = entry;
    }

    void clear() {
        Arrays.fill(entries, TableEntry.NONE);
        Arrays.fill(masks, 0);
        Arrays.fill(currents, 0);
    }

    private int index(long current, long mask) {
        return (int) TranspositionTable.mix(current * 0x9E3779B97F4A7C15L + mask) & indexMask;
    }
}
