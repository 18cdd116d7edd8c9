package dev.connectfour.game;

import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.engine.ComputerPlayer;

/**
 * Makes the computer players a session uses: the players branch provides the real factory
 * (Easy, Medium, Hard, custom depth); tests pass scripted players.
 */
@FunctionalInterface
public interface ComputerPlayers {

    /**
     * A player at {@code level}. The session asks once per computer seat and game (so an adaptive level
     * change takes effect in the next game) and uses the player from one background thread at a time.
     */
    ComputerPlayer create(ComputerLevel level);
}
