package dev.connectfour.engine.players;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * A rung of the {@link Ladder} between the named levels, playing as its {@link RungStyle} says:
 * <ol>
 *   <li>a move that connects four at once is always played;</li>
 *   <li>each move is scored by the win-lines look-ahead (the Medium player's search) at the style's
 *       depth, and one is drawn with the style's temperature, never one the look-ahead sees losing
 *       while another is not, and a win it sees is always taken;</li>
 *   <li>from {@link RungStyle#perfectFromDiscs()} discs on, only the moves that keep the position's
 *       outcome (from the opening book or a solve) are candidates, and the look-ahead's favourite among
 *       them is played: it wins what can be won, not always by the fastest way.</li>
 * </ol>
 * Like a person, it misses what lies beyond its horizon, and its slips are the moves that look almost
 * as good, not random ones. Every choice follows from the seed.
 */
final class RungPlayer implements ComputerPlayer {
    /** The solver's table: the smallest it takes, enough for the endgames it solves. */
    private static final long TABLE_BYTES = 8L << 20;
    /** Look-ahead scores this close to a win or a loss are forced lines, not evaluations. */
    private static final int FORCED = MediumPlayer.WIN - 1_000;

    private final ComputerLevel level;
    private final RungStyle style;
    private final SplittableRandom random;
    private final MediumPlayer lookahead;
    private BookedSolver solver;

    RungPlayer(ComputerLevel level, RungStyle style, long seed) {
        this.level = level;
        this.style = style;
        this.random = new SplittableRandom(seed);
        this.lookahead = new MediumPlayer(ComputerLevel.custom(Math.max(1, style.depth())), seed);
    }

    @Override
    public ComputerLevel level() {
        return level;
    }

    @Override
    public int chooseColumn(Position position) {
        ComputerPlayers.requirePlayable(position);
        LineGeometry geometry = LineGeometry.of(position.size());
        int wins = geometry.winningColumns(position.currentStones(), position.occupied());
        if (wins != 0) {
            return Integer.numberOfTrailingZeros(wins);
        }
        int[] scores = lookaheadScores(geometry, position);
        if (style.perfectFromDiscs() > 0 && position.moveCount() >= style.perfectFromDiscs()) {
            keepBestOutcomes(position, scores);
            return choose(scores, 0);
        }
        return choose(scores, style.temperature());
    }

    /** The look-ahead score of each column, {@link Integer#MIN_VALUE} for a full one. */
    private int[] lookaheadScores(LineGeometry geometry, Position position) {
        if (style.depth() > 0) {
            return lookahead.scoreColumns(position);
        }
        long mine = position.currentStones();
        long mask = position.occupied();
        int[] scores = new int[geometry.width()];
        for (int column = 0; column < scores.length; column++) {
            scores[column] = geometry.canPlay(mask, column)
                    ? MediumPlayer.evaluate(geometry, mine | geometry.moveBit(mask, column), mine ^ mask)
                    : Integer.MIN_VALUE;
        }
        return scores;
    }

    /**
     * Strikes from {@code scores} (sets to {@link Integer#MIN_VALUE}) every column whose outcome, from
     * the book or a solve, is worse than the best column's: what is left keeps the position's outcome.
     */
    private void keepBestOutcomes(Position position, int[] scores) {
        if (solver == null) {
            solver = new BookedSolver(OpeningBook.bundledOrEmpty(), new Solver(TABLE_BYTES));
        }
        Analysis outcomes;
        try {
            outcomes = solver.analyze(position, true);
        } catch (SearchCancelledException e) {
            throw new CancellationException("interrupted while solving " + position.moves());
        }
        for (int column = 0; column < scores.length; column++) {
            if (!outcomes.playable(column) || outcomes.score(column) < outcomes.bestScore()) {
                scores[column] = Integer.MIN_VALUE;
            }
        }
    }

    /**
     * Draws a column: a forced win if one is seen, else among the columns not seen losing (all when
     * every one is), each with weight {@code e^((score - best)/temperature)}; only the best at 0.
     */
    private int choose(int[] scores, double temperature) {
        int best = Integer.MIN_VALUE;
        for (int score : scores) {
            best = Math.max(best, score);
        }
        boolean avoidLosses = best > -FORCED;
        double[] weights = new double[scores.length];
        double total = 0;
        for (int column = 0; column < scores.length; column++) {
            int score = scores[column];
            if (score == Integer.MIN_VALUE || (avoidLosses && score <= -FORCED)) {
                continue;
            }
            if (score == best) {
                weights[column] = 1;
            } else if (temperature > 0 && best < FORCED) {
                weights[column] = Math.exp((score - best) / temperature);
            }
            total += weights[column];
        }
        double pick = random.nextDouble() * total;
        int last = -1;
        for (int column = 0; column < weights.length; column++) {
            if (weights[column] > 0) {
                last = column;
                pick -= weights[column];
                if (pick < 0) {
                    return column;
                }
            }
        }
        return last;
    }
}
