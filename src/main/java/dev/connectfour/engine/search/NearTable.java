package dev.connectfour.engine.search;

/**
 * A small table of positions that stays in a processor core's cache ({@value #SLOTS} slots,
 * 512 KiB): where the shared {@link TranspositionTable} keeps a small search (see there).
 *
 * <p>Slot {@code i} is a pair of {@code longs}: at {@code 2i} a key's full mixed value
 * {@code h = TranspositionTable.mix(key)}, so that a slot matches exactly one key, and at
 * {@code 2i + 1} its {@link TableEntry} (0: an empty slot). A new key replaces the old one in its slot;
 * a known key merges its entry. Every slot taken is logged, so that
 * clearing and moving the entries out cost what was written, never the whole array.
 *
 * <p>Not thread-safe: used by one thread only, before the table is shared.
 */
final class NearTable {

    /** The number of slots, a power of two. */
    static final int SLOTS = 1 << 15;
    private static final int INDEX_MASK = SLOTS - 1;

    private final long[] pairs = new long[2 * SLOTS];
    /** The pair index ({@code 2i}) of every slot taken since the last clear. */
    private final int[] taken = new int[SLOTS];
    private int takenCount;

    /** The entry stored for the key whose mixed value is {@code h}, or {@link TableEntry#NONE}. */
    int probe(long h) {
        int i = ((int) h & INDEX_MASK) << 1;
        return pairs[i] == h ? (int) pairs[i + 1] : TableEntry.NONE;
    }

    /**
     * Records bounds and a move (as {@link TranspositionTable#store} takes them) for the key whose mixed value is {@code h}
     * and returns the number of slots now taken.
     */
    int store(long h, int lowerCode, int upperCode, int moveCode) {
        int i = ((int) h & INDEX_MASK) << 1;
        long old = pairs[i + 1];
        if (old == 0) {
            taken[takenCount++] = i;
        }
        pairs[i + 1] = TableEntry.merge(pairs[i] == h ? (int) old : TableEntry.NONE, lowerCode, upperCode, moveCode);
        pairs[i] = h;
        return takenCount;
    }

    /** Forgets every entry. */
    void clear() {
        for (int n = 0; n < takenCount; n++) {
            pairs[taken[n]] = 0L;
            pairs[taken[n] + 1] = 0L;
        }
        takenCount = 0;
    }

    /** Writes every entry into {@code table}'s main array, then forgets them here. */
    void moveTo(TranspositionTable table) {
        for (int n = 0; n < takenCount; n++) {
            table.putMain(pairs[taken[n]], (int) pairs[taken[n] + 1]);
        }
        clear();
    }
}
