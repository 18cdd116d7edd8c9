package dev.connectfour.engine.analysis;

import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Solver;
import java.util.Objects;

/**
 * What a move (or a position) is worth for the side to move with perfect play, in words a player
 * understands: a win, a draw or a loss, and for a win or a loss in how many of <em>the mover's own</em>
 * moves the game ends.
 *
 * <h2>From the solver's score</h2>
 * The solver scores {@code +k} when the side to move wins with its k-th-from-last disc and {@code -k}
 * when its opponent does (see {@link Solver}). With {@code F} free cells and play alternating from here,
 * the side to move still has {@code ceil(F / 2)} discs and its opponent {@code floor(F / 2)}:
 * <pre>
 *   score +k  ->  Win in  N = ceil(F / 2) + 1 - k    (the mover's N-th disc from now, this one counted, wins)
 *   score  0  ->  Draw
 *   score -k  ->  Loss in N = floor(F / 2) + 1 - k   (the opponent's N-th disc wins; the mover drops N
 *                                                      discs before it, this one counted)
 * </pre>
 * A column's score is read with the {@code F} of the position the column is played in, so "Win in 1"
 * is a disc that connects four at once and "Loss in 1" a disc after which the opponent connects four.
 *
 * @param outcome the outcome for the side to move
 * @param moves   N: at least 1 for a win or a loss whose distance is known; {@link #UNKNOWN_DISTANCE}
 *                when only the outcome is known (the opening book, a weak solve); 0 for a draw
 */
public record Verdict(OpeningBook.Outcome outcome, int moves) {
    /** The {@link #moves()} of a win or loss known only from a weak solve or the opening book. */
    public static final int UNKNOWN_DISTANCE = -1;

    public Verdict {
        Objects.requireNonNull(outcome, "outcome");
        if (outcome == OpeningBook.Outcome.DRAW ? moves != 0 : moves != UNKNOWN_DISTANCE && moves < 1) {
            throw new IllegalArgumentException(outcome + " in " + moves + " moves");
        }
    }

    /**
     * The verdict of an exact solver score.
     *
     * @param score     the solver's score, for the side to move
     * @param freeCells the free cells of the position the score belongs to (for a column's score: of the
     *                  position before the disc is dropped)
     * @throws IllegalArgumentException if the score cannot occur with that many free cells
     */
    public static Verdict ofScore(int score, int freeCells) {
        if (freeCells < 1) {
            throw new IllegalArgumentException("no free cell: nothing to score");
        }
        int moverDiscs = (freeCells + 1) / 2;
        int opponentDiscs = freeCells / 2;
        if (score > moverDiscs || -score > opponentDiscs) {
            throw new IllegalArgumentException("score " + score + " is impossible with " + freeCells + " free cells");
        }
        if (score > 0) {
            return new Verdict(OpeningBook.Outcome.WIN, moverDiscs + 1 - score);
        }
        if (score < 0) {
            return new Verdict(OpeningBook.Outcome.LOSS, opponentDiscs + 1 + score);
        }
        return draw();
    }

    /** Only the outcome is known (a weak solve's -1, 0 or +1, or the opening book). */
    public static Verdict ofOutcome(OpeningBook.Outcome outcome) {
        return new Verdict(outcome, outcome == OpeningBook.Outcome.DRAW ? 0 : UNKNOWN_DISTANCE);
    }

    public static Verdict draw() {
        return new Verdict(OpeningBook.Outcome.DRAW, 0);
    }

    /** True when nothing more is to be learnt: a draw, or a win or loss with its distance. */
    public boolean isExact() {
        return moves != UNKNOWN_DISTANCE;
    }

    /**
     * True if this is better for the mover than {@code other}: a better outcome, or the same one
     * sooner (a win) or later (a loss). Among unknown distances neither is better.
     */
    public boolean isBetterThan(Verdict other) {
        if (outcome != other.outcome) {
            return outcome.compareTo(other.outcome) > 0;
        }
        if (!isExact() || !other.isExact()) {
            return false;
        }
        return outcome == OpeningBook.Outcome.WIN ? moves < other.moves : moves > other.moves;
    }
}
