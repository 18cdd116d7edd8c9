package dev.connectfour.engine.book;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import java.util.OptionalInt;

/**
 * The moves of a position of the outcome layer short of its deepest level, derived from its children's
 * entries (which the layer holds, unless the move ends the game): every move of the best value, by exact
 * score if every child has one, else by outcome.
 */
final class BestMoves {
    private BestMoves() {
    }

    /**
     * The best moves of {@code position}, a bit per column.
     *
     * @throws IllegalStateException if the book lacks a child: its outcome layer is incomplete
     */
    static int of(OpeningBook book, Position position) {
        int width = position.size().width();
        Outcome[] outcomes = new Outcome[width];
        int[] exact = new int[width];
        boolean allExact = true;
        for (int column = 0; column < width; column++) {
            if (!position.canPlay(column)) {
                continue;
            }
            if (position.isWinningMove(column)) {
                outcomes[column] = Outcome.WIN;
                exact[column] = (position.freeCells() + 1) / 2;
                continue;
            }
            Position child = position.play(column);
            if (child.isGameOver()) {
                outcomes[column] = Outcome.DRAW; // the last free cell, and no four
                continue;
            }
            outcomes[column] = book.outcome(child)
                    .orElseThrow(() -> new IllegalStateException("the outcome layer lacks " + child.moves())).opposite();
            OptionalInt childScore = book.score(child);
            allExact &= childScore.isPresent();
            exact[column] = childScore.isPresent() ? -childScore.getAsInt() : 0;
        }
        int best = Integer.MIN_VALUE;
        for (int column = 0; column < width; column++) {
            if (outcomes[column] != null) {
                best = Math.max(best, allExact ? exact[column] : outcomes[column].sign());
            }
        }
        int moves = 0;
        for (int column = 0; column < width; column++) {
            if (outcomes[column] != null && (allExact ? exact[column] : outcomes[column].sign()) == best) {
                moves |= 1 << column;
            }
        }
        return moves;
    }
}
