package dev.connectfour.engine.players;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * The classic look-ahead player (Medium, and the custom depths): negamax alpha-beta to a fixed depth
 * with a win-lines evaluation at the horizon.
 *
 * <h2>Evaluation</h2>
 * Each line of four cells (69 on 7x6, 126 on 9x7) counts for a side while the other side has no disc in it,
 * weighted by how many discs it already holds, doubling per disc as in the classic win-places table:
 * {@code 1, 2, 4} for one, two, three discs. The score is the side to move's total minus the
 * opponent's. A position where the side to move can connect four at once scores
 * {@link #WIN} minus the discs on the board, so sooner wins score higher and later losses less low.
 *
 * <h2>Variety</h2>
 * Every root move is scored exactly enough to know which moves tie for the best, and the player picks
 * among those at random: it never plays the same game twice, yet replays under the same seed.
 */
final class MediumPlayer implements ComputerPlayer {
    /** Above any evaluation: 126 lines (on 9x7) * 4 is far below. */
    static final int WIN = 1_000_000;
    private static final int[] LINE_WEIGHT = {0, 1, 2, 4, 0};
    /** Nodes between two looks at the interrupt flag: well under a millisecond of work. */
    private static final int INTERRUPT_POLL_NODES = 4096;

    private final ComputerLevel level;
    private final SplittableRandom random;
    private long nodes;
    /** A {@link System#nanoTime()} after which {@link #scoreColumns(Position, int, long)} gives up. */
    private long deadlineNanos = Long.MAX_VALUE;

    /** Unwinds a look-ahead at its deadline (control flow, no stack trace). */
    static final class DeadlineReached extends RuntimeException {
        private static final long serialVersionUID = 1L;

        DeadlineReached() {
            super("look-ahead deadline", null, false, false);
        }
    }

    MediumPlayer(ComputerLevel level, long seed) {
        if (level.kind() != ComputerLevel.Kind.MEDIUM && level.kind() != ComputerLevel.Kind.CUSTOM) {
            throw new IllegalArgumentException("not a look-ahead level: " + level);
        }
        this.level = level;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public ComputerLevel level() {
        return level;
    }

    @Override
    public int chooseColumn(Position position) {
        ComputerPlayers.requirePlayable(position);
        LineGeometry geometry = LineGeometry.of(position.size());
        long current = position.currentStones();
        long mask = position.occupied();
        int[] best = new int[geometry.width()];
        int bestCount = 0;
        int bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < geometry.width(); i++) {
            int column = geometry.columnInOrder(i);
            if (!geometry.canPlay(mask, column)) {
                continue;
            }
            int score;
            if (geometry.completesFour(current, mask, column)) {
                score = WIN - position.moveCount();
            } else {
                long newMask = mask | geometry.moveBit(mask, column);
                // A window just below the best so far: lower scores fail low, ties come back exact.
                int alpha = bestScore == Integer.MIN_VALUE ? -WIN - 1 : bestScore - 1;
                score = -negamax(geometry, current ^ mask, newMask, position.moveCount() + 1,
                        level.depth() - 1, -(WIN + 1), -alpha);
            }
            if (score > bestScore) {
                bestScore = score;
                bestCount = 0;
            }
            if (score == bestScore) {
                best[bestCount++] = column;
            }
        }
        assert bestCount > 0 : "a position that is not over has a playable column";
        return best[random.nextInt(bestCount)];
    }

    /**
     * The look-ahead score of each column for the side to move (full window, so every score is exact
     * at this depth), {@link Integer#MIN_VALUE} for a column that cannot be played. Hard orders its
     * proofs by these, and falls back on them when its budget ends before anything is proven.
     */
    int[] scoreColumns(Position position) {
        return scoreColumns(position, level.depth(), Long.MAX_VALUE);
    }

    /**
     * Like {@link #scoreColumns(Position)} at {@code depth} plies, giving up with {@link DeadlineReached}
     * once {@link System#nanoTime()} passes {@code deadlineNanos}.
     */
    int[] scoreColumns(Position position, int depth, long deadlineNanos) {
        this.deadlineNanos = deadlineNanos;
        try {
            return scoreColumnsToDepth(position, depth);
        } finally {
            this.deadlineNanos = Long.MAX_VALUE;
        }
    }

    private int[] scoreColumnsToDepth(Position position, int depth) {
        ComputerPlayers.requirePlayable(position);
        LineGeometry geometry = LineGeometry.of(position.size());
        long current = position.currentStones();
        long mask = position.occupied();
        int[] scores = new int[geometry.width()];
        for (int column = 0; column < geometry.width(); column++) {
            if (!geometry.canPlay(mask, column)) {
                scores[column] = Integer.MIN_VALUE;
            } else if (geometry.completesFour(current, mask, column)) {
                scores[column] = WIN - position.moveCount();
            } else {
                long newMask = mask | geometry.moveBit(mask, column);
                scores[column] = -negamax(geometry, current ^ mask, newMask, position.moveCount() + 1,
                        depth - 1, -(WIN + 1), WIN + 1);
            }
        }
        return scores;
    }

    /**
     * The score of the position for the side to move, searched {@code depth} more plies.
     * Assumes nobody has won yet. Fail-soft: a result at or below {@code alpha} is an upper bound,
     * at or above {@code beta} a lower bound, in between exact.
     *
     * @param current   the discs of the side to move
     * @param mask      every occupied cell
     * @param moveCount the discs on the board
     */
    private int negamax(LineGeometry geometry, long current, long mask, int moveCount, int depth, int alpha, int beta) {
        if (++nodes % INTERRUPT_POLL_NODES == 0) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("search interrupted");
            }
            if (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0) {
                throw new DeadlineReached();
            }
        }
        int width = geometry.width();
        for (int column = 0; column < width; column++) {
            if (geometry.canPlay(mask, column) && geometry.completesFour(current, mask, column)) {
                return WIN - moveCount;
            }
        }
        if (moveCount == geometry.size().cells()) {
            return 0;
        }
        if (depth <= 0) {
            return evaluate(geometry, current, current ^ mask);
        }
        int best = -WIN - 1;
        for (int i = 0; i < width; i++) {
            int column = geometry.columnInOrder(i);
            if (!geometry.canPlay(mask, column)) {
                continue;
            }
            long newMask = mask | geometry.moveBit(mask, column);
            int score = -negamax(geometry, current ^ mask, newMask, moveCount + 1, depth - 1, -beta, -alpha);
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** The win-lines score of {@code mine} against {@code theirs}. */
    static int evaluate(LineGeometry geometry, long mine, long theirs) {
        int score = 0;
        for (int i = 0; i < geometry.lineCount(); i++) {
            long line = geometry.line(i);
            int my = Long.bitCount(line & mine);
            int their = Long.bitCount(line & theirs);
            if (their == 0) {
                score += LINE_WEIGHT[my];
            } else if (my == 0) {
                score -= LINE_WEIGHT[their];
            }
        }
        return score;
    }
}
