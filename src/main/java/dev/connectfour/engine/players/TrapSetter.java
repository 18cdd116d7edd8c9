package dev.connectfour.engine.players;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.util.HashMap;
import java.util.Map;
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
 * candidate's worth is the expected outcome against the model, the replies counted alike: a mistake
 * counts as the better outcome it gives; a reply that keeps the value counts as that value, or, when
 * looking two replies ahead (for a draw, while time remains), as the worth of Hard's best follow-up
 * among its moves that keep the value. The candidates with the highest worth are returned, and the
 * caller plays its favourite among them. The value is never traded for a trap: every candidate
 * already has the best value, and a follow-up counts only once proven to keep it.
 *
 * <h2>Time</h2>
 * One reply ahead is judged for every candidate, then two; a look counts once every candidate is
 * judged. When the deadline interrupts a look, the last complete one decides, unless a candidate of
 * the unfinished look is already worth more than the best of it (a trap found is kept). Outcomes and
 * the model's replies are remembered within one choice; the solver keeps its table across moves.
 */
final class TrapSetter {
    /** The opponent model's look-ahead in plies. */
    static final int MODEL_DEPTH = ComputerLevel.MEDIUM_DEPTH;
    /** How many of the opponent's replies a draw's trap may reach ahead. */
    static final int MAX_TURNS = 2;

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

    /** Worths closer than this are equal (they are averages of a few small integers). */
    private static final double EPSILON = 1e-9;

