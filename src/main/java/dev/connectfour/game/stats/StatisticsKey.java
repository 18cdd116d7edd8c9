package dev.connectfour.game.stats;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import java.util.Objects;

/**
 * What statistics are kept apart by: the mode, the computers' levels and the board.
 *
 * @param mode        the mode
 * @param level       {@link Mode#ONE_PLAYER}: the computer's level in that game; {@link Mode#WATCH}: seat one's
 *                    computer's level; {@link Mode#TWO_PLAYERS} and {@link Mode#NETWORK}: {@code null}
 * @param size        the board the games were played on
 * @param secondLevel {@link Mode#WATCH}: seat two's computer's level, {@code null} for games recorded before
 *                    it was (statistics version 2 and earlier); {@code null} in the other modes
 */
public record StatisticsKey(Mode mode, ComputerLevel level, BoardSize size, ComputerLevel secondLevel) {
    public StatisticsKey {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(size, "size");
        boolean people = mode.isHuman(Seat.TWO);
        if (people != (level == null)) {
            throw new IllegalArgumentException(people
                    ? mode + " statistics have no level" : mode + " statistics need a level");
        }
        if (secondLevel != null && mode.isHuman(Seat.ONE)) {
            throw new IllegalArgumentException("only watched games have a second computer, not " + mode);
        }
    }

    /** A key of a game a person played, or of a watched game whose second computer is not known. */
    public StatisticsKey(Mode mode, ComputerLevel level, BoardSize size) {
        this(mode, level, size, null);
    }

    /** A key on the standard 7x6 board, where every game before board variants was played. */
    public StatisticsKey(Mode mode, ComputerLevel level) {
        this(mode, level, BoardSize.STANDARD);
    }

    /** Two computers at {@code first} (seat one) and {@code second} (seat two), watched on {@code size}. */
    public static StatisticsKey watched(ComputerLevel first, ComputerLevel second, BoardSize size) {
        return new StatisticsKey(Mode.WATCH, first, size, Objects.requireNonNull(second, "second"));
    }

    /** True for games a person played (one player, two players, network): their results; watched games are not. */
    public boolean isPlayed() {
        return mode.isHuman(Seat.ONE);
    }
}
