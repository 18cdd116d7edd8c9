package dev.connectfour.engine.players;

import dev.connectfour.engine.board.Position;

/**
 * A computer opponent: given a position, it chooses a column. The one small interface the game
 * session, the UI and the command-line tools all use.
 *
 * <p>Implementations may keep private state (a transposition table, a random generator) and are
 * used from one thread at a time. {@link #chooseColumn} blocks while it thinks; it must poll
 * {@code Thread.currentThread().isInterrupted()} often (at least every 10 ms of work) and, when
 * interrupted, give up promptly by throwing {@link java.util.concurrent.CancellationException}.
 */
public interface ComputerPlayer {

    /** The level this player plays at. */
    ComputerLevel level();

    /**
     * Chooses a move.
     *
     * @param position a position that is not over (nobody has won, the board is not full)
     * @return the 0-based column to play; always a playable column of {@code position}
     * @throws java.util.concurrent.CancellationException if the thread was interrupted while thinking
     */
    int chooseColumn(Position position);
}
