package dev.connectfour.engine.search;

/**
 * The one layout of what the solver's tables hold for a position: a 20-bit {@code int}, the same in
 * every table ({@link TranspositionTable} and its {@link NearTable}, {@link LateTable},
 * {@link WideTable}) and in both searches ({@link Search}, {@link WideSearch}):
 * <pre>
 *   19    16 15        8 7         0
 *   +--------+-----------+-----------+
 *   |  move  |  lower    |  upper    |
 *   +--------+-----------+-----------+
 * </pre>
 * <ul>
 *   <li>{@code move}: the best move found, as its column + 1 (1..15), or 0 for none;</li>
 *   <li>{@code lower}, {@code upper}: a bound on the position's score, as
 *       {@code score + cells / 2 + 1} for a board of {@code cells} cells (1 to at most cells + 2 for the
 *       scores {@code -cells / 2 .. cells / 2 + 1}), or 0 for no bound. A larger code is a larger score, so
 *       codes compare as their scores do.</li>
 * </ul>
 * An entry of 0 is an empty slot: every entry stored holds at least one bound. Static and small, so
 * that the compiler inlines every method into the search's loop.
 */
final class TableEntry {
    /** No entry, no bound, no move. */
    static final int NONE = 0;
    /** The bits an entry takes: {@code (entry & ~MASK) == 0}. */
    static final int BITS = 20;
    static final int MASK = (1 << BITS) - 1;
    private static final int MOVE_SHIFT = 16;
    private static final int LOWER_SHIFT = 8;
    private static final int CODE_MASK = 0xFF;
    private static final int MOVE_MASK = 0xF;

    private TableEntry() {
    }

    /** The entry of these codes (each 0 for none, none beyond its field). */
    static int of(int moveCode, int lowerCode, int upperCode) {
        return moveCode << MOVE_SHIFT | lowerCode << LOWER_SHIFT | upperCode;
    }

    /** The move code of an entry: column + 1, or 0 for none. */
    static int moveCode(int entry) {
        return entry >>> MOVE_SHIFT & MOVE_MASK;
    }

    /** The lower bound's code of an entry, or 0 for none. */
    static int lowerCode(int entry) {
        return entry >>> LOWER_SHIFT & CODE_MASK;
    }

    /** The upper bound's code of an entry, or 0 for none. */
    static int upperCode(int entry) {
        return entry & CODE_MASK;
    }

    /** The entry with its move code replaced. */
    static int withMoveCode(int entry, int moveCode) {
        return of(moveCode, lowerCode(entry), upperCode(entry));
    }

    /** The code of a bound {@code score} on a board of {@code cells} cells (never 0). */
    static int boundCode(int score, int cells) {
        int code = score + cells / 2 + 1;
        assert code >= 1 && code <= CODE_MASK; // no message: a string here would keep the search from inlining it
        return code;
    }

    /** The score of a bound's code (not 0) on a board of {@code cells} cells. */
    static int score(int boundCode, int cells) {
        return boundCode - cells / 2 - 1;
    }

    /** The move code of playing in {@code column}. */
    static int moveCodeOfColumn(int column) {
        return column + 1;
    }

    /** The column of a move code that is not 0. */
    static int column(int moveCode) {
        return moveCode - 1;
    }

    /** The move code of the mirror image of a move (code not 0) on a board {@code width} columns wide. */
    static int mirroredMoveCode(int moveCode, int width) {
        return width + 1 - moveCode;
    }

    /**
     * The entry to store for new codes, merged with {@code old}, the entry already stored for the same
     * position (or {@link #NONE}): the tighter of each bound (the larger lower, the smaller upper), and
     * the old move unless a new one is given.
     */
    static int merge(int old, int lowerCode, int upperCode, int moveCode) {
        if (old != NONE) {
            lowerCode = Math.max(lowerCode, lowerCode(old));
            int oldUpper = upperCode(old);
            if (oldUpper != 0 && (upperCode == 0 || oldUpper < upperCode)) {
                upperCode = oldUpper;
            }
            if (moveCode == 0) {
                moveCode = moveCode(old);
            }
        }
        return of(moveCode, lowerCode, upperCode);
    }
}
