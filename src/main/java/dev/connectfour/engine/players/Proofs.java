package dev.connectfour.engine.players;

import java.util.Arrays;

/**
 * What {@link HardPlayer}'s proofs have found so far for one move to choose: the outcome of the
 * position itself, and for each column its outcome (the sign of its score, "weak"), its exact score,
 * and the nodes its outcome took to prove. Scores are for the side to move after playing the column, as
 * the solver gives them; anything not yet proven is {@link #UNKNOWN}. Every question takes the
 * columns in play, in the order the proofs go ({@code order}): the other columns are never proven.
 *
 * <p>Filled in by one thread: the proofs may stop at a deadline and go on later where they stopped.
 */
final class Proofs {
    /** Below any score: not (yet) proven. */
    static final int UNKNOWN = Integer.MIN_VALUE;

    private int value;
    private final int[] weak;
    private final int[] exact;
    private final long[] effort;

    /** Nothing proven on a board {@code width} columns wide, but the position's outcome if known (else {@link #UNKNOWN}). */
    Proofs(int width, int value) {
        this.value = value;
        this.weak = new int[width];
        this.exact = new int[width];
        this.effort = new long[width];
        Arrays.fill(weak, UNKNOWN);
        Arrays.fill(exact, UNKNOWN);
    }

    /** The position's outcome (-1, 0, +1), or {@link #UNKNOWN}. */
    int value() {
        return value;
    }

    void provePosition(int outcome) {
        value = outcome;
    }

    /** The outcome of playing {@code column}, or {@link #UNKNOWN}. */
    int weak(int column) {
        return weak[column];
    }

    /** Records the outcome of playing {@code column}, which took {@code nodes} to prove (0 if not counted). */
    void proveOutcome(int column, int outcome, long nodes) {
        weak[column] = outcome;
        effort[column] = nodes;
    }

    /** Records that every column of {@code order} loses: the position is lost. */
    void loseAll(int[] order) {
        for (int column : order) {
            weak[column] = -1;
        }
    }

    /** Records the exact score of playing {@code column}. */
    void proveScore(int column, int score) {
        exact[column] = score;
    }

    /** The exact score of playing {@code column}, or {@link #UNKNOWN}. */
    int exact(int column) {
        return exact[column];
    }

    /** True if the position's outcome is known and a move proven to keep it (any move of a loss). */
    boolean keeperProven(int[] order) {
        return value != UNKNOWN && (value < 0 || Arrays.stream(order).anyMatch(column -> weak[column] == value));
    }

    /** Whether every column of {@code order} has its outcome proven. */
    boolean outcomesComplete(int[] order) {
        return Arrays.stream(order).allMatch(column -> weak[column] != UNKNOWN);
    }

    /** Whether every column of {@code order} has its exact score proven. */
    boolean scoresComplete(int[] order) {
        return Arrays.stream(order).allMatch(column -> exact[column] != UNKNOWN);
    }

    /** The best outcome proven, or {@link #UNKNOWN}. */
    int bestOutcome() {
        return max(weak);
    }

    /** The best exact score proven, or {@link #UNKNOWN}. */
    int bestScore() {
        return max(exact);
    }

    /** The columns of {@code order} whose outcome is {@code outcome} ({@link #UNKNOWN}: not proven), in that order. */
    int[] withOutcome(int[] order, int outcome) {
        return Arrays.stream(order).filter(column -> weak[column] == outcome).toArray();
    }

    /** The columns of {@code order} whose exact score is {@code score} ({@link #UNKNOWN}: not proven), in that order. */
    int[] withScore(int[] order, int score) {
        return Arrays.stream(order).filter(column -> exact[column] == score).toArray();
    }

    /**
     * The columns of {@code order} of the best outcome whose exact score is not proven, the cheapest
     * outcome proof first (quick wins and slow losses take few nodes), in {@code order} among equals.
     */
    int[] toScore(int[] order) {
        int best = bestOutcome();
        Integer[] columns = Arrays.stream(order).filter(column -> weak[column] == best && exact[column] == UNKNOWN)
                .boxed().toArray(Integer[]::new);
        Arrays.sort(columns, (a, b) -> Long.compare(effort[a], effort[b]));
        return Arrays.stream(columns).mapToInt(Integer::intValue).toArray();
    }

    /** The outcomes by column, for the log. */
    @Override
    public String toString() {
        return Arrays.toString(weak);
    }

    private static int max(int[] scores) {
        int best = UNKNOWN;
        for (int score : scores) {
            best = Math.max(best, score);
        }
        return best;
    }
}
