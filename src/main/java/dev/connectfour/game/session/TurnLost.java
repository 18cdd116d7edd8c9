package dev.connectfour.game.session;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.Seat;

/**
 * A person's move clock ran out: the turn passed to the opponent without a disc.
 *
 * @param player the side that lost its turn
 * @param seat   its seat
 * @param name   its name, for a message such as "Time's up, Anna!"
 */
public record TurnLost(Player player, Seat seat, String name) {
}
