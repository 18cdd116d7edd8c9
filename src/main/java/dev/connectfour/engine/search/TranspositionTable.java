package dev.connectfour.engine.search;

import java.util.Arrays;

/**
 * The solver's memory of positions already searched: for each position key, a lower and an upper
 * bound of its score. Sized explicitly, reused across searches, cleared on demand.
 *
 * <h2>Layout</h2>
 * One {@code long} per slot, a power-of-two number of slots. A position key is first scrambled by a
 * bijective 64-bit mix {@code h = mix(key)}; the slot is the low bits of {@code h} and the slot keeps
 * the high 44 bits of {@code h} beside the position's {@link TableEntry} (best move and bounds):
 * <pre>
 *   63                          20 19                             0
 *   +-----------------------------+-------------------------------+
 *   | h bits 63..20 (verification) |  entry (see TableEntry)       |
 *   +-----------------------------+-------------------------------+
 * </pre>
 * With at least 2^20 slots the slot index holds bits 19..0 of {@code h}, so a slot matches exactly
 * one key: no false hit is possible. A new key always replaces the old one in its slot; a known
 * key merges its entry ({@link TableEntry#merge}).
 *
 * <h2>The near table</h2>
 * A search of a few thousand positions would wait on main memory at almost every node, for slots
 * spread over megabytes. So after each clear the table starts <em>near</em>: in a {@link NearTable}
 * of 2^15 slots (512 KiB, which stays in the processor's core cache). When {@value #NEAR_LIMIT} of
 * them are taken, they move into the main array and the table stays there until the next clear.
 * Small searches thus never touch the main array (L3_R1, L2_R1 and L1_R1: 18 to 24 %
 * faster), and big ones pay one move of {@value #NEAR_LIMIT} entries.
 *
 * <p>Clearing is proportional to the number of slots written since the last clear (each first write
 * to an empty slot is logged) until the log overflows; then it fills the whole array. This keeps
 * "clear before every position" cheap for small searches.
 *
 * <p>Not thread-safe in general. Concurrent {@link #store}/{@link #probe} from the solver's helper
 * threads are tolerated once {@link #markAllWritten()} has moved the table to its main array: a slot
 * is one {@code long}, written whole on a 64-bit JVM, and every read is verified against the key, so
 * a race can only lose a bound, never return a wrong one.
 */
public final class TranspositionTable {

    /**
     * The default size, 32 MiB (2^22 slots). Every probe is a random memory access, and a table that
     * mostly stays in the processor's cache answers faster: on the opening test sets (millions of
     * nodes per position) 32 MiB is as fast as 16 and faster than 128 (which saves only 1-7 % of
     * the nodes; with the near tables, 30 positions of L1_R2: 16 MiB 101 ms, 32 MiB 93, 128 MiB 101);
     * solves of hours, such as the empty board, want a bigger one ({@code --table-mb}).
     */
    public static final long DEFAULT_SIZE_BYTES = 32L << 20;

    private static final int MIN_SLOTS = 1 << 20;
    /** Slots in a memory page of 4 KiB, the smallest the system maps. */
    private static final int PAGE_SLOTS = 4096 / Long.BYTES;
    private static final long VERIFICATION_MASK = ~(long) TableEntry.MASK;
    /** Slots of the near table taken when its entries move to the main array. */
    static final int NEAR_LIMIT = NearTable.SLOTS / 2;

    private final long[] slots;
    private final int indexMask;
    /** Slots written since the last clear, while they fit. */
    private final int[] written;
    private int writtenCount;
    private boolean writtenOverflow;
    private final NearTable near = new NearTable();
    /** True from a clear until the near table moves to the main array. */
    private boolean nearMode = true;

