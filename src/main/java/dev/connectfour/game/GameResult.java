package dev.connectfour.game;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position.Cell;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended. A session publishes exactly one per game.
 *
 * @param ending       how it ended
 * @param winner       the side that won; {@code null} for a draw
 * @param winningSeat  the seat that won; {@code null} for a draw
 * @param winningCells the cells to highlight (four or more in a row); empty for a draw or a resignation
 */
public record GameResult(Ending ending, Player winner, Seat winningSeat, List<Cell> winningCells) {

    /** How a game ended. */
    public enum Ending {
        /** A side connected four. */
        FOUR_IN_A_ROW,
        /** The board is full and nobody connected four. */
        DRAW,
        /** A person gave up; the other side wins. */
        RESIGNED,
        /** A network game whose connection stayed lost: nobody wins, and it is not counted. */
        ABANDONED
    }

    public GameResult {
        Objects.requireNonNull(ending, "ending");
        winningCells = List.copyOf(winningCells);
        boolean noWinner = ending == Ending.DRAW || ending == Ending.ABANDONED;
        if (noWinner != (winner == null) || (winner == null) != (winningSeat == null)) {
            throw new IllegalArgumentException("a draw or an abandoned game has no winner, every other ending has one: "
                    + ending + ", " + winner + ", " + winningSeat);
        }
        if ((ending == Ending.FOUR_IN_A_ROW) == winningCells.isEmpty()) {
            throw new IllegalArgumentException("winning cells go with four in a row, and only with it: " + ending);
        }
    }

    /** True for a draw. */
    public boolean isDraw() {
        return ending == Ending.DRAW;
    }

    /** The winning side; empty for a draw. */
    public Optional<Player> winningPlayer() {
        return Optional.ofNullable(winner);
    }

    /** True for a network game abandoned when its connection stayed lost. */
    public boolean isAbandoned() {
        return ending == Ending.ABANDONED;
    }

    /**
     * The outcome for {@code seat}.
     *
     * @throws IllegalStateException for an {@linkplain #isAbandoned() abandoned} game, which has none
     */
    public Outcome outcomeFor(Seat seat) {
        if (isAbandoned()) {
            throw new IllegalStateException("an abandoned game has no outcome");
        }
        return winningSeat == null ? Outcome.DRAWN : winningSeat == seat ? Outcome.WON : Outcome.LOST;
    }
}
