package dev.connectfour.cli.puzzles;

import dev.connectfour.cli.puzzles.LevelTrials.Trial;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.engine.puzzles.PuzzleRating;
import java.util.List;

/**
 * Puzzle ratings calibrated against the ladder: a rung of rating {@code r} solves a puzzle of rating {@code R} with
 * the logistic chance {@code 1 / (1 + 10^((R - r) / 400))}, as Glicko-2 expects a player to beat an opponent (the
 * puzzle is the opponent, the rung's fitted rating is its strength, see {@code src/docs/ladder.md}).
 *
 * <ul>
 *   <li>{@link #weights}: the feature weights of {@link PuzzleRating} by maximum likelihood over every trial, with a
 *       normal prior of {@value #WEIGHT_SD} around the hand-set weights ({@link #HAND_WEIGHTS}), so a feature the
 *       trials hardly show keeps about its old weight.</li>
 *   <li>{@link #rating}: one puzzle's rating, its own trials against the prior {@code weights · features} with a
 *       spread of {@value #PUZZLE_SD}: where the rungs did what the features predict it stays, where they did
 *       better or worse it moves.</li>
 * </ul>
 */
final class RatingFit {
    /** The weights of {@link PuzzleRating} before any calibration: the prior's centre. */
    static final double[] HAND_WEIGHTS = {900, 110, 350, 150, 350, 40, -50, -200};
    static final double WEIGHT_SD = 300;
    static final double PUZZLE_SD = 200;
    private static final double SCALE = Math.log(10) / 400;
    private static final int NEWTON_STEPS = 50;
    private static final double[] RUNG_RATINGS = Ladder.rungs().stream().mapToDouble(Ladder.Rung::rating).toArray();

    private RatingFit() {
    }

    /** The weights that best explain {@code trials}, rounded to whole rating points. */
    static double[] weights(List<Trial> trials, int seeds) {
        int k = HAND_WEIGHTS.length;
        double[] w = HAND_WEIGHTS.clone();
        for (int step = 0; step < NEWTON_STEPS; step++) {
            double[] gradient = new double[k];
            double[][] hessian = new double[k][k];
            for (int i = 0; i < k; i++) {
                gradient[i] = -(w[i] - HAND_WEIGHTS[i]) / (WEIGHT_SD * WEIGHT_SD);
                hessian[i][i] = -1 / (WEIGHT_SD * WEIGHT_SD);
            }
            for (Trial trial : trials) {
                double rating = dot(w, trial.features());
                // d(log-likelihood)/d(rating) = -SCALE (solves - seeds p) per rung; its second derivative -SCALE² seeds p (1 - p)
                double first = 0;
                double second = 0;
                for (int rung = 0; rung < trial.solves().length; rung++) {
                    double p = solveChance(rungRating(rung), rating);
                    first += -SCALE * (trial.solves()[rung] - seeds * p);
                    second += -SCALE * SCALE * seeds * p * (1 - p);
                }
                double[] x = trial.features();
                for (int i = 0; i < k; i++) {
                    gradient[i] += first * x[i];
                    for (int j = 0; j < k; j++) {
                        hessian[i][j] += second * x[i] * x[j];
                    }
                }
            }
            double[] delta = solve(hessian, gradient);
            for (int i = 0; i < k; i++) {
                w[i] -= delta[i];
            }
        }
        for (int i = 0; i < k; i++) {
            w[i] = Math.round(w[i]);
        }
        return w;
    }

    /** The rating of one puzzle: its trials against the prior {@code weights · features}, within the rating's bounds. */
    static int rating(Trial trial, double[] weights, int seeds) {
        double prior = dot(weights, trial.features());
        double rating = prior;
        for (int step = 0; step < NEWTON_STEPS; step++) {
            double first = -(rating - prior) / (PUZZLE_SD * PUZZLE_SD);
            double second = -1 / (PUZZLE_SD * PUZZLE_SD);
            for (int rung = 0; rung < trial.solves().length; rung++) {
                double p = solveChance(rungRating(rung), rating);
                first += -SCALE * (trial.solves()[rung] - seeds * p);
                second += -SCALE * SCALE * seeds * p * (1 - p);
            }
            rating -= first / second;
        }
        return (int) Math.max(PuzzleRating.MIN, Math.min(PuzzleRating.MAX, Math.round(rating)));
    }

    /** The chance that a player of {@code player}'s rating solves a puzzle of {@code puzzle}'s. */
    static double solveChance(double player, double puzzle) {
        return 1 / (1 + Math.exp(SCALE * (puzzle - player)));
    }

    /** The fitted rating of rung {@code index + 1}. */
    static double rungRating(int index) {
        return RUNG_RATINGS[index];
    }

    private static double dot(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    /** x with {@code a x = b}, by Gaussian elimination with partial pivoting ({@code a} is negative definite here). */
    private static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int row = col + 1; row < n; row++) {
                if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) {
                    pivot = row;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int row = col + 1; row < n; row++) {
                double factor = m[row][col] / m[col][col];
                for (int c = col; c <= n; c++) {
                    m[row][c] -= factor * m[col][c];
                }
            }
        }
        double[] x = new double[n];
        for (int row = n - 1; row >= 0; row--) {
            double sum = m[row][n];
            for (int c = row + 1; c < n; c++) {
                sum -= m[row][c] * x[c];
            }
            x[row] = sum / m[row][row];
        }
        return x;
    }
}
