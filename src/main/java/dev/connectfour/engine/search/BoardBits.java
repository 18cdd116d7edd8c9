package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.BoardSize;

/**
 * The bitboard primitives of the {@link Search} and its {@link ClaimEven} bounds, on the
 * {@link Bitboard} layout of a board with a spare bit per column (not a packed one): sets of cells as
 * {@code long}s, column {@code c}'s cells at bits {@code c * (height + 1) ..}, the spare bit above.
 *
 * <p>Static, small and branch-free where the search calls them at every node, so that the compiler
 * inlines them; the geometry comes in as arguments the caller keeps in its final fields. {@code wide}
 * is whether lines other than vertical ones fit on the board (width at least
 * {@value BoardSize#WIN_LENGTH}): a narrower board skips them.
 */
final class BoardBits {

    private BoardBits() {
    }

    /** The empty cells a disc can drop into, one per column that is not full. */
    static long playable(long mask, long bottomRow, long boardMask) {
        return (mask + bottomRow) & boardMask;
    }

    /** The cells of the board (empty or not) that complete a line of four for {@code stones}. */
    static long lineEnds(long stones, int height, long boardMask, boolean wide) {
        // vertical: three stones right below
        long r = (stones << 1) & (stones << 2) & (stones << 3);
        if (wide) {
            r |= lineCompletions(stones, height + 1); // horizontal
            r |= lineCompletions(stones, height); // diagonal going down to the right
            r |= lineCompletions(stones, height + 2); // diagonal going up to the right
        }
        return r & boardMask;
    }

    /** Cells that complete four along the direction whose neighbours are {@code step} bits apart. */
    private static long lineCompletions(long stones, int step) {
        // shifted copies, each made from the last: one shift count in a register, not three
        long up1 = stones << step;
        long up2 = up1 << step;
        long down1 = stones >>> step;
        long down2 = down1 >>> step;
        // two stones on one side of the cell, with a third beyond them or one on the other side
        return (up1 & up2 & ((up2 << step) | down1)) | (down1 & down2 & ((down2 >>> step) | up1));
    }

    /** Four in a row along the direction whose neighbouring cells are {@code step} bits apart. */
    static boolean aligned(long stones, int step) {
        long pairs = stones & (stones >>> step);
        return (pairs & (pairs >>> (2 * step))) != 0;
    }

    /**
     * A set of cells, or a position key ({@code current + mask}, which may use the spare bits),
     * reflected left to right: the columns in reverse order, each column of the left half swapped with
     * its image. Not for every node: the search mirrors its roots with it, and its children from a
     * table of the mirrored cells.
     */
    static long mirror(long bits, int width, int height) {
        int columnBits = height + 1;
        long keyColumn = (1L << columnBits) - 1; // a column with its spare bit, which a key may use
        long mirrored = width % 2 == 1 ? bits & keyColumn << (width / 2 * columnBits) : 0;
        for (int column = 0; column < width / 2; column++) {
            long left = keyColumn << (column * columnBits);
            int shift = (width - 1 - 2 * column) * columnBits;
            mirrored |= ((bits & left) << shift) | ((bits >>> shift) & left);
        }
        return mirrored;
    }
}
