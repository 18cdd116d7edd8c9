package dev.connectfour.ui.preferences;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;

/**
 * What the Watch set-up last started, offered again at the next start of the game (its board is
 * {@link UiSettings#lastBoardSize()}, shared with the other set-ups).
 *
 * @param seatOne     the first computer's level
 * @param seatTwo     the second computer's level
 * @param delayMillis the pause before each disc, 0 to {@link GameSettings#MAX_COMPUTER_DELAY_MILLIS}
 */
public record WatchChoices(ComputerLevel seatOne, ComputerLevel seatTwo, int delayMillis) {
    public static final WatchChoices DEFAULTS = new WatchChoices(ComputerLevel.MEDIUM, ComputerLevel.HARD,
            GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);

    public WatchChoices {
        if (seatOne == null || seatTwo == null) {
            throw new IllegalArgumentException("both computers' levels are required");
        }
        if (delayMillis < 0 || delayMillis > GameSettings.MAX_COMPUTER_DELAY_MILLIS) {
            throw new IllegalArgumentException("the watching delay must be 0.." + GameSettings.MAX_COMPUTER_DELAY_MILLIS
                    + " ms, got " + delayMillis);
        }
    }
}
