package dev.connectfour.engine.search;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A perfect Connect Four solver for every {@link BoardSize}: the exact score of a position, its
 * outcome alone, or the score of every column. The search itself is a {@link Search} after Pascal
 * Pons' design (joined by helper threads, see {@link ParallelSearch}, when the solver has more than
 * one), or on {@linkplain BoardSize#isPacked() packed} boards (9x7) a {@link WideSearch} with a table
 * of its own; this class checks the contract, picks the search for the position's size (building it
 * when the size changes) and turns a stopped search into a {@link SearchCancelledException}.
 *
 * <h2>Scores</h2>
 * As in the shared solver test sets: 0 is a draw; {@code +k} means the side to move wins with its
 * k-th-from-last disc ({@code +1} with its very last disc); {@code -k} means the opponent does. On a
 * board of {@code C} cells, a win with the side's next disc after {@code m} moves scores
 * {@code (C + 1 - m) / 2}. A weak solve only tells the sign: -1, 0 or +1.
 *
 * <h2>Positions after passes</h2>
 * Every score and bound depends only on the number of free cells {@code F = C - m}, {@code m} the
 * number of discs (never on its parity, nor on who moved first): if play alternates from here, the
 * side to move drops {@code ceil(F / 2)} more discs and its opponent {@code floor(F / 2)}. So a
 * position reached through {@link Position#pass() passes} is solved exactly, assuming nobody passes
 * from here on: a win with the next disc scores {@code (F + 1) / 2}, a loss to the opponent's next
 * disc {@code -F / 2}. The table is keyed by {@link Position#key()}, unique for the discs and the side
 * to move.
 *
 * <h2>Contract</h2>
 * Positions given to the solver must not be over (won or full): they are refused with an
 * {@link IllegalArgumentException}; inside the search, the contract of each node is asserted. A
 * solver is used by one thread at a time; {@link #cancel()} may be called from any thread. Its table
 * is reused from one search to the next (which speeds up related searches) until {@link #clearTable()}.
 *
 * <h2>Cancellation and deadlines</h2>
 * The search polls, every {@value #POLL_INTERVAL} nodes (well under a millisecond), the cancel flag,
 * the searching thread's interrupt status and the deadline set by {@link #setDeadline}. A cancelled,
 * interrupted or timed-out search throws {@link SearchCancelledException} (the interrupt status is
 * left set); the caller tells them apart by the clock or the interrupt.
 */
public final class Solver {

    /** Nodes between two polls of the cancel flag, the interrupt and the deadline. */
    public static final int POLL_INTERVAL = 1024;

    private static final long NO_DEADLINE = Long.MAX_VALUE;

    private final TranspositionTable table;
    /** Helper threads for lazy SMP: 0 for a single-threaded solver. */
    private final int helperCount;
    private volatile boolean cancelRequested;
    /** True from the start of a search until it returns or throws. */
    private volatile boolean searching;
    /** A {@link System#nanoTime()} value, or {@link #NO_DEADLINE}. */
    private volatile long deadlineNanos = NO_DEADLINE;
    /** The search of the last unpacked size; kept with its table while packed positions come. */
    private ParallelSearch standard;
    /** The search of the last position's size if it is packed, else null. */
    private WideSearch wide;
    /** The search of the current (or last) position: {@link #standard} or {@link #wide}. */
    private BoardSearch active;
    private long nodeCount;

    /** A solver with a table of the default size ({@value TranspositionTable#DEFAULT_SIZE_BYTES} bytes). */
    public Solver() {
        this(new TranspositionTable());
    }

    /** A solver with a table of at most {@code tableSizeBytes} bytes. */
    public Solver(long tableSizeBytes) {
        this(new TranspositionTable(tableSizeBytes));
    }

    /** A solver using the given table (which it clears when it is given a position of another size). */
    public Solver(TranspositionTable table) {
        this(table, 1);
    }

    /** A solver searching with up to {@code threads} threads (the caller's plus helpers) over a table of at most {@code tableSizeBytes} bytes. */
    public Solver(long tableSizeBytes, int threads) {
        this(new TranspositionTable(tableSizeBytes), threads);
    }

    /** A solver searching with up to {@code threads} threads over the given table. */
    public Solver(TranspositionTable table, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.table = Objects.requireNonNull(table, "table");
        this.helperCount = threads - 1;
    }

    /** The threads this solver searches with, the caller's included. */
    public int threads() {
        return helperCount + 1;
    }

    /**
     * The exact score of a position for the side to move.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled, interrupted or past the deadline
     */
    public int solve(Position position) {
        return run(position, () -> solveRoot(position, false));
    }

    /**
     * The exact score of a position whose score is known to lie in {@code [lower, upper]} (from the
     * opening book, an outcome already solved, or a sibling's score): the search probes only inside
     * these bounds, which is faster the narrower they are, and needs none where they meet. A bound that
     * is wrong gives a wrong score (the nearest bound, or a score outside).
     *
     * @throws IllegalArgumentException if the game is over or {@code lower > upper}
     * @throws SearchCancelledException if cancelled, interrupted or past the deadline
     */
    public int solve(Position position, int lower, int upper) {
        return solve(position, lower, upper, Integer.MIN_VALUE);
    }

    /**
     * Like {@link #solve(Position, int, int)}, the first null-window probe at {@code likely} (if it lies
     * within the bounds): where the likely score is a bound, as a sibling's or the position's own score
     * often is, one probe proves it.
     */
    public int solve(Position position, int lower, int upper, int likely) {
        if (lower > upper) {
            throw new IllegalArgumentException("no score lies in [" + lower + ", " + upper + "]");
        }
        return run(position, () -> lower == upper ? lower
                : active.solve(position.currentStones(), position.occupied(), position.moveCount(), false, lower, upper, likely));
    }

    /**
     * Whether the exact score of a position is above {@code value}: one null-window probe, the cheapest
     * question a search can answer. With a known bound it settles a score: a position known to score at
     * most {@code value + 1} scores it exactly when this is true.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled, interrupted or past the deadline
     */
    public boolean scoresAbove(Position position, int value) {
        return run(position, () -> {
            int free = position.freeCells();
            if (value < -free / 2) {
                return value + 1; // every score is at least a loss to the opponent's next disc
            }
            if (value >= (free + 1) / 2) {
                return value; // no score is above a win with one's own next disc
            }
            // searched as if the score lay in [value, value + 1]: the one probe, at value, returns a bound on
            // the true side of it
            return active.solve(position.currentStones(), position.occupied(), position.moveCount(), false, value, value + 1,
                    value);
        }) > value;
    }

    /**
     * The outcome of a position for the side to move: +1 win, 0 draw, -1 loss. Faster than {@link #solve}.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled, interrupted or past the deadline
     */
    public int solveWeak(Position position) {
        return run(position, () -> solveRoot(position, true));
    }

    /**
     * The exact score of every column for the side to move; full columns are marked not playable.
     * Its best score equals {@link #solve}.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled, interrupted or past the deadline
     */
    public Analysis analyze(Position position) {
        return analyze(position, false);
    }

    /** Like {@link #analyze(Position)}; with {@code weak} each score is only -1, 0 or +1. */
    public Analysis analyze(Position position, boolean weak) {
        int[] scores = new int[position.size().width()];
        boolean[] playable = new boolean[scores.length];
        run(position, () -> {
            for (int column = 0; column < scores.length; column++) {
                playable[column] = position.canPlay(column);
                if (playable[column]) {
                    scores[column] = columnScore(position, column, weak);
                }
            }
            return 0;
        });
        return new Analysis(position, weak, scores, playable);
    }

    /**
     * Bounds the searches that follow by a deadline, until {@link #clearDeadline()}: a search still
     * running at {@code deadlineNanos} (a {@link System#nanoTime()} value) stops within
     * {@value #POLL_INTERVAL} nodes and throws {@link SearchCancelledException}.
     */
    public void setDeadline(long deadlineNanos) {
        this.deadlineNanos = deadlineNanos;
    }

    /** Lets the searches that follow run without a deadline. */
    public void clearDeadline() {
        this.deadlineNanos = NO_DEADLINE;
    }

    /**
     * The move the table holds for a position, if any: the best move of the last search of it. After
     * {@link #solveWeak} or {@link #solve} of a won or drawn position this is usually the move that
     * proved its value, but the table may have lost it, or it may be from another search: a hint to
     * check, never a proof. Always empty on a packed board.
     */
    public OptionalInt tableMove(Position position) {
        Objects.requireNonNull(position, "position");
        if (position.size().isPacked() || standard == null || !standard.size().equals(position.size())) {
            return OptionalInt.empty();
        }
        int moveCode = standard.tableMoveCode(position.key(), position.moveCount());
        if (moveCode == 0 || !position.canPlay(TableEntry.column(moveCode))) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(TableEntry.column(moveCode));
    }

    /**
     * Stops the search in progress, if any, which then throws {@link SearchCancelledException}; takes
     * effect within {@value #POLL_INTERVAL} nodes. Each new search starts uncancelled. Thread-safe.
     */
    public void cancel() {
        cancelRequested = true;
    }

    /**
     * Whether a search is under way: from the moment a {@link #cancel()} would stop it until it
     * returns or throws. Thread-safe.
     */
    public boolean isSearching() {
        return searching;
    }

    /** Whether helper threads are at work on the current search. Thread-safe; for tests. */
    boolean helpersActive() {
        ParallelSearch search = standard;
        return search != null && search.helpersActive();
    }

    /** The positions searched by the last call to solve, solveWeak or analyze. */
    public long nodeCount() {
        return nodeCount;
    }

    /** Forgets everything the tables learned. */
    public void clearTable() {
        table.clear();
        if (standard != null) {
            standard.clearTables();
        }
        if (wide != null) {
            wide.clearTables();
        }
    }

    /** The table, for its size. */
    public TranspositionTable table() {
        return table;
    }

    private interface Body {
        int run();
    }

    /** Checks the contract, picks the search for the size and converts a stop into the public exception. */
    private int run(Position position, Body body) {
        Objects.requireNonNull(position, "position");
        if (position.isGameOver()) {
            throw new IllegalArgumentException("cannot solve a finished game: \"" + position.moves() + "\" is "
                    + (position.isWon() ? "won" : "drawn"));
        }
        active = searchFor(position.size());
        active.resetNodes();
        cancelRequested = false;
        searching = true;
        try {
            return body.run();
        } catch (SearchStop stop) {
            throw new SearchCancelledException("search of \"" + position.moves() + "\" "
                    + (stop == SearchStop.DEADLINE ? "stopped at its deadline" : "cancelled") + " after "
                    + active.nodes() + " nodes");
        } finally {
            nodeCount = active.nodes();
            searching = false;
        }
    }

    /** The search for {@code size}, built when the size changes (the shared table is then cleared). */
    private BoardSearch searchFor(BoardSize size) {
        if (size.isPacked()) {
            if (wide == null || !wide.size().equals(size)) {
                wide = new WideSearch(size, table.sizeBytes(), this::checkStop);
            }
            return wide;
        }
        wide = null;
        if (standard == null || !standard.size().equals(size)) {
            table.clear();
            if (standard != null) {
                standard.shutdown();
            }
            standard = new ParallelSearch(size, table, helperCount, this::checkStop);
        }
        return standard;
    }

    /** Polled by the search: throws to unwind it when cancelled, interrupted or past the deadline. */
    private void checkStop() {
        if (cancelRequested || Thread.currentThread().isInterrupted()) {
            throw SearchStop.CANCELLED;
        }
        long deadline = deadlineNanos;
        if (deadline != NO_DEADLINE && System.nanoTime() - deadline >= 0) {
            throw SearchStop.DEADLINE;
        }
    }

    /** The score of playing {@code column} for the side to move of {@code position}. */
    private int columnScore(Position position, int column, boolean weak) {
        if (position.isWinningMove(column)) {
            return weak ? 1 : (position.freeCells() + 1) / 2; // all ceil(free / 2) discs of the mover remain
        }
        Position child = position.play(column);
        if (child.isGameOver()) {
            return 0; // the board is full
        }
        return -solveRoot(child, weak);
    }

    private int solveRoot(Position position, boolean weak) {
        return active.solve(position.currentStones(), position.occupied(), position.moveCount(), weak,
                Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE);
    }
}
