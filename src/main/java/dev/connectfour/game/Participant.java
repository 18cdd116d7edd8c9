package dev.connectfour.game;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.board.Player;
import java.util.Objects;
import java.util.Optional;

/**
 * One side of the current game: which seat it is, whether it moves first or second in this game,
 * and its name, colour and (for a computer) level.
 *
 * @param seat   the seat, fixed for the session
 * @param player {@link Player#FIRST} if this side started this game
 * @param name   the name to show
 * @param colour the disc colour's theme key
 * @param level  the computer's level in this game (it may rise between games in adaptive play);
 *               {@code null} for a person
 */
public record Participant(Seat seat, Player player, String name, DiscColour colour, ComputerLevel level) {
    public Participant {
        Objects.requireNonNull(seat, "seat");
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(colour, "colour");
    }

    /** True for a person, false for the computer. */
    public boolean isHuman() {
        return level == null;
    }

    /** The computer's level; empty for a person. */
    public Optional<ComputerLevel> computerLevel() {
        return Optional.ofNullable(level);
    }
}