    /** Ends a deepening level at the deadline (control flow, no stack trace). */
    private static final class OutOfTime extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfTime() {
            super("trap deadline", null, false, false);
        }
    }

    /** Outcomes for Hard to move (-1, 0, +1) by {@link Position#key()}, within one choice. */
    private final Map<Long, Integer> outcomes = new HashMap<>();
    /** The model's replies by {@link Position#key()}, within one choice. */
    private final Map<Long, Integer> replies = new HashMap<>();
    /** The current choice's deadline; {@link Long#MAX_VALUE}: none. */
    private long deadlineNanos = Long.MAX_VALUE;

    /**
     * The candidates with the best expected outcome against the model, looking at the opponent's next
     * reply, then (for a draw, while time remains) at its next {@value #MAX_TURNS} replies.
     *
     * @param position      the position, Hard to move, that nobody can win at once
     * @param candidates    moves of equal value for Hard (drawing moves, or equally slow losses); not empty
     * @param value         that value for Hard: 0 a draw, -1 a loss
     * @param deadlineNanos a {@link System#nanoTime()} after which no new judgement starts and the
     *                      solver stops (the caller sets it as the solver's deadline)
     * @return the best candidates as a column set: of the deepest look judged for every candidate, or
     *         all of them when the deadline came before even the first look was complete
     * @throws CancellationException if the thread is interrupted
     */
    int bestMoves(Position position, int[] candidates, int value, long deadlineNanos) {
        this.deadlineNanos = deadlineNanos;
        outcomes.clear();
        replies.clear();
        int best = 0;
        for (int candidate : candidates) {
            best |= 1 << candidate;
        }
        double known = value; // the best worth of the deepest look complete so far
        double[] worths = new double[candidates.length];
        int judged = 0;
        try {
            int deepest = value == 0 ? MAX_TURNS : 1;
            for (int turns = 1; turns <= deepest; turns++) {
                judged = 0;
                double bestWorth = Double.NEGATIVE_INFINITY;
                for (int candidate : candidates) {
                    double worth = worth(position.play(candidate), value, turns);
                    worths[judged++] = worth;
                    bestWorth = Math.max(bestWorth, worth);
                    if (worth >= 1 - EPSILON) {
                        break; // every natural reply loses: no candidate can do better
                    }
                }
                best = bestOf(candidates, worths, judged, bestWorth);
                known = bestWorth;
                judged = 0;
                if (bestWorth >= 1 - EPSILON) {
                    break;
                }
            }
        } catch (SearchCancelledException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("interrupted while setting a trap after " + position.moves());
            }
            if (System.nanoTime() - deadlineNanos < 0) {
                throw e; // cancelled from outside, not by the deadline
            }
            best = afterDeadline(candidates, worths, judged, known, best);
        } catch (MediumPlayer.DeadlineReached | OutOfTime e) {
            best = afterDeadline(candidates, worths, judged, known, best);
        } finally {
            outcomes.clear();
            replies.clear();
            this.deadlineNanos = Long.MAX_VALUE;
        }
        return best;
    }

    /**
     * The choice when the deadline interrupts a look: the deepest look judged completely decides
     * ({@code best}), unless a candidate judged in the unfinished one is worth more than any there.
     */
    private static int afterDeadline(int[] candidates, double[] worths, int judged, double known, int best) {
        double bestWorth = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < judged; i++) {
            bestWorth = Math.max(bestWorth, worths[i]);
        }
        return bestWorth > known + EPSILON ? bestOf(candidates, worths, judged, bestWorth) : best;
    }

    /** The first {@code judged} candidates whose worth is {@code bestWorth}, as a column set. */
    private static int bestOf(int[] candidates, double[] worths, int judged, double bestWorth) {
        int best = 0;
        for (int i = 0; i < judged; i++) {
            if (worths[i] >= bestWorth - EPSILON) {
                best |= 1 << candidates[i];
            }
        }
        return best;
    }

    /**
     * The expected outcome for Hard over the model's next {@code turns} replies, from
     * {@code afterMove} (the opponent to move, the outcome {@code value} for Hard with perfect play):
     * a mistake counts as the outcome it gives; a reply that keeps the value counts as {@code value},
     * or with turns left as Hard's best follow-up among the moves that keep it.
     */
    private double worth(Position afterMove, int value, int turns) {
        int chosen = plausibleReplies(afterMove);
        double sum = 0;
        for (int column = 0; column < afterMove.size().width(); column++) {
            if ((chosen & (1 << column)) != 0) {
                int outcome = outcomeAfter(afterMove, column);
                sum += outcome != value || turns == 1 ? outcome : followUp(afterMove.play(column), value, turns - 1);
            }
        }
        return sum / Integer.bitCount(chosen);
    }

    /** Hard's best worth over {@code turns} more replies among its moves that keep {@code value}. */
    private double followUp(Position position, int value, int turns) {
        // where the book holds every move of the best value, it tells; else the solver
        var entry = book.lookup(position);
        boolean stored = entry.isPresent() && entry.get().everyMove() && entry.get().outcome().sign() == value;
        double best = value;
        LineGeometry geometry = LineGeometry.of(position.size());
        for (int column : SensibleMoves.of(geometry, position)) {
            Position child = position.play(column);
            if (child.isGameOver()) {
                continue; // the board is full: nothing left to trap
            }
            if (stored && !entry.get().keeps(column)) {
                continue;
            }
            double worth = worth(child, value, turns);
            // only a move that would raise the best needs proving that it keeps the value
            if (worth > best + EPSILON && (stored || -outcome(child) == value)) {
                best = worth;
            }
        }
        return best;
    }

    /**
     * The replies the model would choose among, as a column set: those its look-ahead scores best.
     * Never empty for a position that is not over.
     */
    int plausibleReplies(Position position) {
        Integer known = replies.get(position.key());
        if (known != null) {
            return known;
        }
        int[] scores = model.scoreColumns(position, modelDepth, deadlineNanos);
        int best = Integer.MIN_VALUE;
        for (int score : scores) {
            best = Math.max(best, score);
        }
        int chosen = 0;
        for (int column = 0; column < scores.length; column++) {
            if (scores[column] == best && position.canPlay(column)) {
                chosen |= 1 << column;
            }
        }
        replies.put(position.key(), chosen);
        return chosen;
    }

    /**
     * The outcome for Hard (-1, 0, +1) once the opponent has played {@code reply} after
     * {@code afterMove}.
     */
    private int outcomeAfter(Position afterMove, int reply) {
        if (afterMove.isWinningMove(reply)) {
            return -1;
        }
        Position next = afterMove.play(reply);
        return next.isGameOver() ? 0 : outcome(next); // over: the board is full
    }

    /**
     * The outcome for the side to move (-1, 0, +1) of a position that is not over: from the book, else
     * the solver (whose deadline the caller sets).
     */
    private int outcome(Position position) {
        if (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0) {
            throw new OutOfTime();
        }
        Integer known = outcomes.get(position.key());
        if (known != null) {
            return known;
        }
        int outcome;
        LineGeometry geometry = LineGeometry.of(position.size());
        if (geometry.winningColumns(position.currentStones(), position.occupied()) != 0) {
            outcome = 1;
        } else {
            var fromBook = book.outcome(position);
            outcome = fromBook.isPresent() ? fromBook.get().sign() : solver.solveWeak(position);
        }
        outcomes.put(position.key(), outcome);
        return outcome;
    }
}
