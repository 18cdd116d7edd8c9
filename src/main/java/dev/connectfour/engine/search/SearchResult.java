package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Position;

/**
 * The outcome of a time-bounded {@link Solver#search(Position, long)}.
 *
 * @param bestColumn the 0-based column to play: the best proven one, or the best guess when the
 *                   deadline came first
 * @param score      with {@link Quality#EXACT} the exact score of that move; with {@link Quality#WEAK}
 *                   -1, 0 or +1 (loss, draw, win); with {@link Quality#HEURISTIC} 0, meaningless
 * @param quality    how much of the value is proven
 * @param nodes      positions searched
 */
public record SearchResult(int bestColumn, int score, Quality quality, long nodes) {

    /** How much the search proved before the deadline. */
    public enum Quality {
        /**
         * Not proven best: a move proven to draw while other moves were still unproven, or else the
         * move ordering's best guess among the moves not yet proven (or seen) to lose.
         */
        HEURISTIC,
        /** The move's outcome (win, draw or loss) is proven and no other move has a better one. */
        WEAK,
        /** The move's exact score is proven and no other move scores better. */
        EXACT
    }

    /** True when the value is proven (weakly or exactly), false when it is a guess. */
    public boolean proven() {
        return quality != Quality.HEURISTIC;
    }
}
