package dev.connectfour.net;

import dev.connectfour.engine.board.BoardSize;
import java.util.Objects;

/**
 * What the host chose for every game of a match, sent to the guest in the welcome and fixed until the match ends.
 *
 * @param board            the board, always four in a row to win
 * @param moveClockSeconds seconds for each move, 0 for untimed, at most {@value #MAX_MOVE_CLOCK_SECONDS}; as in a
 *                         timed two-player game, each side's first move of a game is untimed and from the second on
 *                         a move not made in time loses the turn
 * @param starter          who starts each game
 */
public record MatchSettings(BoardSize board, int moveClockSeconds, StarterRule starter) {
    /** The longest move clock, as for games at one computer. */
    public static final int MAX_MOVE_CLOCK_SECONDS = 60;

    public MatchSettings {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(starter, "starter");
        if (moveClockSeconds < 0 || moveClockSeconds > MAX_MOVE_CLOCK_SECONDS) {
            throw new IllegalArgumentException("the move clock must be 0 (off) to " + MAX_MOVE_CLOCK_SECONDS
                    + " seconds, was " + moveClockSeconds);
        }
    }

    public boolean isTimed() {
        return moveClockSeconds > 0;
    }
}
