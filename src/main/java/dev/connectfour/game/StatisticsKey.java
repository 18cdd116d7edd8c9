package dev.connectfour.game;

import dev.connectfour.engine.ComputerLevel;
import java.util.Objects;

/**
 * What statistics are kept apart by: the mode and the computer's level.
 *
 * @param mode  the mode
 * @param level {@link Mode#ONE_PLAYER}: the computer's level in that game; {@link Mode#WATCH}: seat one's
 *              computer's level; {@link Mode#TWO_PLAYERS}: {@code null}
 */
public record StatisticsKey(Mode mode, ComputerLevel level) {
    public StatisticsKey {
        Objects.requireNonNull(mode, "mode");
        if ((mode == Mode.TWO_PLAYERS) != (level == null)) {
            throw new IllegalArgumentException(mode == Mode.TWO_PLAYERS
                    ? "two-player statistics have no level" : mode + " statistics need a level");
        }
    }
}
