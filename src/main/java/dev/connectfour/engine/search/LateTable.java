package dev.connectfour.engine.search;

/**
 * A search thread's own table of the positions near the end of the game, those with at most
 * {@value #MAX_FREE_CELLS} free cells: most of a big search's nodes, each worth little, kept in the
 * thread's core cache ({@value #SLOTS} slots, 512 KiB) rather than in the shared table in main memory.
 *
 * <p>Slot {@code i} is a pair of {@code longs}: at {@code 2i} a key's {@link #hash} {@code h}, whose high
 * bits are {@code i}, so that a slot matches exactly one key, and at {@code 2i + 1} its {@link TableEntry}
 * (0: an empty slot). A new key replaces the old one in its slot; a known key merges its entry. Every slot taken is logged, so that clearing costs what was written.
 *
 * <p>Not thread-safe: each search thread keeps its own.
 */
final class LateTable {

    /** The most free cells of a position this table may hold. */
    static final int MAX_FREE_CELLS = 16;
    /**
     * The number of slots, a power of two. Codes packed into 16 bits beside the hash gave twice the
     * slots in the same memory and 4 % fewer nodes from the empty board, but cost more time per probe
     * than that saved (the speed history gives the figures).
     */
    static final int SLOTS = 1 << 15;
    private static final int INDEX_SHIFT = Long.SIZE - Integer.numberOfTrailingZeros(SLOTS);

    private final long[] pairs = new long[2 * SLOTS];
    /** The pair index ({@code 2i}) of every slot taken since the last clear. */
    private final int[] taken = new int[SLOTS];
    private int takenCount;

    /**
     * A key's hash for this table: a bijection of 64-bit values (a multiplication by an odd constant,
     * cheaper than {@link TranspositionTable#mix}), whose high bits, which every bit of the key moves,
     * pick the slot.
     */
    static long hash(long key) {
        return key * 0x9E3779B97F4A7C15L;
    }

    /** The entry stored for the key of hash {@code h}, or {@link TableEntry#NONE}. */
    int probe(long h) {
        int i = (int) (h >>> INDEX_SHIFT) << 1;
        return pairs[i] == h ? (int) pairs[i + 1] : TableEntry.NONE;
    }

    /** Records bounds and a move (as {@link TranspositionTable#store} takes them) for the key of hash {@code h}. */
    void store(long h, int lowerCode, int upperCode, int moveCode) {
        int i = (int) (h >>> INDEX_SHIFT) << 1;
        long old = pairs[i + 1];
        if (old == 0) {
            taken[takenCount++] = i;
        }
        pairs[i + 1] = TableEntry.merge(pairs[i] == h ? (int) old : TableEntry.NONE, lowerCode, upperCode, moveCode);
        pairs[i] = h;
    }

    /** Forgets every entry. */
    void clear() {
        for (int n = 0; n < takenCount; n++) {
            pairs[taken[n]] = 0L;
            pairs[taken[n] + 1] = 0L;
        }
        takenCount = 0;
    }
}
