package dev.connectfour.game;

import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.engine.ComputerPlayer;

/**
 * Makes the computer players a session uses. The game passes the engine's factory,
 * {@code dev.connectfour.engine.ComputerPlayers::create} (Easy, Medium, Hard, custom depth, each
 * seeded at random); tests pass scripted players.
 */
@FunctionalInterface
public interface ComputerPlayerFactory {

    /**
     * A player at {@code level}. The session asks for each computer seat when it first needs one and
     * again whenever that seat's level changes (adaptive play), and uses each player from one background
     * thread at a time.
     */
    ComputerPlayer create(ComputerLevel level);
}
