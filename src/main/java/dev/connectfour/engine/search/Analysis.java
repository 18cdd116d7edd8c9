package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Position;
import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The score of every column of a position, for the side to move, in the solver's convention
 * ({@code +k}: the side to move wins with its k-th-from-last disc; 0 draw; negative: it loses).
 * With a weak analysis the scores are only -1, 0 or +1. A full column is not playable.
 */
public record Analysis(Position position, boolean weak, int[] scores, boolean[] playable) {

    public Analysis {
        if (scores.length != position.size().width() || playable.length != scores.length) {
            throw new IllegalArgumentException("one score per column expected");
        }
        scores = scores.clone();
        playable = playable.clone();
    }

    /** The score of playing {@code column} (0-based); only meaningful when {@link #playable(int)}. */
    public int score(int column) {
        if (!playable[column]) {
            throw new IllegalArgumentException("column " + (column + 1) + " is not playable");
        }
        return scores[column];
    }

    /** True if the column can be played. */
    public boolean playable(int column) {
        return playable[column];
    }

    /** The best score over the playable columns (the score of the position). */
    public int bestScore() {
        OptionalInt best = bestColumn();
        if (best.isEmpty()) {
            throw new IllegalStateException("no playable column");
        }
        return scores[best.getAsInt()];
    }

    /** A column with the best score, the leftmost among equals; empty if no column is playable. */
    public OptionalInt bestColumn() {
        int best = -1;
        for (int column = 0; column < scores.length; column++) {
            if (playable[column] && (best < 0 || scores[column] > scores[best])) {
                best = column;
            }
        }
        return best < 0 ? OptionalInt.empty() : OptionalInt.of(best);
    }

    /** The scores separated by spaces, {@code -} for a full column, as {@code solve --analyze} prints them. */
    public String scoresText() {
        StringBuilder text = new StringBuilder();
        for (int column = 0; column < scores.length; column++) {
            if (column > 0) {
                text.append(' ');
            }
            text.append(playable[column] ? Integer.toString(scores[column]) : "-");
        }
        return text.toString();
    }

    @Override
    public int[] scores() {
        return scores.clone();
    }

    @Override
    public boolean[] playable() {
        return playable.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Analysis that && weak == that.weak && position.equals(that.position)
                && Arrays.equals(scores, that.scores) && Arrays.equals(playable, that.playable);
    }

    @Override
    public int hashCode() {
        return position.hashCode() * 31 + Arrays.hashCode(scores);
    }

    @Override
    public String toString() {
        return "Analysis[" + position.moves() + (weak ? " weak" : "") + ": " + scoresText() + "]";
    }
}
