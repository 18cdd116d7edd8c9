package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.PackedLines;
import dev.connectfour.engine.board.Position;

/**
 * The {@link Solver}'s search for {@linkplain BoardSize#isPacked() packed} boards (9x7), whose
 * bitboard has no spare bit per column (see {@link Position}). The solver routes a position of such a
 * size here and keeps everything else (the contract checks, cancellation, interrupts, deadlines,
 * {@link Solver#analyze}) in common: this class only gives the
 * score of a root and the order to try its columns in, and calls the solver's poller every
 * {@value Solver#POLL_INTERVAL} nodes, which unwinds it when cancelled or past the deadline.
 *
 * <p>Plain negamax with alpha-beta over one window (-1..1 for a weak solve, the whole score range for
 * an exact one), a {@link WideTable} of bounds that compares whole positions, and the narrow
 * search's ideas that cost nothing here: moves that lose at once are never tried (a single threat of
 * the opponent is blocked, two lose; a cell right below an opponent's winning cell is not played),
 * moves are tried centre first refined by the threats they create, the table's best move first. It is
 * correct, not fast: the 9x7 opening is far beyond it, and Hard plays what it proved when its time
 * runs out. One thread (a solver's helper threads do not join it). Scores as {@link Solver}'s.
 *
 * <p>Mutable state for one board size; allocates nothing while searching.
 */
final class WideSearch implements BoardSearch {
    /** {@link #entry}'s argument for a bound not stored: below every score. */
    private static final int NO_BOUND = Integer.MIN_VALUE;

    private final BoardSize size;
    private final int width;
    private final int height;
    private final int cells;
    private final PackedLines lines;
    private final long bottomRow;
    private final long topRow;
    /** Columns from the centre outwards. */
    private final int[] columnOrder;
    /** Column masks by column. */
    private final long[] columnMask;
    private final WideTable table;
    private final MoveSorter sorter;
    private final Runnable poller;
    private long nodes;

    /**
     * @param tableBytes the memory its table may take (at most {@link WideTable#MAX_BYTES})
     * @param poller     called every {@value Solver#POLL_INTERVAL} nodes; throws to unwind the search
     */
    WideSearch(BoardSize size, long tableBytes, Runnable poller) {
        if (!size.isPacked()) {
            throw new IllegalArgumentException(size + " is not a packed board: the narrow search solves it");
        }
        this.size = size;
        this.width = size.width();
        this.height = size.height();
        this.cells = size.cells();
        this.lines = PackedLines.of(size);
        this.bottomRow = Bitboard.bottomRow(size);
        this.topRow = bottomRow << (height - 1);
        this.table = new WideTable(tableBytes);
        this.sorter = new MoveSorter(width, cells);
        this.poller = poller;
        this.columnOrder = new int[width];
        this.columnMask = new long[width];
        for (int i = 0; i < width; i++) {
            columnOrder[i] = LineGeometry.centreFirst(width, i);
            columnMask[i] = Bitboard.columnMask(size, i);
        }
    }

