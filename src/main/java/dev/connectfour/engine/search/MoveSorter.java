package dev.connectfour.engine.search;

/**
 * Orders the candidate moves of each node of a search, best first: a small insertion sort by score,
 * one list per ply, preallocated so that the search allocates nothing.
 *
 * <p>Moves are added in reverse of the preferred column order (outer columns first), and among equal
 * scores the move added last comes out first: equal scores thus come out centre first.
 */
final class MoveSorter {
    private final int width;
    private final long[] moves;
    private final int[] scores;
    private final long[] lines;
    private final int[] sizes;

    /** Lists for plies 0..maxPly, each holding at most {@code width} moves. */
    MoveSorter(int width, int maxPly) {
        this.width = width;
        this.moves = new long[(maxPly + 1) * width];
        this.scores = new int[(maxPly + 1) * width];
        this.lines = new long[(maxPly + 1) * width];
        this.sizes = new int[maxPly + 1];
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
     * which {@link #lastLines} gives back once {@link #next} has returned the move.
     */
    void add(int ply, long move, int score, long moveLines) {
        assert sizes[ply] < width;
        int base = ply * width;
        int pos = base + sizes[ply]++;
        while (pos > base && scores[pos - 1] > score) {
            moves[pos] = moves[pos - 1];
            scores[pos] = scores[pos - 1];
            lines[pos] = lines[pos - 1];
            pos--;
        }
        moves[pos] = move;
        scores[pos] = score;
        lines[pos] = moveLines;
    }

    /** The line ends added with the move that {@link #next} returned last for {@code ply}. */
    long lastLines(int ply) {
        return lines[ply * width + sizes[ply]];
    }

    /** Removes and returns the best remaining move of {@code ply}, or 0 when none is left. */
    long next(int ply) {
        int size = sizes[ply];
        if (size == 0) {
            return 0;
        }
        sizes[ply] = size - 1;
        return moves[ply * width + size - 1];
    }
}
