package dev.connectfour.ui.board;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Seat;
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
     * How a seat's discs look wherever its game is drawn (the game, the review): its colour, and a ring
     * for seat one, a cross for seat two, whoever starts.
     */
    public static DiscLook of(Lineup lineup, Player player) {
        var side = lineup.of(player);
        return new DiscLook(side.colour().key(), side.seat() == Seat.ONE ? Mark.RING : Mark.CROSS);
    }
}