    @Override
    public BoardSize size() {
        return size;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public void resetNodes() {
        nodes = 0;
    }

    @Override
    public void clearTables() {
        table.clear();
    }

    /**
     * The score of a position that is not over, for its side to move; with {@code weak}, only its
     * sign. The raw words are {@link Position#currentStones()} and {@link Position#occupied()}.
     */
    @Override
    public int solve(long current, long mask, int moves, boolean weak, int lower, int upper, int likely) {
        if ((lines.winningCells(current, mask) & playable(mask)) != 0) {
            return weak ? 1 : (cells + 1 - moves) / 2;
        }
        if (weak) {
            return Integer.signum(negamax(current, mask, moves, -1, 1));
        }
        // the score lies strictly inside: the result is exact
        return negamax(current, mask, moves, Math.max(lower, -cells) - 1, Math.min(upper, cells) + 1);
    }

    /**
     * Negamax with alpha-beta. Contract: nobody has won, the side to move cannot win with its next
     * disc, and {@code alpha < beta}. Returns the exact score if it lies in (alpha, beta), otherwise a
     * bound on the same side of the window (at most alpha, or at least beta).
     */
    private int negamax(long current, long mask, int moves, int alpha, int beta) {
        assert alpha < beta;
        if ((++nodes & (Solver.POLL_INTERVAL - 1)) == 0) {
            poller.run();
        }
        long possible = playable(mask);
        long opponentWins = lines.winningCells(current ^ mask, mask);
        long forced = possible & opponentWins;
        if (Long.bitCount(forced) > 1) {
            return -(cells - moves) / 2; // two threats: the opponent wins with its next disc
        }
        if (forced != 0) {
            possible = forced;
        }
        possible &= ~((opponentWins & ~bottomRow) >>> 1); // the cell below an opponent's winning cell
        if (possible == 0) {
            return -(cells - moves) / 2;
        }
        if (moves >= cells - 2) {
            return 0; // neither side can win with the last two discs
        }
        int low = Math.max(alpha, -(cells - 2 - moves) / 2); // the opponent cannot win with its next disc
        if (low >= beta) {
            return low;
        }
        int high = Math.min(beta, (cells - 1 - moves) / 2); // nor can the side to move
        if (low >= high) {
            return high;
        }
        int stored = table.probe(current, mask);
        long hashMove = 0;
        if (stored != TableEntry.NONE) {
            int lowerCode = TableEntry.lowerCode(stored);
            int upperCode = TableEntry.upperCode(stored);
            if (lowerCode != 0 && TableEntry.score(lowerCode, cells) > low) {
                low = TableEntry.score(lowerCode, cells);
                if (low >= high) {
                    return low;
                }
            }
            if (upperCode != 0 && TableEntry.score(upperCode, cells) < high) {
                high = TableEntry.score(upperCode, cells);
                if (low >= high) {
                    return high;
                }
            }
            int moveCode = TableEntry.moveCode(stored);
            hashMove = moveCode == 0 ? 0 : possible & columnMask[TableEntry.column(moveCode)];
        }
        sorter.reset(moves);
        for (int i = width - 1; i >= 0; i--) { // outer columns first: equal scores come out centre first
            long move = possible & columnMask[columnOrder[i]];
            if (move != 0) {
                int score = move == hashMove ? MoveSorter.FIRST : Long.bitCount(lines.winningCells(current | move, mask));
                sorter.add(moves, move, score);
            }
        }
        int windowLow = low;
        long bestMove = 0;
        for (long move = sorter.next(moves); move != 0; move = sorter.next(moves)) {
            int score = -negamax(current ^ mask, mask | move, moves + 1, -high, -low);
            if (score >= high) {
                table.store(current, mask, entry(move, score, NO_BOUND));
                return score;
            }
            if (score > low) {
                low = score;
                bestMove = move;
            }
        }
        table.store(current, mask, entry(bestMove, low > windowLow ? low : NO_BOUND, low));
        return low;
    }

    /** The empty cells a disc can drop into, one per column that is not full. */
    private long playable(long mask) {
        long open = bottomRow & ~((mask & topRow) >>> (height - 1));
        return (mask + open) & ~mask;
    }

    /** The table's entry of a move (0 for none) and bounds ({@link #NO_BOUND} for none). */
    private int entry(long move, int lower, int upper) {
        int moveCode = move == 0 ? 0 : TableEntry.moveCodeOfColumn(Long.numberOfTrailingZeros(move) / height);
        int lowerCode = lower == NO_BOUND ? 0 : TableEntry.boundCode(lower, cells);
        int upperCode = upper == NO_BOUND ? 0 : TableEntry.boundCode(upper, cells);
        return TableEntry.of(moveCode, lowerCode, upperCode);
    }
}
