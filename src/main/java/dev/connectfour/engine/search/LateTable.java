package dev.connectfour.engine.search;

/**
 * A search thread's own table of the positions near the end of the game, those with at most
 * {@value #MAX_FREE_CELLS} free cells: most of a big search's nodes, each worth little, kept in the
 * thread's core cache ({@value #SLOTS} slots, 512 KiB) rather than in the shared table in main memory.
 *
 * <p>Slot {@code i} is one {@code long}: the low 48 bits of a key's {@link #hash} {@code h}, whose high
 * 16 bits are {@code i}, so that a slot matches exactly one key; and below them the codes of
 * {@link TranspositionTable#probe}, packed into 16 bits. Near the end of the game every score lies
 * within {@value #MAX_FREE_CELLS}{@code / 2 + 1} of 0, so a bound takes 6 bits (0 for none) and the
 * move 4: twice the slots of a table of key and codes in two {@code longs}, in the same memory. A new key
 * replaces the old one in its slot; a known key merges its codes. Every slot taken is logged, so that
 * clearing costs what was written.
 *
 * <p>Not thread-safe: each search thread keeps its own.
 */
final class LateTable {

    /** The most free cells of a position this table may hold. */
    static final int MAX_FREE_CELLS = 16;
    /** The number of slots, a power of two. */
    static final int SLOTS = 1 << 16;
    private static final int INDEX_SHIFT = Long.SIZE - Integer.numberOfTrailingZeros(SLOTS);
    /** The bits of a {@link #hash} a slot keeps: those below its index. */
    private static final long VERIFICATION = -1L >>> (Long.SIZE - INDEX_SHIFT);
    /** The packed codes' bits, below the key's hash in a slot. */
    private static final int CODES_BITS = 16;
    private static final int CODES_MASK = (1 << CODES_BITS) - 1;
    /** Packed bound codes: a score + {@value #SCORE_OFFSET}, 1..63; 0 for no bound. */
    private static final int SCORE_OFFSET = 32;
    private static final int BOUND_BITS = 6;
    private static final int BOUND_MASK = (1 << BOUND_BITS) - 1;

    private final long[] slots = new long[SLOTS];
    /** The index of every slot taken since the last clear. */
    private final int[] taken = new int[SLOTS];
    private int takenCount;
    /** The table code of score 0 (see {@link TranspositionTable#probe}): the board's cells / 2 + 1. */
    private final int zeroCode;

    /** @param cells the number of cells of the board, which fixes the codes of the scores */
    LateTable(int cells) {
        this.zeroCode = cells / 2 + 1;
    }

    /**
     * A key's hash for this table: a bijection of 64-bit values (a multiplication by an odd constant,
     * cheaper than {@link TranspositionTable#mix}), whose high bits, which every bit of the key moves,
     * pick the slot.
     */
    static long hash(long key) {
        return key * 0x9E3779B97F4A7C15L;
    }

    /** The codes stored for the key of hash {@code h}, as {@link TranspositionTable#probe} gives them, or 0. */
    int probe(long h) {
        long slot = slots[(int) (h >>> INDEX_SHIFT)];
        return slot >>> CODES_BITS == (h & VERIFICATION) && slot != 0 ? unpack((int) slot & CODES_MASK) : 0;
    }

    /** Records codes (as in {@link TranspositionTable#store}) for the key of hash {@code h}. */
    void store(long h, int lowerCode, int upperCode, int moveCode) {
        int i = (int) (h >>> INDEX_SHIFT);
        long old = slots[i];
        if (old == 0) {
            taken[takenCount++] = i;
        }
        long oldCodes = old >>> CODES_BITS == (h & VERIFICATION) && old != 0 ? unpack((int) old & CODES_MASK) : 0;
        slots[i] = h << CODES_BITS | pack(TranspositionTable.codes(oldCodes, lowerCode, upperCode, moveCode));
    }

    /** Forgets every entry. */
    void clear() {
        for (int n = 0; n < takenCount; n++) {
            slots[taken[n]] = 0L;
        }
        takenCount = 0;
    }

    /** Codes {@code (move << 16) | (lower << 8) | upper} as 16 bits: move, lower, upper in 4, 6 and 6. */
    private long pack(long codes) {
        int move = (int) (codes >>> 16) & 0xF;
        return (long) move << (2 * BOUND_BITS) | packBound((int) (codes >>> 8) & 0xFF) << BOUND_BITS | packBound((int) codes & 0xFF);
    }

    private long packBound(int code) {
        if (code == 0) {
            return 0;
        }
        int packed = code - zeroCode + SCORE_OFFSET;
        assert packed > 0 && packed <= BOUND_MASK : "score out of the late table's range: " + (code - zeroCode);
        return packed;
    }

    private int unpack(int packed) {
        int move = packed >>> (2 * BOUND_BITS);
        return move << 16 | unpackBound(packed >>> BOUND_BITS & BOUND_MASK) << 8 | unpackBound(packed & BOUND_MASK);
    }

    private int unpackBound(int packed) {
        return packed == 0 ? 0 : packed + zeroCode - SCORE_OFFSET;
    }
}
