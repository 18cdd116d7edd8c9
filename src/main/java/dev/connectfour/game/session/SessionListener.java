package dev.connectfour.game.session;

import dev.connectfour.game.GameResult;

/**
 * Events of a {@link GameSession}, delivered on the thread that drives the session (the FX thread in
 * the game), after the session's properties already show the new state. Each event fires exactly
 * once per occurrence. Override what you need.
 */
public interface SessionListener {

    /** A person's clock ran out and the turn passed to the opponent. */
    default void turnLost(TurnLost event) {
    }

    /** The game ended: won, drawn or resigned. Fires once per game, never for a game abandoned by a restart. */
    default void gameOver(GameResult result) {
    }
}
