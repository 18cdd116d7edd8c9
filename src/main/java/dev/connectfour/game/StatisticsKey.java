package dev.connectfour.game;

import dev.connectfour.engine.BoardSize;
import dev.connectfour.engine.ComputerLevel;
import java.util.Objects;

/**
 * What statistics are kept apart by: the mode, the computer's level and the board.
 *
 * @param mode  the mode
 * @param level {@link Mode#ONE_PLAYER}: the computer's level in that game; {@link Mode#WATCH}: seat one's
 *              computer's level; {@link Mode#TWO_PLAYERS}: {@code null}
 * @param size  the board the games were played on
 */
public record StatisticsKey(Mode mode, ComputerLevel level, BoardSize size) {
    public StatisticsKey {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(size, "size");
        if ((mode == Mode.TWO_PLAYERS) != (level == null)) {
            throw new IllegalArgumentException(mode == Mode.TWO_PLAYERS
                    ? "two-player statistics have no level" : mode + " statistics need a level");
        }
    }

    /** A key on the standard 7x6 board, where every game before board variants was played. */
    public StatisticsKey(Mode mode, ComputerLevel level) {
        this(mode, level, BoardSize.STANDARD);
    }
}
