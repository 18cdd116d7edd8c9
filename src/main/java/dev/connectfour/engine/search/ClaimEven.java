package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.BoardSize;

/**
 * Static upper bounds on a position's score from the opponent's follow-up (answering every move right
 * on top of it), for the {@link Search}: Allis' claimeven rule ({@link #upperBound}) and the odd threat
 * ({@link #oddThreatBound}).
 *
 * <p>Claimeven: when every column holds an even number of discs on a board of even height, every
 * column has an even number of free cells, and the side to move's opponent can answer each move by
 * playing right on top of it, to the end of the game. Following up so, the opponent takes every free cell of the rows
 * 2, 4, 6 (counted from 1 at the bottom) and leaves the side to move the rows 1, 3, 5. So if the side
 * to move's discs and the free cells of rows 1, 3, 5 hold no line of four, it never connects four: its
 * score is at most a draw (0). If moreover the opponent's discs and the free cells of rows 2, 4, 6 hold
 * a line of four, the opponent connects it: the score is a loss, at best on the last disc (-1).
 *
 * <p>Only an upper bound: the side to move may do worse than against the follow-up. Nothing here
 * depends on who moved first, so positions after passes are bounded alike. The geometry is the
 * {@link Bitboard} layout of a board with a spare bit per column.
 */
final class ClaimEven {
    /** The bounds' answer when their rule does not apply or proves nothing. */
    static final int NO_BOUND = Integer.MAX_VALUE;

    /** Whether the board's height is even: otherwise the rules never apply. */
    private final boolean evenHeight;
    private final long boardMask;
    private final long bottomRow;
    /** The cells of rows 1, 3, 5... counted from 1 at the bottom: the side to move's under claimeven. */
    private final long oddRows;
    /** The cells of rows 2, 4, 6...: the opponent's under claimeven. */
    private final long evenRows;
    private final int height;
    /** Whether lines other than vertical ones fit on the board. */
    private final boolean wide;
    /** The cells of the column of each bit of the board. */
    private final long[] columnOfBit = new long[Long.SIZE];
    /** The spare bit above each column: {@link #cellsAbove}'s stop for a column's borrow. */
    private final long spareRow;

    ClaimEven(BoardSize size) {
        this.height = size.height();
        this.evenHeight = height % 2 == 0;
        this.boardMask = Bitboard.boardMask(size);
        this.bottomRow = Bitboard.bottomRow(size);
        long odd = 0;
        for (int row = 0; row < height; row += 2) {
            odd |= bottomRow << row;
        }
        this.oddRows = odd;
        this.evenRows = boardMask & ~odd;
        this.wide = size.width() >= BoardSize.WIN_LENGTH;
        this.spareRow = bottomRow << height;
        for (int column = 0; column < size.width(); column++) {
            long cells = Bitboard.columnMask(size, column);
            for (int bit = column * (height + 1); bit <= column * (height + 1) + height; bit++) {
                columnOfBit[bit] = cells;
            }
        }
    }

    /**
     * An upper bound for the side to move from the opponent's follow-up when one column holds an odd
     * number of free cells: -1 if the opponent has a threat it wins so, else {@link #NO_BOUND}.
     *
     * <p>With every other column even, the opponent answers each move by playing right on top of it.
     * In the even columns the side to move then gets the rows 1, 3, 5 (counted from 1 at the bottom)
     * and the opponent the rows 2, 4, 6; in the odd column, the other way round. So if the opponent has
     * a threat (three discs of a four and an empty cell) on row 1, 3 or 5 of the odd column, and the
     * side to move cannot connect four with its discs and the cells the follow-up leaves it, the
     * opponent fills that threat when the column comes up to it (before anyone can fill the column,
     * whose top cell is the side to move's), and wins. The side to move never gets a cell above a
     * threat the follow-up fills for the opponent: the game ends there.
     *
     * @param opponentWins the empty cells that complete a four for the opponent
     */
    int oddThreatBound(long current, long mask, long opponentWins) {
        if (!evenHeight) {
            return NO_BOUND;
        }
        long odd = (mask + bottomRow) & evenRows; // the next cell of each column with an odd number free
        if (odd == 0 || (odd & (odd - 1)) != 0) {
            return NO_BOUND;
        }
        long oddColumn = columnOfBit[Long.numberOfTrailingZeros(odd)];
        long threats = opponentWins & oddColumn & oddRows;
        if (threats == 0) {
            return NO_BOUND;
        }
        // the follow-up fills the opponent's threats on its rows, each ending the game: the side to move
        // never gets the cells above them
        long opponentRows = (evenRows & ~oddColumn) | (oddRows & oddColumn);
        long free = boardMask & ~mask;
        long left = free & ~opponentRows & ~cellsAbove(opponentWins & opponentRows);
        return hasFour(current | left) ? NO_BOUND : -1;
    }

    /**
     * The moves after which exactly one column holds an odd number of free cells, where
     * {@link #oddThreatBound} may apply: every move if none does, the next cells of both if two do, else none.
     */
    long oddThreatMoves(long mask) {
        if (!evenHeight) {
            return 0;
        }
        long odd = (mask + bottomRow) & evenRows;
        if (odd == 0) {
            return boardMask;
        }
        return Long.bitCount(odd) == 2 ? odd : 0;
    }

    /**
     * The claimeven bound for the side to move of (current, mask): 0 or -1 as the class comment says, or
     * {@link #NO_BOUND}. An opponent's threat on row 2, 4 or 6 is filled by the follow-up and ends the
     * game: the side to move never gets the cells above it, and the bound is -1 unless the side to move
     * connects four first.
     *
     * @param opponentWins the empty cells that complete a four for the opponent (0 if not known: a
     *                     bound as sound, found less often)
     */
    int upperBound(long current, long mask, long opponentWins) {
        // every column even: the cell each column plays next (the spare bit if full) lies in row 1, 3 or 5
        if (!evenHeight || ((mask + bottomRow) & evenRows) != 0) {
            return NO_BOUND;
        }
        long free = boardMask & ~mask;
        long threats = opponentWins & evenRows;
        if (hasFour(current | (free & oddRows & ~cellsAbove(threats)))) {
            return NO_BOUND;
        }
        return threats != 0 || hasFour((current ^ mask) | (free & evenRows)) ? -1 : 0;
    }

    /**
     * The move that leaves every column with an even number of discs, the follow-up of the last move
     * (where one column only holds an odd number), or 0 if there is none.
     */
    long evening(long mask) {
        long odd = (mask + bottomRow) & evenRows; // the next cell of each column holding an odd number
        return evenHeight && (odd & (odd - 1)) == 0 ? odd : 0;
    }

    /** The cells above any of {@code cells} (cells of the board) in its column. */
    long cellsAbove(long cells) {
        // with the spare bit set, subtracting a column's bottom bit borrows up to its lowest set bit
        // and stops there: the xor is that bit and the cells below it
        long marked = cells | spareRow;
        return boardMask & ~(marked ^ (marked - bottomRow));
    }

    /** Whether {@code stones} hold a line of four. */
    private boolean hasFour(long stones) {
        // written out here, not a call of one more level: the search inlines it whole
        return BoardBits.aligned(stones, 1) || wide && (BoardBits.aligned(stones, height + 1)
                || BoardBits.aligned(stones, height) || BoardBits.aligned(stones, height + 2));
    }
}