    /**
     * A table of at most {@code sizeBytes} bytes (rounded down to a power of two slots of 8 bytes,
     * at least 2^20 slots = 8 MiB).
     */
    public TranspositionTable(long sizeBytes) {
        if (sizeBytes < (long) MIN_SLOTS * Long.BYTES) {
            throw new IllegalArgumentException("table size must be at least " + (MIN_SLOTS * Long.BYTES) + " bytes, got " + sizeBytes);
        }
        long slotCount = Long.highestOneBit(Math.min(sizeBytes / Long.BYTES, 1L << 30));
        this.slots = new long[(int) slotCount];
        // a write to every page, so that the system maps the memory now and not page by page in the
        // middle of the first search (half a second of the empty board's solve with 1 GiB)
        for (int i = 0; i < slots.length; i += PAGE_SLOTS) {
            slots[i] = 0L;
        }
        this.indexMask = (int) slotCount - 1;
        this.written = new int[(int) (slotCount >>> 4)];
    }

    /** A table of the default size, {@value #DEFAULT_SIZE_BYTES} bytes. */
    public TranspositionTable() {
        this(DEFAULT_SIZE_BYTES);
    }

    /** The memory held by the main array's slots, in bytes (the near table adds 512 KiB). */
    public long sizeBytes() {
        return (long) slots.length * Long.BYTES;
    }

    /** Whether the entries are in the near table (see "The near table" above); for tests. */
    boolean isNear() {
        return nearMode;
    }

    /** Forgets every entry. */
    public void clear() {
        near.clear();
        nearMode = true;
        if (writtenOverflow) {
            Arrays.fill(slots, 0L);
        } else {
            for (int i = 0; i < writtenCount; i++) {
                slots[written[i]] = 0L;
            }
        }
        writtenCount = 0;
        writtenOverflow = false;
    }

    /**
     * The {@link TableEntry} stored for the key whose mixed value is {@code h = mix(key)}, or
     * {@link TableEntry#NONE}. (The caller mixes the key once per position, for the probe and the store.)
     */
    int probe(long h) {
        if (nearMode) {
            return near.probe(h);
        }
        long slot = slots[(int) h & indexMask];
        return ((slot ^ h) & VERIFICATION_MASK) == 0 ? (int) slot & TableEntry.MASK : TableEntry.NONE;
    }

    /**
     * Records bounds for the key whose mixed value is {@code h = mix(key)}, merged with those already
     * stored for the same key.
     *
     * @param lowerCode a {@link TableEntry} bound code, or 0 for no lower bound
     * @param upperCode a bound code, or 0 for no upper bound (not both 0)
     * @param moveCode  a {@link TableEntry} move code, or 0 to keep the one stored
     */
    void store(long h, int lowerCode, int upperCode, int moveCode) {
        assert (lowerCode | upperCode) != 0;
        if (nearMode) {
            if (near.store(h, lowerCode, upperCode, moveCode) == NEAR_LIMIT) {
                leaveNear();
            }
            return;
        }
        int index = (int) h & indexMask;
        long old = slots[index];
        if (old == 0) {
            logWrite(index);
        }
        int oldEntry = ((old ^ h) & VERIFICATION_MASK) == 0 ? (int) old & TableEntry.MASK : TableEntry.NONE;
        slots[index] = (h & VERIFICATION_MASK) | TableEntry.merge(oldEntry, lowerCode, upperCode, moveCode);
    }

    /** Moves the near table's entries into the main array (empty since the clear) and stays there. */
    private void leaveNear() {
        near.moveTo(this);
        nearMode = false;
    }

    /** Writes an entry for {@code h} into the main array, replacing whatever its slot held. */
    void putMain(long h, int entry) {
        int index = (int) h & indexMask;
        if (slots[index] == 0) {
            logWrite(index);
        }
        slots[index] = (h & VERIFICATION_MASK) | entry;
    }

    /**
     * Moves the table to its main array (for good until the next {@link #clear()}), makes that clear a
     * full one and stops logging writes; called before helper threads share the table, so that they
     * never touch the near table nor the log.
     */
    void markAllWritten() {
        if (nearMode) {
            leaveNear();
        }
        writtenOverflow = true;
    }

    private void logWrite(int index) {
        if (writtenOverflow) {
            return;
        }
        if (writtenCount < written.length) {
            written[writtenCount++] = index;
        } else {
            writtenOverflow = true;
        }
    }

    /** A bijection of 64-bit values (the MurmurHash3 finaliser) spreading keys over the slots. */
    static long mix(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return h;
    }
}
