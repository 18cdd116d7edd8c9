package dev.connectfour.game;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.util.Objects;

/**
 * One entry of a game's history: a player dropped a disc in a column, or lost the turn to the clock
 * (a pass: the turn went to the opponent without a disc).
 *
 * @param player who had the turn
 * @param column the 0-based column of the disc, or {@link #PASS}
 */
public record Turn(Player player, int column) {
    /** The column of a lost turn. */
    public static final int PASS = -1;

    public Turn {
        Objects.requireNonNull(player, "player");
        if (column < PASS) {
            throw new IllegalArgumentException("column must be 0 or more, or PASS, was " + column);
        }
    }

    /** A disc dropped by {@code player} in {@code column} (0-based). */
    public static Turn drop(Player player, int column) {
        if (column < 0) {
            throw new IllegalArgumentException("column must be 0 or more, was " + column);
        }
        return new Turn(player, column);
    }

    /** {@code player} lost the turn to the clock. */
    public static Turn pass(Player player) {
        return new Turn(player, PASS);
    }

    /** True for a turn lost to the clock. */
    public boolean isPass() {
        return column == PASS;
    }

    /** {@code 4} for a disc in the fourth column (1-based, as move strings write it), {@code -} for a pass. */
    public char notation() {
        return isPass() ? Position.PASS : (char) ('1' + column);
    }
}
