package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Seat;
import dev.connectfour.ui.board.DiscLook;

/** How a game's discs look, wherever its board is drawn (the game, the review). */
public final class DiscLooks {
    private DiscLooks() {
    }

    /** The look of a seat's discs: its colour, and a ring for seat one, a cross for seat two, whoever starts. */
    public static DiscLook of(Lineup lineup, Player player) {
        var side = lineup.of(player);
        return new DiscLook(side.colour().key(), side.seat() == Seat.ONE ? DiscLook.Mark.RING : DiscLook.Mark.CROSS);
    }
}
