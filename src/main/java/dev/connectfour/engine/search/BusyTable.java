package dev.connectfour.engine.search;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The positions the threads of a parallel solve are searching right now, so that a thread reaching a
 * position another one is already searching puts it off and searches its siblings first (after
 * Weill's ABDADA): the two threads then split the moves of a node between them, and when the thread
 * comes back to the position put off, the shared table often holds its result.
 *
 * <p>One {@code long} per slot, a power-of-two number of slots: a position's mixed key
 * ({@link TranspositionTable#mix}) sits in the slot its low bits pick while a thread searches it. Two
 * positions may share a slot, and a slot may be overwritten or left set by a stopped search: a wrong
 * answer only changes the order in which moves are searched, never a score. Thread-safe.
 */
final class BusyTable {
    private static final int SLOTS = 1 << 14;

    private final AtomicLongArray slots = new AtomicLongArray(SLOTS);

    /**
     * Whether some thread is searching the position of mixed key {@code h}, which is not 0 (the empty
     * board's key, never a child).
     */
    boolean isBusy(long h) {
        return slots.getOpaque((int) h & (SLOTS - 1)) == h;
    }

    /** Marks the position of mixed key {@code h} as being searched. */
    void enter(long h) {
        slots.setOpaque((int) h & (SLOTS - 1), h);
    }

    /** Marks the position of mixed key {@code h} as no longer searched, unless its slot holds another. */
    void leave(long h) {
        slots.compareAndExchange((int) h & (SLOTS - 1), h, 0L);
    }

    /** Forgets every position. */
    void clear() {
        for (int i = 0; i < SLOTS; i++) {
            slots.setOpaque(i, 0L);
        }
    }
}
