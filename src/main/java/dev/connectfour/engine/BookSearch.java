package dev.connectfour.engine;

import java.math.BigInteger;
import java.util.concurrent.CancellationException;

/**
 * The search the opening-book generator runs: Pons' solver (negamax, alpha-beta, null-window
 * iteration, a transposition table of upper and lower bounds, threat-count move ordering), kept
 * here, private to the book tools, because the generator had to start before the engine's
 * {@code Solver} existed. The book it produces is checked against the engine's solver by
 * {@code book verify}, an independent implementation.
 *
 * <p>Scores follow the solver test sets: {@code +k} the side to move wins with its k-th-from-last
 * disc, {@code 0} a draw, {@code -k} it loses to the opponent's k-th-from-last disc. A weak solve
 * returns only the sign: {@code +1}, {@code 0}, {@code -1}.
 *
 * <p>Not thread-safe: one instance per thread (each holds its own table). Polls the interrupt flag
 * every few thousand nodes and throws {@link CancellationException}.
 */
final class BookSearch {
    private final int width;
    private final int height;
    private final int cells;
    private final long bottomRow;
    private final long boardMask;
    private final long[] columnMasks;
    private final int[] columnOrder;
    private final int minScore;
    private final int maxScore;

    // transposition table: key modulo a prime, 32 low key bits kept (unique by the Chinese remainder theorem)
    private final int tableSize;
    private final int[] tableKeys;
    private final byte[] tableValues;

    private long nodes;

    /** @param tableBits the table holds about {@code 2^tableBits} entries (5 bytes each) */
    BookSearch(BoardSize size, int tableBits) {
        width = size.width();
        height = size.height();
        cells = size.cells();
        if (cells > 62 || (long) Math.pow(2, 32) * (1L << tableBits) < (1L << (width * (height + 1)))) {
            throw new IllegalArgumentException("board " + size + " is too large for this table");
        }
        long bottom = 0;
        columnMasks = new long[width];
        for (int c = 0; c < width; c++) {
            bottom |= 1L << (c * (height + 1));
            columnMasks[c] = ((1L << height) - 1) << (c * (height + 1));
        }
        bottomRow = bottom;
        boardMask = bottom * ((1L << height) - 1);
        columnOrder = new int[width];
        for (int i = 0; i < width; i++) {
            columnOrder[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        minScore = -cells / 2 + 3;
        maxScore = (cells + 1) / 2 - 3;
        tableSize = BigInteger.valueOf(1L << tableBits).nextProbablePrime().intValueExact();
        tableKeys = new int[tableSize];
        tableValues = new byte[tableSize];
    }

    /** Nodes searched since the last reset. */
    long nodes() {
        return nodes;
    }

    void resetNodeCount() {
        nodes = 0;
    }

    void clearTable() {
        java.util.Arrays.fill(tableKeys, 0);
        java.util.Arrays.fill(tableValues, (byte) 0);
    }

    /**
     * The exact score ({@code weak}: its sign) of a position that is not over.
     */
    int solve(Position position, boolean weak) {
        if (position.isGameOver()) {
            throw new IllegalArgumentException("the game is over: " + position.moves());
        }
        return solve(position.currentStones(), position.occupied(), position.moveCount(), weak);
    }

    /**
     * The score of every column for the side to move (the score of the position after playing it,
     * from the mover's side), {@link Integer#MIN_VALUE} for a full column. Weak: signs only.
     */
    int[] analyze(Position position, boolean weak) {
        if (position.isGameOver()) {
            throw new IllegalArgumentException("the game is over: " + position.moves());
        }
        long current = position.currentStones();
        long mask = position.occupied();
        int moves = position.moveCount();
        int[] scores = new int[width];
        for (int c = 0; c < width; c++) {
            if ((mask & topMask(c)) != 0) {
                scores[c] = Integer.MIN_VALUE;
            } else if (isWinningMove(current, mask, c)) {
                scores[c] = weak ? 1 : (cells + 1 - moves) / 2;
            } else if (moves + 1 == cells) {
                scores[c] = 0;
            } else {
                long move = (mask + bottomMask(c)) & columnMasks[c];
                scores[c] = -solve(current ^ mask, mask | move, moves + 1, weak);
            }
        }
        return scores;
    }

    private int solve(long current, long mask, int moves, boolean weak) {
        if (canWinNext(current, mask)) {
            return weak ? 1 : (cells + 1 - moves) / 2;
        }
        int min = -(cells - moves) / 2;
        int max = (cells + 1 - moves) / 2;
        if (weak) {
            min = -1;
            max = 1;
        }
        while (min < max) {
            int med = min + (max - min) / 2;
            if (med <= 0 && min / 2 < med) {
                med = min / 2;
            } else if (med >= 0 && max / 2 > med) {
                med = max / 2;
            }
            int r = negamax(current, mask, moves, med, med + 1);
            if (r <= med) {
                max = r;
            } else {
                min = r;
            }
        }
        if (weak) {
            return Integer.signum(min);
        }
        return min;
    }

    /**
     * Pons' negamax. Assumes nobody has won and the side to move cannot win at once.
     * Fail-soft within the score range.
     */
    private int negamax(long current, long mask, int moves, int alpha, int beta) {
        assert alpha < beta;
        if ((++nodes & 0xFFF) == 0 && Thread.currentThread().isInterrupted()) {
            throw new CancellationException("search interrupted");
        }
        long next = possibleNonLosingMoves(current, mask);
        if (next == 0) {
            return -(cells - moves) / 2;
        }
        if (moves >= cells - 2) {
            return 0;
        }
        int min = -(cells - 2 - moves) / 2;
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) {
                return alpha;
            }
        }
        int max = (cells - 1 - moves) / 2;
        long key = current + mask;
        int slot = (int) Long.remainderUnsigned(key, tableSize);
        if (tableKeys[slot] == (int) key) {
            int value = tableValues[slot] & 0xFF;
            if (value != 0) {
                if (value > maxScore - minScore + 1) {
                    min = value + 2 * minScore - maxScore - 2;
                    if (alpha < min) {
                        alpha = min;
                        if (alpha >= beta) {
                            return alpha;
                        }
                    }
                } else {
                    max = value + minScore - 1;
                    if (beta > max) {
                        beta = max;
                        if (alpha >= beta) {
                            return beta;
                        }
                    }
                }
            }
        }
        if (beta > max) {
            beta = max;
            if (alpha >= beta) {
                return beta;
            }
        }
        // move ordering: insertion sort by the number of threats a move creates, centre first on ties
        long[] sortedMoves = new long[width];
        int[] sortedScores = new int[width];
        int count = 0;
        for (int i = width - 1; i >= 0; i--) {
            long move = next & columnMasks[columnOrder[i]];
            if (move != 0) {
                int score = Long.bitCount(winningCells(current | move, mask));
                int pos = count++;
                while (pos > 0 && sortedScores[pos - 1] > score) {
                    sortedMoves[pos] = sortedMoves[pos - 1];
                    sortedScores[pos] = sortedScores[pos - 1];
                    pos--;
                }
                sortedMoves[pos] = move;
                sortedScores[pos] = score;
            }
        }
        for (int i = count - 1; i >= 0; i--) {
            long move = sortedMoves[i];
            int score = -negamax(current ^ mask, mask | move, moves + 1, -beta, -alpha);
            if (score >= beta) {
                store(slot, key, score + maxScore - 2 * minScore + 2);
                return score;
            }
            if (score > alpha) {
                alpha = score;
            }
        }
        store(slot, key, alpha - minScore + 1);
        return alpha;
    }

