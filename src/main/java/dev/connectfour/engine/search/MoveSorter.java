package dev.connectfour.engine.search;

/**
 * Orders the candidate moves of each node of a search, best first: a small insertion sort by score,
 * one list per ply, preallocated so that the search allocates nothing; and the score {@link Search}
 * sorts most moves by, {@link #threatScore}.
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
    /** A score above every {@link #threatScore}: sorts a move (the table's best move) first. */
    static final int FIRST = 1 << 20;
    /** {@link #threatScore}'s weight of a threat the opponent must block at once. */
    private static final int IMMEDIATE_THREAT_WEIGHT = 10;
    /** {@link #threatScore}'s weight of a useful threat right above a playable cell (beside the next). */
    private static final int NEXT_THREAT_WEIGHT = 15;
    /** {@link #threatScore}'s weight of a useful threat two cells above a playable cell (beside the next). */
    private static final int LATER_THREAT_WEIGHT = 5;
    /** {@link #threatScore}'s weight of every useful threat, wherever it lies. */
    private static final int THREAT_WEIGHT = 3;

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

    /**
     * How promising a move is, by the threats (cells that would complete a four) it leaves its player,
     * after Christophe Steininger's ordering: a threat counts more the sooner it binds, and only if it is
     * useful, not right above an opponent's threat (the opponent would take that cell when blocking its
     * own). A threat right above a playable cell (the opponent can no longer play below it) weighs most,
     * then one the opponent must block at once (which costs it only that move), then one two cells above
     * a playable cell. The weights were tuned on node counts (L1_R1, L1_R2 and random openings). On the
     * {@link BoardBits} layout.
     *
     * @param lines        {@link BoardBits#lineEnds} of the mover's stones after the move
     * @param mask         the occupied cells after the move
     * @param opponentWins the opponent's winning cells
     */
    static int threatScore(long lines, long mask, long opponentWins, long bottomRow, long boardMask) {
        long threats = lines & ~mask;
        long useful = threats & ~((opponentWins & ~mask) << 1);
        long playable = BoardBits.playable(mask, bottomRow, boardMask);
        long above = playable << 1;
        long twoAbove = (above & boardMask) << 1;
        return IMMEDIATE_THREAT_WEIGHT * Long.bitCount(threats & playable)
                + NEXT_THREAT_WEIGHT * Long.bitCount(useful & above)
                + LATER_THREAT_WEIGHT * Long.bitCount(useful & twoAbove)
                + THREAT_WEIGHT * Long.bitCount(useful);
    }
}
