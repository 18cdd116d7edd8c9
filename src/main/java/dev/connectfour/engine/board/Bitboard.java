package dev.connectfour.engine.board;

/**
 * The bitboard layout shared by {@link Position}, the line geometry and the solver: a set of cells
 * of one board is one 64-bit word.
 *
 * <p>A position keeps two words, {@code current} (the discs of the side to move) and
 * {@code mask} (every occupied cell), with one column per {@code height + 1} bits, bottom cell first.
 * The bit above each column stays empty; it keeps the shifts used to find alignments from wrapping
 * from one column into the next. For the standard 7x6 board:
 * <pre>
 *   .  .  .  .  .  .  .    spare row, always 0
 *   5 12 19 26 33 40 47
 *   4 11 18 25 32 39 46
 *   3 10 17 24 31 38 45
 *   2  9 16 23 30 37 44
 *   1  8 15 22 29 36 43
 *   0  7 14 21 28 35 42    row 0, the bottom
 *   column 0 (move digit '1') ... column 6 (digit '7')
 * </pre>
 * The cell at (column c, row r) is bit {@code c * (height + 1) + r}. Playing in column {@code c} is
 * {@code mask + bottom(c)}: the carry stops at the lowest empty cell. The pair (current, mask) is
 * encoded as the unique key {@code current + mask}. It is unique for every pair with
 * {@code current} inside {@code mask}, whatever the side to move: in each column holding {@code k}
 * discs, {@code mask} is {@code 2^k - 1} and {@code current + mask} lies in {@code [2^k - 1, 2^(k+1) - 2]}
 * (no carry into the spare bit), ranges that do not overlap for different {@code k}; so {@code k}, then
 * {@code current}, can be read back. The same discs with the other side to move have
 * {@code current ^ mask} in place of {@code current}, hence another key (except on the empty board).
 * The key does not say which colour is to move: with passes, a position and its colour-swapped twin
 * (every disc of the other colour, the other side to move, as {@code "44"} and {@code "-44"}) share
 * it. Both have the same value for the side to move, so the solver's table and the opening book may
 * share it too; {@link Position#equals} tells them apart.
 *
 * <h2>Packed boards</h2>
 * A {@linkplain BoardSize#isPacked() packed} board (9x7: 9 * 8 bits would not fit a word) has no spare
 * bits: the cell at (column c, row r) is bit {@code c * height + r}, and bit 63 stays empty:
 * <pre>
 *   6 13 20 27 34 41 48 55 62
 *   5 12 19 26 33 40 47 54 61
 *   ...
 *   0  7 14 21 28 35 42 49 56    row 0, the bottom
 *   column 0 (move digit '1') ... column 8 (digit '9')
 * </pre>
 * Playing in a column that is not full is still {@code mask + bottom(c)}; lines of four are found
 * with {@link PackedLines}, which keeps the shifts from wrapping from the top of one column into the
 * next. The key {@code current + mask} is then <em>not</em> unique: a full column's sum carries into
 * the next column. No 64-bit key can be: a column of 7 cells has 255 stackings, and 255^9 exceeds
 * 2^64. On packed boards the key is a hash (for {@link Position#hashCode()}); {@link Position#equals} compares the
 * discs, and the solver's table for these boards keeps and compares the whole pair.
 */
public final class Bitboard {

    private Bitboard() {
    }

    /** Bits from one column to the next: {@code height + 1}, or {@code height} on a packed board. */
    static int columnBits(BoardSize size) {
        return size.isPacked() ? size.height() : size.height() + 1;
    }

    /** The bit of the cell at ({@code column}, {@code row}). */
    static long cellBit(BoardSize size, int column, int row) {
        return 1L << (column * columnBits(size) + row);
    }

    /** The bottom cell of {@code column}. */
    static long bottomMask(BoardSize size, int column) {
        return 1L << (column * columnBits(size));
    }

    /** The top cell of {@code column}. */
    static long topMask(BoardSize size, int column) {
        return 1L << (column * columnBits(size) + size.height() - 1);
    }

    /** Every cell of {@code column}. */
    public static long columnMask(BoardSize size, int column) {
        return (-1L >>> (Long.SIZE - size.height())) << (column * columnBits(size));
    }

    /** The bottom cell of every column. */
    public static long bottomRow(BoardSize size) {
        long bottom = 0;
        for (int column = 0; column < size.width(); column++) {
            bottom |= bottomMask(size, column);
        }
        return bottom;
    }

    /** Every cell of the board (the spare bits excluded). */
    public static long boardMask(BoardSize size) {
        return bottomRow(size) * (-1L >>> (Long.SIZE - size.height()));
    }

    /** The stones reflected left to right. */
    static long mirrorBits(BoardSize size, long stones) {
        int columnBits = columnBits(size);
        long column = -1L >>> (Long.SIZE - columnBits);
        long mirrored = 0;
        for (int c = 0; c < size.width(); c++) {
            long bits = (stones >>> (c * columnBits)) & column;
            mirrored |= bits << ((size.width() - 1 - c) * columnBits);
        }
        return mirrored;
    }

    /** True if {@code stones} holds {@value BoardSize#WIN_LENGTH} in a row in any direction. */
    static boolean hasAlignment(BoardSize size, long stones) {
        if (size.isPacked()) {
            return PackedLines.of(size).hasAlignment(stones);
        }
        int bits = columnBits(size);
        return aligned(stones, Direction.VERTICAL.bitStep(bits)) || aligned(stones, Direction.HORIZONTAL.bitStep(bits))
                || aligned(stones, Direction.FALLING.bitStep(bits)) || aligned(stones, Direction.RISING.bitStep(bits));
    }

    /** Four in a row along the direction whose neighbouring cells are {@code step} bits apart. */
    private static boolean aligned(long stones, int step) {
        if (3 * step >= Long.SIZE) {
            return false; // the board is too narrow for a line in this direction
        }
        long pairs = stones & (stones >>> step);
        return (pairs & (pairs >>> (2 * step))) != 0;
    }
}
