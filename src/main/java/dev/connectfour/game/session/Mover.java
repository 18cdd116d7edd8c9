package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Seat;
import java.util.function.IntConsumer;

/**
 * Whoever makes the moves of one {@link Seat} for a whole session: a person at this board, the computer,
 * or (later) a player on another computer. The session knows its sides only through this interface, so a
 * new kind of player needs no change in the session; {@link Seating} says who sits where.
 *
 * <p>A person here moves through {@link GameSession#play(int)}; every other mover is asked for its move
 * when its turn begins and answers when it is ready, on the thread that drives the session. The session
 * drops that move only while the game is not paused (and, for a side that {@link #waitsForTheBoard()}, while
 * no disc falls on the screen): a move that arrives meanwhile waits.
 */
public interface Mover {

    /**
     * True for a person at this board: their moves come from {@link GameSession#play(int)}, the move clock
     * times them, and undo takes the game back to their turn. False for a side whose moves arrive by
     * themselves through {@link #beginTurn}.
     */
    boolean playsHere();

    /**
     * True for a side that paces itself to what the player sees: its move waits while a disc still falls on
     * the screen ({@link PauseReason#ANIMATION}), so computers never run ahead of the board. False for people,
     * here or elsewhere, whose moves are played as they come.
     */
    default boolean waitsForTheBoard() {
        return false;
    }

    /** The computer's level in the next game; {@code null} for a person. */
    ComputerLevel level();

    /**
     * This side's turn begins at {@code position} (not over). Call {@code move} once with the 0-based
     * column when the move is ready; never after {@link #endTurn()}. Not called for a side that
     * {@link #playsHere() plays here}.
     */
    void beginTurn(GamePosition position, IntConsumer move);

    /** The current turn is over (a move was played, undone, the game ended or was abandoned): forget it. */
    void endTurn();

    /** The session is closed: end the turn and let go of what this side holds. */
    void close();
}
