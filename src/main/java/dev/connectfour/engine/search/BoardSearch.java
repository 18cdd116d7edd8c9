package dev.connectfour.engine.search;

import dev.connectfour.engine.board.BoardSize;

/**
 * The search state the {@link Solver} keeps for the board size of its last position: the
 * {@link ParallelSearch} for the sizes with a spare bit per column, the {@link WideSearch} for the
 * packed ones. Positions come as raw bitboard words ({@code current}, {@code mask}, discs on the
 * board); the solver checks the contract before.
 */
interface BoardSearch {

    /** The board size this state was built for. */
    BoardSize size();

    /**
     * The score of a position that is not over; with {@code weak}, only its sign. An exact solve is
     * given bounds the score is known to lie within, {@code lower <= score <= upper} (the widest:
     * {@link Integer#MIN_VALUE} and {@link Integer#MAX_VALUE}), and searches only inside them; a weak
     * solve ignores them. {@code likely}, a score thought likely (or outside the bounds for none), is
     * probed first where the search probes.
     */
    int solve(long current, long mask, int moves, boolean weak, int lower, int upper, int likely);

    /** The nodes searched since the last {@link #resetNodes()}. */
    long nodes();

    void resetNodes();

    /** Forgets every position the search's own tables hold. */
    void clearTables();
}
