package dev.connectfour.ui.board;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.Lineup;
import java.util.Objects;

/**
 * How one side's discs look: a colour (a key such as {@code red}, painted by the theme's
 * {@code -cf-disc-red}) and a mark, so the two sides differ by shape as well as by colour.
 *
 * @param colourKey the colour's key, lower case
 * @param mark      the side's mark
 */
public record DiscLook(String colourKey, Mark mark) {
    /** The shape printed on a disc. */
    public enum Mark {
        RING,
        CROSS
    }

    public static final DiscLook DEFAULT_FIRST = new DiscLook("red", Mark.RING);
    public static final DiscLook DEFAULT_SECOND = new DiscLook("yellow", Mark.CROSS);

    public DiscLook {
        Objects.requireNonNull(colourKey, "colourKey");
        Objects.requireNonNull(mark, "mark");
    }

    /**
     * How a side's discs look wherever its game is drawn (the game, the review): its colour, and a ring for the side
     * whose colour comes first in {@link DiscColour}'s order, a cross for the other, whoever starts. The mark follows
     * the colours, not the seats, so that the two screens of a network game, each with its own player in seat one,
     * draw the same discs alike.
     */
    public static DiscLook of(Lineup lineup, Player player) {
        DiscColour colour = lineup.of(player).colour();
        DiscColour other = lineup.of(player.opponent()).colour();
        return new DiscLook(colour.key(), colour.compareTo(other) < 0 ? Mark.RING : Mark.CROSS);
    }
}
