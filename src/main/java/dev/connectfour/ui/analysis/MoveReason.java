package dev.connectfour.ui.analysis;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.coach.Claim;
import java.util.Objects;
import java.util.Optional;

/**
 * Why a move is good (the hint's "Why this move?"), as far as the coach can prove it.
 *
 * @param before  the position the move is for
 * @param column  the move, 0-based
 * @param outcome the mover's outcome in {@code before}, with perfect play
 * @param keeps   whether the move keeps that outcome
 * @param claim   what the move does ({@link dev.connectfour.engine.coach.Coach#whatItDoes}); empty if no idea is proven
 */
public record MoveReason(Position before, int column, Outcome outcome, boolean keeps, Optional<Claim> claim) {
    public MoveReason {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(claim, "claim");
    }
}
