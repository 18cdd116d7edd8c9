package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import java.util.function.IntConsumer;

/** A person at this board: their moves are the session's {@link GameSession#play(int)} commands. */
final class HumanMover implements Mover {

    @Override
    public boolean playsHere() {
        return true;
    }

    @Override
    public ComputerLevel level() {
        return null;
    }

    @Override
    public void beginTurn(GamePosition position, IntConsumer move) {
        throw new IllegalStateException("a person here moves through GameSession.play");
    }

    @Override
    public void endTurn() {
        // nothing to forget: the person's move is the next play command
    }

    @Override
    public void close() {
        // holds nothing
    }
}
