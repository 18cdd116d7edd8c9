package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import java.util.function.IntConsumer;

/** Seat two of a network game: its moves arrive from the {@link RemoteSeat} while its turn is on. */
final class RemoteMover implements Mover {
    private IntConsumer pending;

    @Override
    public boolean playsHere() {
        return false;
    }

    @Override
    public ComputerLevel level() {
        return null;
    }

    @Override
    public void beginTurn(GamePosition position, IntConsumer move) {
        pending = move;
    }

    /** The other person's move: played if their turn is on, else ignored. True if it was taken. */
    boolean deliver(int column) {
        IntConsumer move = pending;
        pending = null;
        if (move == null) {
            return false;
        }
        move.accept(column);
        return true;
    }

    @Override
    public void endTurn() {
        pending = null;
    }

    @Override
    public void close() {
        pending = null;
    }
}
