package dev.connectfour.game.session;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;

/**
 * The person at another computer, in seat two of a {@link Mode#NETWORK} session. The session tells it what the
 * person here does; it tells the session, through the {@link Table} it is given, what the other person does and
 * what the host decides (lost turns, new games) and how the connection fares. Both directions are called on the
 * thread that drives the session.
 */
public interface RemoteSeat {

    /** Called once, when the session is made: the session's side of the seat. */
    void attach(Table table);

    /**
     * True while the person here may still move in this turn. False when the other computer would refuse the
     * move: above all, when this side's time for the move is up there (the host decides the lost turn).
     */
    boolean acceptsLocalMove();

    /** The person here dropped a disc in {@code column} (0-based): the session has played it. */
    void localMoved(int column);

    /** The person here resigned the current game: the session has ended it. */
    void localResigned();

    /** The session is closed (the player left the game screen): the seat lets go of the connection. */
    void close();

    /** What the remote seat may do to its session. Each call is ignored when it does not fit the game any more. */
    interface Table {

        /** The other person dropped a disc in {@code column} (0-based), in their turn. */
        void remoteMoved(int column);

        /** {@code seat}'s time for the move ran out (the host's verdict): the turn passes without a disc. */
        void turnLost(Seat seat);

        /** The other person resigned the current game: the person here wins it. */
        void remoteResigned();

        /**
         * A game of the match begins at {@code position} ({@code firstMover}'s seat plays the first disc): the first
         * game or a rematch on the empty board, or the game in progress when this side rejoins it. The session
         * begins with it: a network session is not started by {@link GameSession#start()}.
         */
        void gameStarted(GamePosition position, Seat firstMover);

        /** The connection is lost: the game and its clock wait ({@link PauseReason#CONNECTION}). */
        void connectionLost();

        /** The connection is back and the game goes on where it stood. */
        void connectionRestored();

        /** The connection stayed lost: the game in progress ends abandoned, counted for nobody. */
        void abandoned();
    }
}
