package dev.connectfour.engine;

import java.util.Objects;
import java.util.concurrent.CancellationException;

/**
 * Hard's choice among moves of equal value: the one that sets the best trap for an imperfect
 * opponent. A perfect opponent cannot tell such moves apart (they all draw, or all lose equally
 * slowly), but a real one can: after some of them its natural replies are mistakes.
 *
 * <h2>The opponent model</h2>
 * A plausible opponent is a shallow look-ahead player: the win-lines alpha-beta search of the
 * {@link MediumPlayer} to {@value #MODEL_DEPTH} plies, which plays at random among the replies it
 * scores best. That is what the Medium level does, and roughly what a club player sees: immediate
 * threats and a few moves ahead, not the zugzwang of the last rows.
 *
 * <h2>The choice</h2>
 * For each candidate move, the model's best-scored replies are each judged exactly, from the opening
 * book or by the solver: the outcome for Hard (loss, draw, win) once the opponent has replied. The
 * candidate's worth is the expected outcome against the model, the replies counted alike; a reply that
 * keeps the value counts as that value, a mistake counts as the better outcome it gives. The move with
 * the highest worth is played; among equal worths (no trap anywhere, say) the first candidate, the
 * caller's favourite. The value is never traded for a trap: every candidate already has the best value.
 *
 * <h2>Time</h2>
 * The candidates are judged in the caller's order until the deadline; if it comes first, the choice is
 * made among the candidates judged completely, the first one always among them once judged (and the
 * first candidate if none was).
 */
final class TrapSetter {
    /** The opponent model's look-ahead in plies. */
    static final int MODEL_DEPTH = ComputerLevel.MEDIUM_DEPTH;

    private final OpeningBook book;
    private final Solver solver;
    private final MediumPlayer model;
    private final int modelDepth;

    TrapSetter(OpeningBook book, Solver solver, MediumPlayer model, int modelDepth) {
        this.book = Objects.requireNonNull(book, "book");
        this.solver = Objects.requireNonNull(solver, "solver");
        this.model = Objects.requireNonNull(model, "model");
        this.modelDepth = modelDepth;
    }

    /** A candidate's worth: the summed outcomes for Hard over {@code replies} equally likely replies. */
    private record Worth(int outcomes, int replies) {
        boolean betterThan(Worth other) {
            return other == null || (long) outcomes * other.replies > (long) other.outcomes * replies;
        }
    }

    /**
     * The candidate with the best expected outcome against the model.
     *
     * @param position      the position, Hard to move, that nobody can win at once
     * @param candidates    moves of equal value for Hard (drawing moves, or equally slow losses), the
     *                      favourite first; not empty
     * @param deadlineNanos a {@link System#nanoTime()} after which no new judgement starts and the
     *                      caller cancels the solver
     * @throws CancellationException if the thread is interrupted
     */
    int choose(Position position, int[] candidates, long deadlineNanos) {
        int best = candidates[0];
        Worth bestWorth = null;
        try {
            for (int candidate : candidates) {
                if (System.nanoTime() - deadlineNanos >= 0) {
                    break;
                }
                Worth worth = worth(position.play(candidate), deadlineNanos);
                if (worth.betterThan(bestWorth)) {
                    best = candidate;
                    bestWorth = worth;
                }
            }
        } catch (SearchCancelledException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("interrupted while setting a trap after " + position.moves());
            }
            if (System.nanoTime() - deadlineNanos < 0) {
                throw e; // cancelled from outside, not by the clock
            }
        } catch (MediumPlayer.DeadlineReached e) {
            // the model ran out of time: keep the candidates judged so far
        }
        return best;
    }

    /** The expected outcome for Hard when the model replies to {@code afterMove} (opponent to move). */
    private Worth worth(Position afterMove, long deadlineNanos) {
        int replies = plausibleReplies(afterMove, deadlineNanos);
        int outcomes = 0;
        for (int column = 0; column < afterMove.size().width(); column++) {
            if ((replies & (1 << column)) != 0) {
                outcomes += outcomeAfter(afterMove, column);
            }
        }
        return new Worth(outcomes, Integer.bitCount(replies));
    }

    /**
     * The replies the model would choose among, as a column set: those its look-ahead scores best.
     * Never empty for a position that is not over.
     */
    int plausibleReplies(Position position, long deadlineNanos) {
        int[] scores = model.scoreColumns(position, modelDepth, deadlineNanos);
        int best = Integer.MIN_VALUE;
        for (int score : scores) {
            best = Math.max(best, score);
        }
        int replies = 0;
        for (int column = 0; column < scores.length; column++) {
            if (scores[column] == best && position.canPlay(column)) {
                replies |= 1 << column;
            }
        }
        return replies;
    }

    /**
     * The outcome for Hard (-1, 0, +1) once the opponent has played {@code reply} after
     * {@code afterMove}: from the book, else the solver (which the caller cancels at the deadline).
     */
    private int outcomeAfter(Position afterMove, int reply) {
        if (afterMove.isWinningMove(reply)) {
            return -1;
        }
        Position next = afterMove.play(reply);
        if (next.isGameOver()) {
            return 0; // the board is full
        }
        LineGeometry geometry = LineGeometry.of(next.size());
        if (geometry.winningColumns(next.currentStones(), next.occupied()) != 0) {
            return 1;
        }
        if (book.size().equals(next.size())) {
            var entry = book.lookup(next);
            if (entry.isPresent()) {
                return entry.get().outcome().sign();
            }
        }
        return solver.solveWeak(next);
    }
}
