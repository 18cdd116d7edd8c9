package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;

/**
 * Makes the computer players a session uses. The game passes the engine's factory,
 * {@code dev.connectfour.engine.players.ComputerPlayers::create} (Easy, Medium, Hard, custom depth, each
 * seeded at random); tests pass scripted players.
 */
@FunctionalInterface
public interface ComputerPlayerFactory {

    /**
     * A player at {@code level}. The session asks for each computer seat when it first needs one and
     * again whenever that seat's level changes (adaptive play). It asks on the background thread, at the
     * start of the first search (so loading an opening book never blocks the FX thread), and uses each
     * player from one thread at a time. If this throws, the failure is logged and the computer plays a
     * simple rule-based move instead.
     */
    ComputerPlayer create(ComputerLevel level);
}
