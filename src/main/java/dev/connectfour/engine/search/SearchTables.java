package dev.connectfour.engine.search;

import dev.connectfour.engine.board.BoardSize;

/**
 * Where one {@link Search} thread keeps what it learns of a position: the shared
 * {@link TranspositionTable}, where a position and its mirror image share the entry of the smaller
 * key, or, for a position with at most {@link LateTable#MAX_FREE_CELLS} free cells, the thread's own
 * {@link LateTable} (no mirror images there: near the end of the game they would cost more than
 * they save). Entries as {@link TableEntry} lays them out; a move code of a mirrored entry is the
 * mirror image's column.
 *
 * <p>The search addresses a position by a hash {@code h} ({@link #hash}) and whether it is late
 * ({@link #isLate}), computed once per node for its probe and its store. Mutable, for one thread.
 * {@link Search} extends it, so that every probe, store and mirror image reaches the tables through
 * the search's own fields: held in an object of their own, one more load per node made the easy test
 * set (L3_R1) about 3 % slower.
 */
abstract class SearchTables {
    final int width;
    final int height;
    final int cells;
    private final TranspositionTable shared;
    private final LateTable late = new LateTable();
    /** The mirror image of each bit of the board. */
    private final long[] mirroredCell = new long[Long.SIZE];
    /** The move code of each bit of the board: a lookup, not a division per store. */
    private final byte[] moveCodeOfCell = new byte[Long.SIZE];

    SearchTables(BoardSize size, TranspositionTable shared) {
        this.width = size.width();
        this.height = size.height();
        this.cells = size.cells();
        this.shared = shared;
        for (int bit = 0; bit < Long.SIZE; bit++) {
            mirroredCell[bit] = BoardBits.mirror(1L << bit, width, height);
            moveCodeOfCell[bit] = (byte) TableEntry.moveCodeOfColumn(bit / (height + 1));
        }
    }

    /** Whether a position of {@code moves} discs belongs in the late table. */
    boolean isLate(int moves) {
        return moves >= cells - LateTable.MAX_FREE_CELLS;
    }

    /**
     * The address of a position in its table: the {@link LateTable#hash} of its key if it is late, else
     * the {@link TranspositionTable#mix} of its shared key (the smaller of its key and its mirror image's).
     */
    static long hash(long tableKey, boolean late) {
        return late ? LateTable.hash(tableKey) : TranspositionTable.mix(tableKey);
    }

    /** The entry stored for {@code h} ({@link #hash}) in the late table or the shared one. */
    int probe(long h, boolean late) {
        return late ? this.late.probe(h) : shared.probe(h);
    }

    /** Stores bounds and a move (as {@link TranspositionTable#store} takes them) for {@code h} ({@link #hash}). */
    void store(boolean late, long h, int lowerCode, int upperCode, int moveCode) {
        if (late) {
            this.late.store(h, lowerCode, upperCode, moveCode);
        } else {
            shared.store(h, lowerCode, upperCode, moveCode);
        }
    }

    /**
     * The move code to store for {@code move} (one bit) of a position: its image's if the position's
     * entry is its mirror image's ({@code mirrored}).
     */
    int moveCode(long move, boolean mirrored) {
        int code = moveCodeOfCell[Long.numberOfTrailingZeros(move)];
        return mirrored ? TableEntry.mirroredMoveCode(code, width) : code;
    }

    /** The column of a move code (not 0) read from a position's entry, mirrored back if the entry is its image's. */
    int column(int moveCode, boolean mirrored) {
        return TableEntry.column(mirrored ? TableEntry.mirroredMoveCode(moveCode, width) : moveCode);
    }

    /**
     * The entry stored for the position of key {@code key} and {@code moves} discs, its move as seen
     * from this position even where the entry is its mirror image's. Not for the search's nodes.
     */
    int probe(long key, int moves) {
        boolean isLate = isLate(moves);
        long mirroredKey = isLate ? key : mirror(key);
        int entry = probe(hash(Math.min(key, mirroredKey), isLate), isLate);
        int moveCode = TableEntry.moveCode(entry);
        return mirroredKey < key && moveCode != 0
                ? TableEntry.withMoveCode(entry, TableEntry.mirroredMoveCode(moveCode, width))
                : entry;
    }

    /** Forgets the positions of the late table (the shared one is the solver's to clear). */
    void clearLateTable() {
        late.clear();
    }

    /** A set of cells or a key reflected left to right ({@link BoardBits#mirror}). */
    long mirror(long bits) {
        return BoardBits.mirror(bits, width, height);
    }

    /** The mirror image of the mask after {@code move}, from this node's (unused by a late child). */
    long mirroredChildMask(long mirroredMask, long move) {
        return mirroredMask | mirroredCell[Long.numberOfTrailingZeros(move)];
    }

    /**
     * The shared table's key of the position after {@code move}: the smaller of its key and its mirror
     * image's, the image made from this node's (mirroring commutes with ^, | and + on keys).
     */
    long sharedChildKey(long opponent, long mask, long move, long mirroredOpponent, long mirroredMask) {
        return Math.min(opponent + (mask | move), mirroredOpponent + mirroredChildMask(mirroredMask, move));
    }
}
