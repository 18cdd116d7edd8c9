package dev.connectfour.engine.board;

/**
 * The size of a Connect Four board: {@code width} columns of {@code height} cells, the one source of
 * these numbers for the engine and everything built on it.
 *
 * <p>A {@link Position} keeps a whole board in one 64-bit word, so every size must satisfy
 * {@code width * height <= 64}. Where the word also has room for a spare bit on top of each column
 * ({@code width * (height + 1) <= 64}, every board but 9x7 that the game offers) the board uses the
 * fast layout with spare bits; otherwise it is {@linkplain #isPacked() packed}, one bit per cell
 * (see {@link Position}). Move strings name a column with a single digit, so the width is also at
 * most 9. Connecting {@link #WIN_LENGTH} discs wins on every size; on a board too small for that,
 * every game is a draw.
 *
 * @param width  the number of columns, 1 to 9
 * @param height the number of rows, at least 1
 */
public record BoardSize(int width, int height) {

    /** Discs in a row (horizontal, vertical or diagonal) needed to win, on every board size. */
    public static final int WIN_LENGTH = 4;

    /** The widest board a move string can describe: columns are the digits 1 to 9. */
    public static final int MAX_WIDTH = 9;

    /** The standard game: 7 columns, 6 rows. */
    public static final BoardSize STANDARD = new BoardSize(7, 6);

    public BoardSize {
        if (width < 1 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("board width must be 1.." + MAX_WIDTH + ", got " + width);
        }
        if (height < 1) {
            throw new IllegalArgumentException("board height must be at least 1, got " + height);
        }
        if (width * height > Long.SIZE) {
            throw new IllegalArgumentException("board " + width + "x" + height
                    + " does not fit the bitboard: width * height must be at most 64, got " + width * height);
        }
    }

    /**
     * True when the board has no room for a spare bit on top of each column
     * ({@code width * (height + 1) > 64}, as on 9x7): its {@link Position} bitboard then packs the
     * columns {@code height} bits apart and the solver searches it apart from the narrow boards.
     */
    public boolean isPacked() {
        return width * (height + 1) > Long.SIZE;
    }

    /** The number of cells, {@code width * height}: the longest possible game in moves. */
    public int cells() {
        return width * height;
    }

    /**
     * The best score a side can reach on this board (win with its very first disc after the first move).
     * Scores follow the solver test sets: a win with the player's k-th-from-last disc scores {@code +k}.
     * This bound holds for positions reached without passes; after {@link Position#pass() passes} one
     * side may hold several discs more than the other and win earlier (score up to {@code (cells + 1) / 2}).
     */
    public int maxScore() {
        return (cells() + 1) / 2 - 3;
    }

    /** The worst score: {@code -maxScore()} up to parity, the opponent winning as early as possible. */
    public int minScore() {
        return -cells() / 2 + 3;
    }

    /**
     * The size written as {@link #toString()} writes it, {@code WxH}, for example {@code 8x7}.
     *
     * @throws IllegalArgumentException if the text is not of that form or the size is not allowed
     */
    public static BoardSize parse(String text) {
        String[] parts = text.split("x", -1);
        if (parts.length != 2 || !parts[0].matches("[0-9]{1,2}") || !parts[1].matches("[0-9]{1,2}")) {
            throw new IllegalArgumentException("\"" + (text.length() > 20 ? text.substring(0, 20) + "…" : text)
                    + "\" is not a board size such as 7x6");
        }
        return new BoardSize(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }

    /** For example {@code 7x6}. */
    @Override
    public String toString() {
        return width + "x" + height;
    }
}
