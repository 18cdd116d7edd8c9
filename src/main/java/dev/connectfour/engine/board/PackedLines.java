package dev.connectfour.engine.board;

/**
 * Lines of four on a {@linkplain BoardSize#isPacked() packed} board, whose bitboard has no spare bit
 * on top of each column: cell (column c, row r) is bit {@code c * height + r}, so shifting a whole
 * board by one step would carry discs from the top of one column into the bottom of the next. Each
 * direction therefore comes with the mask of the cells where a line of four may <em>start</em>; a
 * shift is only trusted from such a start, where the next three cells along the direction are real
 * neighbours. For 9x7, steps are 1 (vertical), 7 (horizontal), 8 (diagonal up to the right) and 6
 * (diagonal down to the right).
 *
 * <p>There is one packed size per width (the tallest that fits one word; 9x7 for width 9), so the
 * instances are built once. Immutable.
 */
public final class PackedLines {
    /** The four directions, vertical first. */
    private static final Direction[] DIRECTIONS = {Direction.VERTICAL, Direction.HORIZONTAL, Direction.RISING, Direction.FALLING};
    /** The packed size of each width, index width - 1. */
    private static final PackedLines[] BY_WIDTH = new PackedLines[BoardSize.MAX_WIDTH];

    static {
        for (int width = 1; width <= BoardSize.MAX_WIDTH; width++) {
            BY_WIDTH[width - 1] = new PackedLines(new BoardSize(width, Long.SIZE / width));
        }
    }

    private final BoardSize size;
    /** Bits between neighbouring cells, by direction. */
    private final int[] steps = new int[DIRECTIONS.length];
    /** The cells where a line of four fits, by direction. */
    private final long[] starts = new long[DIRECTIONS.length];
    /** Every cell of the board. */
    private final long board;

    private PackedLines(BoardSize size) {
        assert size.isPacked() : size + " has spare bits";
        this.size = size;
        this.board = Bitboard.boardMask(size);
        int width = size.width();
        int height = size.height();
        for (int d = 0; d < DIRECTIONS.length; d++) {
            int dc = DIRECTIONS[d].columnStep();
            int dr = DIRECTIONS[d].rowStep();
            steps[d] = DIRECTIONS[d].bitStep(height);
            int last = BoardSize.WIN_LENGTH - 1;
            for (int column = 0; column < width; column++) {
                for (int row = 0; row < height; row++) {
                    int endColumn = column + last * dc;
                    int endRow = row + last * dr;
                    if (endColumn < width && endRow >= 0 && endRow < height) {
                        starts[d] |= 1L << (column * height + row);
                    }
                }
            }
        }
    }

    /** The lines of {@code size}, which must be packed. */
    public static PackedLines of(BoardSize size) {
        PackedLines lines = BY_WIDTH[size.width() - 1];
        if (!lines.size.equals(size)) {
            throw new IllegalArgumentException(size + " is not a packed board size");
        }
        return lines;
    }

    /** True if {@code stones} holds four in a row in any direction. */
    boolean hasAlignment(long stones) {
        for (int d = 0; d < steps.length; d++) {
            int s = steps[d];
            if ((starts[d] & stones & (stones >>> s) & (stones >>> 2 * s) & (stones >>> 3 * s)) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The empty cells (outside {@code mask}) that would complete a line of four for the owner of
     * {@code stones}: for each direction and each place of the missing cell in the line, the three
     * other cells are stones and the line starts on a start cell.
     */
    public long winningCells(long stones, long mask) {
        long cells = completions(stones, starts[0], steps[0]) | completions(stones, starts[1], steps[1])
                | completions(stones, starts[2], steps[2]) | completions(stones, starts[3], steps[3]);
        return cells & board & ~mask;
    }

    /** The cells completing four along one direction ({@code step} bits, lines starting in {@code start}). */
    private static long completions(long stones, long start, int step) {
        long first = stones & start;
        return (start & (stones >>> step) & (stones >>> 2 * step) & (stones >>> 3 * step)) // the first cell missing
                | ((first << step) & (stones >>> step) & (stones >>> 2 * step)) // the second
                | ((first << 2 * step) & (stones << step) & (stones >>> step)) // the third
                | ((first << 3 * step) & (stones << 2 * step) & (stones << step)); // the fourth
    }
}
