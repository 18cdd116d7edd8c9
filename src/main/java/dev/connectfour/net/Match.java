package dev.connectfour.net;

import dev.connectfour.engine.board.Position;
import dev.connectfour.net.wire.Text;

/**
 * One side's view of a network match: a series of games between the host and its guest on the host's
 * {@link MatchSettings}. The host is the authority for the rules and both clocks; both sides check every move
 * with the engine. Read it and call it on the listener's executor.
 *
 * <p>A game's {@link #position()} includes lost turns as passes ({@link Position#pass()}).
 */
public interface Match {
    /** The longest chat message, in characters. */
    int MAX_CHAT_LENGTH = Text.MAX_CHAT_LENGTH;

    /** This side. */
    Side side();

    MatchSettings settings();

    /** The display name of a side, 1 to 20 characters. */
    String name(Side side);

    /** Identifies the match; a rejoining guest is taken back into it. */
    String matchId();

    /** 1 for the first game of the match, then one more for each rematch. */
    int gameNumber();

    /** Who moved first in the current game. */
    Side firstMover();

    /** The current game, lost turns included as passes. */
    Position position();

    /** The side to move in the current game; null once the game is over. */
    Side toMove();

    /** Who resigned the current game; null if nobody did. */
    Side resigned();

    /** True once the current game is won, drawn or resigned. */
    boolean isGameOver();

    /** Now, on the clock this match measures time with (milliseconds, monotonic). */
    long nowMillis();

    /** True while the current turn is played against the clock (timed match, not the side's first move, game on, connected). */
    boolean isClockRunning();

    /** The time left for the current turn, in milliseconds; the full move time when the turn is untimed. */
    long remainingMillis();

    /** True while the connection is lost and the game waits for it. */
    boolean isConnectionLost();

    /**
     * Drops this side's disc in {@code column} (0-based) and sends it.
     *
     * @throws IllegalStateException    if it is not this side's turn, the game is over, the connection is lost
     *                                  or this side's clock has run out
     * @throws IllegalArgumentException if the column is full or off the board
     */
    void play(int column);

    /** Sends a chat message: trimmed, control characters removed, cut to {@link #MAX_CHAT_LENGTH}; nothing if empty. */
    void chat(String text);

    /** This side resigns the current game. */
    void resign();

    /** Asks for another game once the current one is over, or accepts the other side's offer. */
    void offerRematch();

    /** Leaves the match: tells the other side and closes the connection. {@link MatchListener#ended} follows with {@link EndReason#LEFT}. */
    void leave();
}
