package dev.connectfour.engine.search;

/**
 * Orders the candidate moves of each node of a search, best first: a small insertion sort by score,
 * one list per ply, preallocated so that the search allocates nothing.
 *
 * <p>Moves are added in reverse of the preferred column order (outer columns first), and among equal
 * scores the move added last comes out first: equal scores thus come out centre first. Only an
 * {@code int} per move is sorted, its score above the index of the move's entry; the move and its line
 * ends stay where they were added.
 */
final class MoveSorter {
    /** Bits of a sort key holding the index of the move's entry (below its score). */
    private static final int INDEX_BITS = 4;
    private static final int INDEX_MASK = (1 << INDEX_BITS) - 1;

    private final int width;
    /** Per ply, the moves and their line ends in the order they were added. */
    private final long[] moves;
    private final long[] lines;
    /** Per ply, {@code score << INDEX_BITS | index} of the moves not yet taken, in increasing order. */
    private final int[] keys;
    private final int[] sizes;
    /** Per ply, the index of the move {@link #next} returned last. */
    private final int[] last;

    /** Lists for plies 0..maxPly, each holding at most {@code width} moves. */
    MoveSorter(int width, int maxPly) {
        if (width > 1 << INDEX_BITS) {
            throw new IllegalArgumentException("at most " + (1 << INDEX_BITS) + " moves a node, got " + width);
        }
        this.width = width;
        this.moves = new long[(maxPly + 1) * width];
        this.lines = new long[(maxPly + 1) * width];
        this.keys = new int[(maxPly + 1) * width];
        this.sizes = new int[maxPly + 1];
        this.last = new int[maxPly + 1];
    }

    /** Empties the list of {@code ply}. */
    void reset(int ply) {
        sizes[ply] = 0;
    }

    /** Adds a move (a one-bit bitboard) with its score; at most {@code width} per ply. */
    void add(int ply, long move, int score) {
        add(ply, move, score, 0L);
    }

    /**
     * Adds a move with its score and the cells where it leaves its player a line of four to complete,
     * which {@link #lastLines} gives back once {@link #next} has returned the move. Scores must stay
     * within {@code Integer.MIN_VALUE >> 4 .. Integer.MAX_VALUE >> 4}.
     */
    void add(int ply, long move, int score, long moveLines) {
        int base = ply * width;
        int index = sizes[ply]++;
        assert index < width;
        moves[base + index] = move;
        lines[base + index] = moveLines;
        int key = score << INDEX_BITS | index; // equal scores: the later index sorts higher, comes out first
        int pos = base + index;
        while (pos > base && keys[pos - 1] > key) {
            keys[pos] = keys[pos - 1];
            pos--;
        }
        keys[pos] = key;
    }

    /** The line ends added with the move that {@link #next} returned last for {@code ply}. */
    long lastLines(int ply) {
        return lines[ply * width + last[ply]];
    }

    /** Removes and returns the best remaining move of {@code ply}, or 0 when none is left. */
    long next(int ply) {
        int size = sizes[ply];
        if (size == 0) {
            return 0;
        }
        sizes[ply] = size - 1;
        int base = ply * width;
        int index = keys[base + size - 1] & INDEX_MASK;
        last[ply] = index;
        return moves[base + index];
    }
}
