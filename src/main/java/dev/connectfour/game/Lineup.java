package dev.connectfour.game;

import dev.connectfour.engine.board.Player;
import java.util.Objects;

/**
 * Who plays the current game: the side that moves first and the side that moves second. Changes
 * only when a new game starts (who starts may alternate, an adaptive computer may get harder).
 *
 * @param first  the side that made (or makes) the first move
 * @param second the other side
 */
public record Lineup(Participant first, Participant second) {
    public Lineup {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (first.player() != Player.FIRST || second.player() != Player.SECOND || first.seat() == second.seat()) {
            throw new IllegalArgumentException("a lineup needs the first and the second player in different seats: "
                    + first + ", " + second);
        }
    }

    /** The side playing {@code player}'s discs in this game. */
    public Participant of(Player player) {
        return player == Player.FIRST ? first : second;
    }

    /** The side in {@code seat}. */
    public Participant of(Seat seat) {
        return first.seat() == seat ? first : second;
    }

    /** The seat that moves first in this game. */
    public Seat starter() {
        return first.seat();
    }
}
