package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;

/**
 * What a book key says about its position. A key is {@link Position#key()}: current + mask, so in each
 * column the mask is a run of h ones from the bottom and the current player's discs a subset of it,
 * and the column's bits lie in [2^h - 1, 2^(h+1) - 2]: h = floor(log2(bits + 1)), and the bits below
 * the spare one are the discs of the side to move.
 */
final class BookKeys {
    private BookKeys() {
    }

    /** The number of discs in {@code column} of the position with key {@code key}. */
    private static int height(BoardSize size, long key, int column) {
        int height = size.height();
        long bits = (key >>> (column * (height + 1))) & ((1L << (height + 1)) - 1);
        return 63 - Long.numberOfLeadingZeros(bits + 1);
    }

    /** The number of discs of the position with key {@code key}. */
    static int discs(BoardSize size, long key) {
        int discs = 0;
        for (int column = 0; column < size.width(); column++) {
            discs += height(size, key, column);
        }
        return discs;
    }

    /**
     * A position whose {@link Position#key()} is {@code key}: its discs are read back from the key and
     * replayed in an order that reaches them. Used by {@code book verify} and {@code book build}.
     *
     * @throws IllegalArgumentException if no legal game reaches the key
     */
    static Position position(BoardSize size, long key) {
        int width = size.width();
        int height = size.height();
        int[] heights = new int[width];
        boolean[][] mine = new boolean[width][height];
        int discs = 0;
        for (int column = 0; column < width; column++) {
            int h = height(size, key, column);
            if (h > height) {
                throw new IllegalArgumentException("not a position key: " + key);
            }
            long current = ((key >>> (column * (height + 1))) & ((1L << (height + 1)) - 1)) - ((1L << h) - 1);
            heights[column] = h;
            for (int row = 0; row < h; row++) {
                mine[column][row] = (current & (1L << row)) != 0;
            }
            discs += h;
        }
        // the side to move owns `mine`; it has discs/2 discs, the other side the rest
        Player toMove = discs % 2 == 0 ? Player.FIRST : Player.SECOND;
        Position found = replay(Position.empty(size), heights, mine, toMove, new int[width]);
        if (found == null || found.key() != key) {
            throw new IllegalArgumentException("no legal game reaches key " + key);
        }
        return found;
    }

    /** Depth-first search for a move order that stacks the given discs without an earlier win. */
    private static Position replay(Position position, int[] heights, boolean[][] mine, Player toMoveAtEnd, int[] filled) {
        boolean complete = true;
        for (int column = 0; column < heights.length; column++) {
            if (filled[column] < heights[column]) {
                complete = false;
                break;
            }
        }
        if (complete) {
            return position;
        }
        boolean moverIsOwner = position.toMove() == toMoveAtEnd;
        for (int column = 0; column < heights.length; column++) {
            int row = filled[column];
            if (row < heights[column] && mine[column][row] == moverIsOwner && !position.isGameOver()) {
                Position next = position.play(column);
                if (next.isWon()) {
                    continue;
                }
                filled[column]++;
                Position found = replay(next, heights, mine, toMoveAtEnd, filled);
                filled[column]--;
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
