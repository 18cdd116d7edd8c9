package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Position;
import java.util.Map;

/**
 * Exact scores the slow way, the reference the solver tests compare with: plain minimax over every
 * column, no pruning, memoised by position (board and side to move). The definition of the score
 * convention, independent of the solver's search: a win with the next disc scores
 * {@code (free + 1) / 2} (the side to move has all its {@code ceil(free / 2)} discs left), a full
 * board 0.
 */
final class Minimax {
    private Minimax() {
    }

    /** The score of a position that is not over, for its side to move. */
    static int score(Position position, Map<Position, Integer> memo) {
        Integer known = memo.get(position);
        if (known != null) {
            return known;
        }
        int best = Integer.MIN_VALUE;
        for (int column = 0; column < position.size().width(); column++) {
            if (position.canPlay(column)) {
                best = Math.max(best, columnScore(position, column, memo));
            }
        }
        memo.put(position, best);
        return best;
    }

    /** The score for the side to move of playing {@code column}, which must be playable. */
    static int columnScore(Position position, int column, Map<Position, Integer> memo) {
        if (position.isWinningMove(column)) {
            return (position.freeCells() + 1) / 2;
        }
        Position child = position.play(column);
        return child.isGameOver() ? 0 : -score(child, memo);
    }
}
