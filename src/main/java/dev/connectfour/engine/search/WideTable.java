package dev.connectfour.engine.search;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.Arrays;

/**
 * The transposition table of {@link WideSearch}, for {@linkplain BoardSize#isPacked() packed} boards
 * (9x7), where no 64-bit key is unique to a position (see {@link Position}). Each slot keeps the
 * whole position, both words {@code current} and {@code mask}, beside an {@code int} of
 * {@link TranspositionTable}'s codes (move, lower bound, upper bound, 8 bits each): a probe only
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
    /** {@code move << 16 | lower << 8 | upper}; 0 for an empty slot. */
    private final int[] codes;
    private final int indexMask;

    /** A table of at most {@code min(sizeBytes, MAX_BYTES)} bytes, at least {@value #MIN_SLOTS} slots. */
    WideTable(long sizeBytes) {
        int slots = (int) Long.highestOneBit(Math.max(MIN_SLOTS, Math.min(sizeBytes, MAX_BYTES) / SLOT_BYTES));
        currents = new long[slots];
        masks = new long[slots];
        codes = new int[slots];
        indexMask = slots - 1;
    }

    /** The codes stored for the position, or 0 if it is not in the table. */
    int probe(long current, long mask) {
        int index = index(current, mask);
        return currents[index] == current && masks[index] == mask ? codes[index] : 0;
    }

    /** Stores the codes of the position, replacing whatever its slot held. */
    void store(long current, long mask, int code) {
        int index = index(current, mask);
        currents[index] = current;
        masks[index] = mask;
        codes[index] = code;
    }

    void clear() {
        Arrays.fill(codes, 0);
        Arrays.fill(masks, 0);
        Arrays.fill(currents, 0);
    }

    private int index(long current, long mask) {
        return (int) TranspositionTable.mix(current * 0x9E3779B97F4A7C15L + mask) & indexMask;
    }
}
