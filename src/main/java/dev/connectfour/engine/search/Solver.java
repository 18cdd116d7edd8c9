package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A perfect Connect Four solver for every {@link BoardSize}, after Pascal Pons' design: negamax with
 * alpha-beta pruning, a {@link TranspositionTable} of lower and upper bounds, iterative deepening by
 * null-window probes from the centre of the score range outwards, centre-first move ordering refined
 * by counting the threats a move creates ({@link MoveSorter}), early pruning of the moves that
 * lose at once ("possible non-losing moves"), and enhanced transposition cutoffs: before searching a
 * node's moves, the table entries of all its children are probed, and a child already known to be
 * good enough ends the node, one known not to raise alpha is skipped (9 to 22 % fewer nodes on the
 * middle-game and opening test sets). Until a solve has taken 2^14 nodes, only positions already in
 * the table probe their children: in a small search the probes of a new position's children rarely
 * hit and cost more than they save (L1_R1 21 % faster).
 *
 * <p>Two savings per node, together 10 to 16 % of the time on the end-game and middle-game test sets
 * and L1_R1 (1 % on L1_R2, whose time goes to the table's memory rather than to the work per node): the
 * move the table names for a node (the one that proved it before) is searched before the other moves
 * are scored, so a node it cuts scores none of them; and the cells a move makes winning for its
 * player, computed to score the move, are handed to the child, whose opponent's threats they are.
 *
 * <h2>Memory near the core</h2>
 * Each search thread keeps the positions with at most {@value Search#LATE_FREE_CELLS} free cells in a
 * {@link NearTable} of its own (512 KiB, which stays in its core's cache) instead of the shared table:
 * they are most of the nodes of a big search, each worth little, and a probe of the shared table
 * would wait on main memory. The shared table itself starts each solve after a clear in its own near
 * table, so that a small search never touches main memory. Together, and with enhanced cutoffs from
 * 8 free cells (cheap to probe there): the test sets 19 to 38 % faster, the empty board in 70 s
 * instead of 150 to 180 s (for 14 % more nodes).
 *
 * <h2>Scores</h2>
 * As in the shared solver test sets: 0 is a draw; {@code +k} means the side to move wins with its
 * k-th-from-last disc ({@code +1} with its very last disc); {@code -k} means the opponent does. On a
 * board of {@code C} cells, a win with the side's next disc after {@code m} moves scores
 * {@code (C + 1 - m) / 2}. A weak solve only tells the sign: -1, 0 or +1.
 *
 * <h2>Positions after passes</h2>
 * Every score and bound here depends only on the number of free cells {@code F = C - m}, {@code m}
 * the number of discs (never on its parity, nor on who moved first): if play alternates from here, the
 * side to move drops {@code ceil(F / 2)} more discs and its opponent {@code floor(F / 2)}. So a
 * position reached through {@link Position#pass() passes}, whose side to move does not follow from
 * {@code m}, is solved exactly, assuming nobody passes from here on: a win with the next disc scores
 * {@code (F + 1) / 2}, a loss to the opponent's next disc {@code -F / 2}. The transposition table is
 * keyed by {@link Position#key()}, unique for the discs and the side to move.
 *
 * <h2>Contract</h2>
 * Positions given to the solver must not be over (won or full): they are refused with an
 * {@link IllegalArgumentException}; inside the search, the contract of each node is asserted. A solver
 * is used by one thread at a time; {@link #cancel()} may be called from any thread. Its table is reused from one search to the next
 * (which speeds up related searches) until {@link #clearTable()}.
 *
 * <h2>Cancellation and deadlines</h2>
 * The search polls, every {@value #POLL_INTERVAL} nodes (well under a millisecond), the cancel flag,
 * the searching thread's interrupt status and the deadline. A cancelled or interrupted search throws
 * {@link SearchCancelledException} (the interrupt status is left set). A deadline only bounds
 * {@link #search(Position, long)}, which then returns the best move found so far.
 *
 * <h2>Both cores: lazy SMP</h2>
 * A solver made with more than one thread searches on the calling thread alone until a solve has
 * taken {@value #HELPER_START_NODES} nodes (a few milliseconds: small searches pay nothing). Then
 * helper threads start solving the same position over the same table, each with its move order
 * perturbed near the root so that they explore different subtrees first; what one thread proves, the
 * others find in the table. The first thread to finish gives the result (every thread computes the
 * exact value: the table only ever holds true bounds), and the others are stopped before the solve
 * returns, so no helper touches the table between searches. Helpers are daemon threads.
 *
 * <h2>Packed boards</h2>
 * A {@linkplain BoardSize#isPacked() packed} board (9x7) has no unique 64-bit position key, so it is
 * searched by a {@link WideSearch} with a table of its own (at most {@link WideTable#MAX_BYTES}),
 * built when such a position comes and dropped when another size does. Everything else here
 * (contract, cancellation, deadlines, analysis, the stages of {@link #search}) is the same; the wide
 * search is slower and runs on the calling thread alone.
 */
public final class Solver {

    /** Nodes between two polls of the cancel flag, the interrupt and the deadline. */
    public static final int POLL_INTERVAL = 1024;

    private static final long NO_DEADLINE = Long.MAX_VALUE;
    /** Sorts the table's best move before every move scored by threat count. */
    private static final int HASH_MOVE_SCORE = 1 << 20;
    /** Nodes a solve takes alone before helper threads join it. */
    static final long HELPER_START_NODES = 1L << 17;
    /** Plies below the root where helpers perturb their move order. */
    private static final int PERTURBED_PLIES = 6;
    private static final AtomicInteger HELPER_POOLS = new AtomicInteger();

    private final TranspositionTable table;
    private volatile boolean cancelRequested;
    /** True from the start of a search until it returns or throws. */
    private volatile boolean searching;
    /** A {@link System#nanoTime()} value, or {@link #NO_DEADLINE}. */
    private volatile long deadlineNanos = NO_DEADLINE;
    /** The search state for the board size of the last position, rebuilt when the size changes. */
    private Search search;
    /** The search of the last position's size if it is packed (else null); see "Packed boards" above. */
    private WideSearch wideSearch;
    private long nodeCount;

    /** Helper threads for lazy SMP: 0 for a single-threaded solver. */
    private final int helperCount;
    private ExecutorService helperPool;
    private final List<Search> helperSearches = new ArrayList<>();
    private final List<Future<?>> runningHelpers = new ArrayList<>();
    /** The root the calling thread is solving, while helpers may join it. */
    private Root root;
    /** Set by the first helper to finish the current root: its score. */
    private volatile Integer helperScore;
    /** Tells the helpers of the current root to stop. */
    private volatile boolean helpersStop;
    /** True while helper threads work on a root (for tests). */
    private volatile boolean helpersActive;

    private record Root(long current, long mask, int moves, boolean weak, long startNodes) {
    }

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

    /**
     * A solver searching with up to {@code threads} threads (the caller's plus helpers, see "Both
     * cores" above) over a table of at most {@code tableSizeBytes} bytes.
     */
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
     * @throws SearchCancelledException if cancelled or interrupted
     */
    public int solve(Position position) {
        return run(position, () -> solveRoot(position.currentStones(), position.occupied(), position.moveCount(), false));
    }

    /**
     * The outcome of a position for the side to move: +1 win, 0 draw, -1 loss. Faster than {@link #solve}.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled or interrupted
     */
    public int solveWeak(Position position) {
        return run(position, () -> solveRoot(position.currentStones(), position.occupied(), position.moveCount(), true));
    }

    /**
     * The exact score of every column for the side to move; full columns are marked not playable.
     * Its best score equals {@link #solve}.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled or interrupted
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
     * A time-bounded search: the best move, proven as far as the time allowed. It first finds a move
     * that does not lose at once (the move ordering's choice), then proves the outcome of every move
     * (win, draw or loss), then their exact scores, and returns what it had when the deadline came.
     *
     * @param deadlineNanos a {@link System#nanoTime()} value; the search returns shortly after it
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled or interrupted (not at the deadline)
     */
    public SearchResult search(Position position, long deadlineNanos) {
        SearchResult[] result = new SearchResult[1];
        run(position, () -> {
            int width = position.size().width();
            int guess = rootOrder(position)[0];
            result[0] = new SearchResult(guess, 0, SearchResult.Quality.HEURISTIC, 0);
            for (int column = 0; column < width; column++) {
                if (position.isWinningMove(column)) {
                    result[0] = new SearchResult(column, winScore(position), SearchResult.Quality.EXACT, 0);
                    return 0;
                }
            }
            this.deadlineNanos = deadlineNanos;
            try {
                // weak outcomes, in the order of the move ordering; a proven win ends this stage
                int[] order = rootOrder(position);
                int bestWeak = -1;
                int bestWeakScore = Integer.MIN_VALUE;
                for (int i = 0; i < order.length; i++) {
                    int column = order[i];
                    if (!position.canPlay(column)) {
                        continue;
                    }
                    int score = columnScore(position, column, true);
                    if (score > bestWeakScore) {
                        bestWeak = column;
                        bestWeakScore = score;
                        if (score > 0) {
                            break;
                        }
                    }
                    // if the deadline comes now: a proven draw, else a move not yet proven to lose
                    int fallback = bestWeak;
                    for (int j = i + 1; j < order.length && bestWeakScore < 0; j++) {
                        if (position.canPlay(order[j])) {
                            fallback = order[j];
                            break;
                        }
                    }
                    result[0] = new SearchResult(fallback, 0, SearchResult.Quality.HEURISTIC, nodes());
                }
                result[0] = new SearchResult(bestWeak, bestWeakScore, SearchResult.Quality.WEAK, nodes());
                // exact scores
                int bestExact = -1;
                int bestExactScore = Integer.MIN_VALUE;
                for (int column : order) {
                    if (position.canPlay(column)) {
                        int score = columnScore(position, column, false);
                        if (score > bestExactScore) {
                            bestExact = column;
                            bestExactScore = score;
                        }
                    }
                }
                result[0] = new SearchResult(bestExact, bestExactScore, SearchResult.Quality.EXACT, nodes());
            } catch (Search.DeadlineReached e) {
                result[0] = new SearchResult(result[0].bestColumn(), result[0].score(), result[0].quality(), nodes());
            } finally {
                this.deadlineNanos = NO_DEADLINE;
            }
            return 0;
        });
        return result[0];
    }

    /**
     * The move the table holds for a position, if any: the best move of the last search of it. After
     * {@link #solveWeak} or {@link #solve} of a won or drawn position this is usually the move that
     * proved its value, but the table may have lost it, or it may be from another search: a hint to
     * check, never a proof. Always empty on a packed board.
     */
    public OptionalInt tableMove(Position position) {
        Objects.requireNonNull(position, "position");
        if (position.size().isPacked() || search == null || !search.size.equals(position.size())) {
            return OptionalInt.empty();
        }
        int moveCode = search.probe(position.key(), position.moveCount()) >>> 16;
        if (moveCode == 0 || !position.canPlay(moveCode - 1)) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(moveCode - 1);
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
        return helpersActive;
    }

    /** The positions searched by the last call to solve, solveWeak, analyze or search. */
    public long nodeCount() {
        return nodeCount;
    }

    /** Forgets everything the table learned. */
    public void clearTable() {
        table.clear();
        if (search != null) {
            search.clearLateTable();
        }
        for (Search helper : helperSearches) {
            helper.clearLateTable();
        }
        if (wideSearch != null) {
            wideSearch.clearTable();
        }
    }

    /** The table, for its size. */
    public TranspositionTable table() {
        return table;
    }

    // ---- internals ----

    private interface Body {
        int run();
    }

    /** Checks the contract, prepares the search state and converts a stop into the public exception. */
    private int run(Position position, Body body) {
        Objects.requireNonNull(position, "position");
        if (position.isGameOver()) {
            throw new IllegalArgumentException("cannot solve a finished game: \"" + position.moves() + "\" is "
                    + (position.isWon() ? "won" : "drawn"));
        }
        if (position.size().isPacked()) {
            if (wideSearch == null || !wideSearch.size.equals(position.size())) {
                wideSearch = new WideSearch(position.size(), table.sizeBytes(), this::poll);
            }
            wideSearch.nodes = 0;
        } else {
            wideSearch = null;
            if (search == null || !search.size.equals(position.size())) {
                table.clear();
                search = new Search(position.size(), table, this);
            }
            search.nodes = 0;
        }
        cancelRequested = false;
        searching = true;
        try {
            return body.run();
        } catch (Search.Cancelled e) {
            throw new SearchCancelledException("search of \"" + position.moves() + "\" cancelled after "
                    + nodes() + " nodes");
        } finally {
            nodeCount = nodes();
            searching = false;
        }
    }

    /** The nodes searched so far by the current (or last) search. */
    private long nodes() {
        return wideSearch != null ? wideSearch.nodes : search.nodes;
    }

    /** The columns of a position in the order the search tries them, best guess first. */
    private int[] rootOrder(Position position) {
        return wideSearch != null
                ? wideSearch.rootOrder(position.currentStones(), position.occupied(), position.moveCount())
                : search.rootOrder(position.currentStones(), position.occupied(), position.moveCount());
    }

    /** The score of playing {@code column} for the side to move of {@code position}. */
    private int columnScore(Position position, int column, boolean weak) {
        if (position.isWinningMove(column)) {
            return weak ? 1 : winScore(position);
        }
        Position child = position.play(column);
        if (child.isGameOver()) {
            return 0; // the board is full
        }
        return -solveRoot(child.currentStones(), child.occupied(), child.moveCount(), weak);
    }

    /** The score of winning with the next disc: all {@code ceil(free / 2)} discs of the side to move remain. */
    private static int winScore(Position position) {
        return (position.freeCells() + 1) / 2;
    }

    /** Polled by the search: throws to unwind it when cancelled, interrupted or past the deadline. */
    void poll() {
        if (cancelRequested || Thread.currentThread().isInterrupted()) {
            throw Search.Cancelled.INSTANCE;
        }
        long deadline = deadlineNanos;
        if (deadline != NO_DEADLINE && System.nanoTime() - deadline >= 0) {
            throw Search.DeadlineReached.INSTANCE;
        }
        Root now = root;
        if (now != null) {
            if (helperScore != null) {
                throw Search.HelperFinished.INSTANCE;
            }
            if (runningHelpers.isEmpty() && search.nodes - now.startNodes() >= HELPER_START_NODES) {
                startHelpers(now);
            }
        }
    }

    /**
     * Solves a root on the calling thread's {@link Search}, with helper threads joining if it takes
     * long; returns the first result found. Helpers are stopped before it returns or throws.
     */
    private int solveRoot(long current, long mask, int moves, boolean weak) {
        if (wideSearch != null) {
            return wideSearch.solve(current, mask, moves, weak);
        }
        if (helperCount == 0) {
            return search.solve(current, mask, moves, weak);
        }
        helperScore = null;
        helpersStop = false;
        root = new Root(current, mask, moves, weak, search.nodes);
        try {
            return search.solve(current, mask, moves, weak);
        } catch (Search.HelperFinished e) {
            return helperScore;
        } finally {
            root = null;
            stopHelpers();
        }
    }

    private void startHelpers(Root job) {
        if (helperPool == null) {
            int pool = HELPER_POOLS.incrementAndGet();
            AtomicInteger number = new AtomicInteger();
            helperPool = Executors.newFixedThreadPool(helperCount, task -> {
                Thread thread = new Thread(task, "solver-" + pool + "-helper-" + number.incrementAndGet());
                thread.setDaemon(true);
                return thread;
            });
        }
        table.markAllWritten(); // the write log is not thread-safe: the next clear is a full one
        helpersActive = true;
        for (int i = 0; i < helperCount; i++) {
            if (helperSearches.size() <= i || !helperSearches.get(i).size.equals(search.size)) {
                Search helper = new Search(search.size, table, () -> {
                    if (helpersStop) {
                        throw Search.Cancelled.INSTANCE;
                    }
                }, i + 1);
                if (helperSearches.size() <= i) {
                    helperSearches.add(helper);
                } else {
                    helperSearches.set(i, helper);
                }
            }
            Search helper = helperSearches.get(i);
            helper.nodes = 0;
            runningHelpers.add(helperPool.submit(() -> {
                try {
                    int score = helper.solve(job.current(), job.mask(), job.moves(), job.weak());
                    if (helperScore == null) {
                        helperScore = score;
                    }
                } catch (Search.Cancelled stopped) {
                    // the root was solved elsewhere, or the search was cancelled
                }
            }));
        }
    }

    /** Stops the helpers of the current root and waits until none of them touches the table. */
    private void stopHelpers() {
        helpersStop = true;
        boolean interrupted = false;
        for (Future<?> helper : runningHelpers) {
            while (true) {
                try {
                    helper.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // keep waiting: a running helper still writes to the table
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a solver helper failed", e.getCause());
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        runningHelpers.clear();
        helpersActive = false;
        for (Search helper : helperSearches) {
            search.nodes += helper.nodes;
            helper.nodes = 0;
        }
    }

    /**
     * The mutable search state for one board size: the bitboard geometry, the move lists and the
     * node count. The search works on raw (current, mask) pairs, as in {@link Position}'s diagram,
     * and allocates nothing.
     */
    static final class Search {
        final BoardSize size;
        private final int width;
        private final int height;
        private final int cells;
        private final long bottomRow;
        private final long boardMask;
        /** Column masks in the order moves are added: outer columns first, the centre last. */
        private final long[] columnMaskByInsertionOrder;
        /** Column masks by column. */
        private final long[] columnMask;
        /** Columns from the centre outwards. */
        private final int[] columnOrder;
        /** The table's move code (column + 1) of each bit of the board: a lookup, not a division per store. */
        private final byte[] columnCodeOfCell = new byte[Long.SIZE];
        /** Whether lines other than vertical ones fit on the board (width >= 4). */
        private final boolean wide;
        private final TranspositionTable table;
        /** This thread's table of the positions with at most {@link #LATE_FREE_CELLS} free cells. */
        private final NearTable lateTable = new NearTable();
        private final Runnable poller;
        private final MoveSorter sorter;
        /** 0 for the calling thread's search; a helper's number perturbs its move order near the root. */
        private final int perturbation;
        /** Discs on the board at the root of the current solve. */
        private int rootMoves;
        /** {@link #nodes} when the current solve began. */
        private long rootNodes;
        /**
         * Enhanced transposition cutoffs only with more free cells than this: nearer the end, a
         * child's subtree is smaller than the cost of probing every child. The children of nodes with
         * at most {@link #LATE_FREE_CELLS} free cells are in the thread's own late table, cheap to probe:
         * from 8 free cells (instead of 12 before there was a late table) the empty board takes 9 %
         * fewer nodes and 13 to 17 % less time, the test sets the same or less.
         */
        private static final int ETC_MIN_FREE = 8;
        /**
         * Positions with at most this many free cells are kept in the search's own {@link NearTable}
         * (in the core's cache) instead of the shared table: they are most of the nodes of a big
         * search, each worth little, and a probe of the shared table would wait on main memory.
         */
        static final int LATE_FREE_CELLS = 16;
        /**
         * Nodes a solve takes before the enhanced transposition cutoffs also probe the children of
         * positions new to the table. Until then, only a position the table knows probes its children:
         * in a small search the children of a new position are rarely in the table, and probing them
         * costs more than it saves (measured on the easy test sets; the medium ones, whose searches
         * soon pass this, need the cutoffs everywhere).
         */
        private static final long ETC_NEW_NODES_AFTER = 1 << 14;
        /** No line ends known: a value {@link #lineEnds} never returns (it has no bit off the board). */
        private static final long UNKNOWN = -1L;
        long nodes;

        Search(BoardSize size, TranspositionTable table, Solver owner) {
            this(size, table, owner::poll, 0);
        }

        Search(BoardSize size, TranspositionTable table, Runnable poller, int perturbation) {
            this.size = size;
            this.width = size.width();
            this.height = size.height();
            this.cells = size.cells();
            this.bottomRow = Bitboard.bottomRow(size);
            this.boardMask = Bitboard.boardMask(size);
            this.wide = width >= BoardSize.WIN_LENGTH;
            this.table = table;
            this.poller = poller;
            this.perturbation = perturbation;
            this.sorter = new MoveSorter(width, cells);
            this.columnOrder = new int[width];
            for (int i = 0; i < width; i++) {
                // centre first, then alternately left and right: 3 2 4 1 5 0 6 for width 7
                columnOrder[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
            }
            for (int bit = 0; bit < Long.SIZE; bit++) {
                columnCodeOfCell[bit] = (byte) (bit / (height + 1) + 1);
            }
            this.columnMask = new long[width];
            for (int column = 0; column < width; column++) {
                columnMask[column] = Bitboard.columnMask(size, column);
            }
            this.columnMaskByInsertionOrder = new long[width];
            for (int i = 0; i < width; i++) {
                columnMaskByInsertionOrder[i] = Bitboard.columnMask(size, columnOrder[width - 1 - i]);
            }
        }

        /** Unwinds a cancelled search. No stack trace: it is control flow. */
        static final class Cancelled extends RuntimeException {
            private static final long serialVersionUID = 1L;
            static final Cancelled INSTANCE = new Cancelled();

            private Cancelled() {
                super(null, null, false, false);
            }
        }

        /** Unwinds the calling thread's search when a helper has solved the root first. */
        static final class HelperFinished extends RuntimeException {
            private static final long serialVersionUID = 1L;
            static final HelperFinished INSTANCE = new HelperFinished();

            private HelperFinished() {
                super(null, null, false, false);
            }
        }

        /** Unwinds a search at its deadline. */
        static final class DeadlineReached extends RuntimeException {
            private static final long serialVersionUID = 1L;
            static final DeadlineReached INSTANCE = new DeadlineReached();

            private DeadlineReached() {
                super(null, null, false, false);
            }
        }

        /**
         * The score of a position that is not over, by null-window probes narrowing [min, max].
         * With {@code weak}, only the sign.
         */
        int solve(long current, long mask, int moves, boolean weak) {
            rootMoves = moves;
            rootNodes = nodes;
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
                if (perturbation != 0 && med > min) {
                    med--; // a helper probes the neighbouring window: its bounds serve the caller's next probe
                }
                int r = negamax(current, mask, moves, med, med + 1, UNKNOWN);
                if (r <= med) {
                    max = r;
                } else {
                    min = r;
                }
            }
            return weak ? Integer.signum(min) : min;
        }

        /**
         * Negamax with alpha-beta over the possible non-losing moves.
         *
         * <p>Contract: the side to move cannot win with its next disc, and {@code alpha < beta}.
         * Returns the exact score if it lies in (alpha, beta); otherwise a bound on the same side of
         * the window as the exact score (at most alpha, or at least beta).
         *
         * @param opponentLines {@link #lineEnds} of the opponent's stones ({@code current ^ mask}), if
         *                      the caller has them, else {@link #UNKNOWN}
         */
        private int negamax(long current, long mask, int moves, int alpha, int beta, long opponentLines) {
            assert alpha < beta;
            assert !canWinNext(current, mask);
            if ((++nodes & (POLL_INTERVAL - 1)) == 0) {
                poller.run();
            }
            long possible = (mask + bottomRow) & boardMask;
            long opponentWins = (opponentLines != UNKNOWN ? opponentLines : lineEnds(current ^ mask)) & ~mask;
            long forced = possible & opponentWins;
            if (forced != 0) {
                if ((forced & (forced - 1)) != 0) {
                    return -(cells - moves) / 2; // two threats to block: lost at the opponent's next disc
                }
                possible = forced;
            }
            possible &= ~(opponentWins >>> 1); // never play right below an opponent's winning cell
            if (possible == 0) {
                return -(cells - moves) / 2;
            }
            if (moves >= cells - 2) {
                return 0; // neither side can win with the last two discs
            }
            int min = -(cells - 2 - moves) / 2; // the opponent cannot win with its next disc
            if (alpha < min) {
                alpha = min;
                if (alpha >= beta) {
                    return alpha;
                }
            }
            int max = (cells - 1 - moves) / 2; // we cannot win with our next disc
            if (beta > max) {
                beta = max;
                if (alpha >= beta) {
                    return beta;
                }
            }
            long key = current + mask;
            long h = TranspositionTable.mix(key);
            boolean late = isLate(moves);
            int bounds = probe(h, late);
            long hashMove = 0;
            if (bounds != 0) {
                int moveCode = bounds >>> 16;
                if (moveCode != 0) {
                    hashMove = possible & columnMask[moveCode - 1];
                }
                int lowerCode = (bounds >>> 8) & 0xFF;
                int upperCode = bounds & 0xFF;
                if (lowerCode != 0) {
                    int lower = decode(lowerCode);
                    if (alpha < lower) {
                        alpha = lower;
                        if (alpha >= beta) {
                            return alpha;
                        }
                    }
                }
                if (upperCode != 0) {
                    int upper = decode(upperCode);
                    if (beta > upper) {
                        beta = upper;
                        if (alpha >= beta) {
                            return beta;
                        }
                    }
                }
            }
            // enhanced transposition cutoffs, away from the end of the game and, while the search is
            // small, only at positions the table knows (see ETC_NEW_NODES_AFTER): the table may already know
            // that a move is good enough (its position's upper bound is at most -beta: cut) or cannot
            // raise alpha (lower bound at least -alpha: skipped). Probing every child here also loads
            // their table lines together, while the children searched below would each wait for theirs.
            long opponent = current ^ mask;
            boolean etc = moves < cells - ETC_MIN_FREE && (bounds != 0 || nodes - rootNodes >= ETC_NEW_NODES_AFTER);
            boolean childLate = isLate(moves + 1);
            for (long rest = etc ? possible : 0; rest != 0; rest &= rest - 1) {
                long move = rest & -rest;
                int childBounds = probe(TranspositionTable.mix(opponent + (mask | move)), childLate);
                if (childBounds != 0) {
                    int childUpper = childBounds & 0xFF;
                    if (childUpper != 0 && -decode(childUpper) >= beta) {
                        int score = -decode(childUpper);
                        store(late, h, encode(score), 0, moveCode(move));
                        return score;
                    }
                    int childLower = (childBounds >>> 8) & 0xFF;
                    if (childLower != 0 && -decode(childLower) <= alpha) {
                        possible ^= move;
                    }
                }
            }
            boolean perturb = perturbation != 0 && moves - rootMoves < PERTURBED_PLIES
                    && ((key * 0x9E3779B97F4A7C15L) >>> 60 & 3) == (perturbation & 3);
            long bestMove = 0;
            hashMove &= possible;
            // one move searched before any is scored: the only one left (often a forced one), or the
            // move that proved this position before
            long unscored = (possible & (possible - 1)) == 0 ? possible : perturb ? 0 : hashMove;
            if (unscored != 0) {
                int score = -negamax(opponent, mask | unscored, moves + 1, -beta, -alpha, UNKNOWN);
                if (score >= beta) {
                    store(late, h, encode(score), 0, moveCode(unscored));
                    return score;
                }
                if (score > alpha) {
                    alpha = score;
                    bestMove = unscored;
                }
                possible ^= unscored;
                hashMove = 0;
            }
            if (possible == 0) {
                store(late, h, 0, encode(alpha), bestMove == 0 ? 0 : moveCode(bestMove));
                return alpha;
            }
            sorter.reset(moves);
            for (int i = 0; i < width; i++) {
                long move = possible & columnMaskByInsertionOrder[i];
                if (move != 0) {
                    // the best move of an earlier search of this position first, then by threats created
                    long lines = lineEnds(current | move);
                    int score = move == hashMove ? HASH_MOVE_SCORE : Long.bitCount(lines & ~mask);
                    sorter.add(moves, move, score, lines);
                }
            }
            if (perturb) {
                sorter.swapBestTwo(moves);
            }
            for (long move = sorter.next(moves); move != 0; move = sorter.next(moves)) {
                int score = -negamax(opponent, mask | move, moves + 1, -beta, -alpha, sorter.lastLines(moves));
                if (score >= beta) {
                    store(late, h, encode(score), 0, moveCode(move));
                    return score;
                }
                if (score > alpha) {
                    alpha = score;
                    bestMove = move;
                }
            }
            store(late, h, 0, encode(alpha), bestMove == 0 ? 0 : moveCode(bestMove));
            return alpha;
        }

        /** The codes stored for a position of {@code moves} discs (see {@link TranspositionTable#probe}). */
        int probe(long key, int moves) {
            return probe(TranspositionTable.mix(key), isLate(moves));
        }

        /** Whether a position of {@code moves} discs belongs in the late table. */
        private boolean isLate(int moves) {
            return moves >= cells - LATE_FREE_CELLS;
        }

        /** The codes stored for {@code h = mix(key)} in the late table or the shared one. */
        private int probe(long h, boolean late) {
            return late ? lateTable.probe(h) : table.probe(h);
        }

        /** Stores codes for {@code h = mix(key)} in the late table or the shared one. */
        private void store(boolean late, long h, int lowerCode, int upperCode, int moveCode) {
            if (late) {
                lateTable.store(h, lowerCode, upperCode, moveCode);
            } else {
                table.store(h, lowerCode, upperCode, moveCode);
            }
        }

        /** Forgets the positions of the late table. */
        void clearLateTable() {
            lateTable.clear();
        }

        /** The table's code of a move: its column + 1. */
        private int moveCode(long move) {
            return columnCodeOfCell[Long.numberOfTrailingZeros(move)];
        }

        /** Table codes 1..cells+1 for scores -cells/2..cells/2+1. */
        private int encode(int score) {
            return score + cells / 2 + 1;
        }

        private int decode(int code) {
            return code - cells / 2 - 1;
        }

        private boolean canWinNext(long current, long mask) {
            return (winningCells(current, mask) & (mask + bottomRow) & boardMask) != 0;
        }

        /**
         * The empty cells that would complete a line of four for the side owning {@code stones}:
         * for each direction, the cells next to three aligned stones or filling the gap of 3 of 4.
         */
        private long winningCells(long stones, long mask) {
            return lineEnds(stones) & ~mask;
        }

        /** The cells of the board (empty or not) that complete a line of four for {@code stones}. */
        private long lineEnds(long stones) {
            // vertical: three stones right below
            long r = (stones << 1) & (stones << 2) & (stones << 3);
            if (wide) {
                r |= lineCompletions(stones, height + 1); // horizontal
                r |= lineCompletions(stones, height); // diagonal going down to the right
                r |= lineCompletions(stones, height + 2); // diagonal going up to the right
            }
            return r & boardMask;
        }

        /** Cells that complete four along the direction whose neighbours are {@code step} bits apart. */
        private static long lineCompletions(long stones, int step) {
            // shifted copies, each made from the last: one shift count in a register, not three
            long up1 = stones << step;
            long up2 = up1 << step;
            long down1 = stones >>> step;
            long down2 = down1 >>> step;
            // two stones on one side of the cell, with a third beyond them or one on the other side
            return (up1 & up2 & ((up2 << step) | down1)) | (down1 & down2 & ((down2 >>> step) | up1));
        }

        /** Columns of the position in the order the search tries them (best guess first). */
        int[] rootOrder(long current, long mask, int moves) {
            int[] order = new int[width];
            int[] scores = new int[width];
            long possible = (mask + bottomRow) & boardMask;
            long opponentWins = winningCells(current ^ mask, mask);
            for (int i = 0; i < width; i++) {
                int column = columnOrder[i];
                long move = possible & Bitboard.columnMask(size, column);
                int score;
                if (move == 0) {
                    score = Integer.MIN_VALUE;
                } else if ((move & (opponentWins >>> 1)) != 0 || ((possible & opponentWins) != 0 && (move & opponentWins) == 0)) {
                    score = -1000 + i; // loses at once (below an opponent's winning cell, or leaves a threat open)
                } else {
                    score = Long.bitCount(winningCells(current | move, mask));
                }
                int pos = i;
                while (pos > 0 && scores[pos - 1] < score) {
                    order[pos] = order[pos - 1];
                    scores[pos] = scores[pos - 1];
                    pos--;
                }
                order[pos] = column;
                scores[pos] = score;
            }
            return order;
        }
    }
}