    private void store(int slot, long key, int value) {
        tableKeys[slot] = (int) key;
        tableValues[slot] = (byte) value;
    }

    private long topMask(int column) {
        return 1L << (column * (height + 1) + height - 1);
    }

    private long bottomMask(int column) {
        return 1L << (column * (height + 1));
    }

    private boolean isWinningMove(long current, long mask, int column) {
        return (winningCells(current, mask) & possible(mask) & columnMasks[column]) != 0;
    }

    private long possible(long mask) {
        return (mask + bottomRow) & boardMask;
    }

    private boolean canWinNext(long current, long mask) {
        return (winningCells(current, mask) & possible(mask)) != 0;
    }

    private long possibleNonLosingMoves(long current, long mask) {
        long possibleMask = possible(mask);
        long opponentWin = winningCells(current ^ mask, mask);
        long forced = possibleMask & opponentWin;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0; // two threats at once: lost
            }
            possibleMask = forced;
        }
        return possibleMask & ~(opponentWin >>> 1);
    }

    /** The empty cells that would complete four for the owner of {@code stones}. */
    private long winningCells(long stones, long mask) {
        int h = height;
        // vertical
        long r = (stones << 1) & (stones << 2) & (stones << 3);
        // horizontal
        long p = (stones << (h + 1)) & (stones << 2 * (h + 1));
        r |= p & (stones << 3 * (h + 1));
        r |= p & (stones >>> (h + 1));
        p = (stones >>> (h + 1)) & (stones >>> 2 * (h + 1));
        r |= p & (stones << (h + 1));
        r |= p & (stones >>> 3 * (h + 1));
        // diagonal, rising
        p = (stones << (h + 2)) & (stones << 2 * (h + 2));
        r |= p & (stones << 3 * (h + 2));
        r |= p & (stones >>> (h + 2));
        p = (stones >>> (h + 2)) & (stones >>> 2 * (h + 2));
        r |= p & (stones << (h + 2));
        r |= p & (stones >>> 3 * (h + 2));
        // diagonal, falling
        p = (stones << h) & (stones << 2 * h);
        r |= p & (stones << 3 * h);
        r |= p & (stones >>> h);
        p = (stones >>> h) & (stones >>> 2 * h);
        r |= p & (stones << h);
        r |= p & (stones >>> 3 * h);
        return r & (boardMask ^ mask);
    }
}
