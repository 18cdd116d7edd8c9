package dev.connectfour.engine.search;

import dev.connectfour.engine.board.BoardSize;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The {@link Search} of the calling thread, joined by helper threads when a solve grows (lazy SMP).
 *
 * <p>A root is searched on the calling thread alone until it has taken {@value #HELPER_START_NODES}
 * nodes (a few milliseconds: small searches pay nothing). Then the helpers start solving the same root
 * over the same table, with the same windows and move order. A thread searching a node whose children
 * have big subtrees (far enough from the end, see {@code Search}) marks the child it searches in a
 * {@link BusyTable}, and the others, past that node's first move, put off the children marked and search
 * their siblings first (ABDADA): the threads split the moves of a node, and what one proves, the others
 * find in the table when they come back to it. The first thread to finish
 * gives the result (every thread computes the exact value: the table only ever holds true bounds),
 * and the others are stopped before {@link #solve} returns or throws, so no helper touches the table
 * between solves. Helper threads are daemons, made on first need, and end after {@value #HELPER_IDLE_SECONDS} s
 * without a solve to join, so a solver dropped without {@link #shutdown} leaves no thread behind (a tool that
 * makes a solver per position would otherwise keep a thread per position). Without helpers this is the
 * calling thread's search alone.
 */
final class ParallelSearch implements BoardSearch {
    /** Nodes a solve takes alone before helper threads join it. */
    static final long HELPER_START_NODES = 1L << 17;
    private static final AtomicInteger HELPER_POOLS = new AtomicInteger();
    /** How long an idle helper thread waits for the next solve before it ends; a later solve makes it again. */
    static final long HELPER_IDLE_SECONDS = 30;

    private final TranspositionTable table;
    private final Search search;
    private final int helperCount;
    private ExecutorService helperPool;
    private final List<Search> helperSearches = new ArrayList<>();
    private final BusyTable busy = new BusyTable();
    private final List<Future<?>> runningHelpers = new ArrayList<>();
    /** The root the calling thread is solving, while helpers may join it. */
    private Root root;
    /** Set by the first helper to finish the current root: its score. */
    private volatile Integer helperScore;
    /** Tells the helpers of the current root to stop. */
    private volatile boolean helpersStop;
    /** True while helper threads work on a root (for tests). */
    private volatile boolean helpersActive;

    private record Root(long current, long mask, int moves, boolean weak, int lower, int upper, int likely, long startNodes) {
    }

    /**
     * @param stopCheck polled by the calling thread's search; throws a {@link SearchStop} to unwind it
     */
    ParallelSearch(BoardSize size, TranspositionTable table, int helperCount, Runnable stopCheck) {
        this.table = table;
        this.helperCount = helperCount;
        this.search = new Search(size, table, () -> {
            stopCheck.run();
            pollHelpers();
        });
    }

    @Override
    public BoardSize size() {
        return search.size;
    }

    /** The move code the shared table (or the near one) holds for a position, 0 if none. */
    int tableMoveCode(long key, int moves) {
        return TableEntry.moveCode(search.probe(key, moves));
    }

    @Override
    public long nodes() {
        return search.nodes;
    }

    @Override
    public void resetNodes() {
        search.nodes = 0;
    }

    @Override
    public void clearTables() {
        search.clearLateTable();
        for (Search helper : helperSearches) {
            helper.clearLateTable();
        }
    }

    /** Lets the helper threads end: this search is dropped (the solver moved to another board size). */
    void shutdown() {
        if (helperPool != null) {
            helperPool.shutdown();
        }
    }

    /** Whether helper threads are at work on the current solve. Thread-safe. */
    boolean helpersActive() {
        return helpersActive;
    }

    @Override
    public int solve(long current, long mask, int moves, boolean weak, int lower, int upper, int likely) {
        if (helperCount == 0) {
            return search.solve(current, mask, moves, weak, lower, upper, likely);
        }
        helperScore = null;
        helpersStop = false;
        root = new Root(current, mask, moves, weak, lower, upper, likely, search.nodes);
        try {
            return search.solve(current, mask, moves, weak, lower, upper, likely);
        } catch (SearchStop stop) {
            if (stop != SearchStop.HELPER_FINISHED) {
                throw stop;
            }
            return helperScore;
        } finally {
            root = null;
            stopHelpers();
        }
    }

    /** Polled by the calling thread's search: stops it when a helper has finished, starts the helpers when due. */
    private void pollHelpers() {
        Root now = root;
        if (now != null) {
            if (helperScore != null) {
                throw SearchStop.HELPER_FINISHED;
            }
            if (runningHelpers.isEmpty() && search.nodes - now.startNodes() >= HELPER_START_NODES) {
                startHelpers(now);
            }
        }
    }

    private void startHelpers(Root job) {
        if (helperPool == null) {
            int pool = HELPER_POOLS.incrementAndGet();
            AtomicInteger number = new AtomicInteger();
            ThreadPoolExecutor helpers = new ThreadPoolExecutor(helperCount, helperCount, HELPER_IDLE_SECONDS,
                    TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
                        Thread thread = new Thread(task, "solver-" + pool + "-helper-" + number.incrementAndGet());
                        thread.setDaemon(true);
                        return thread;
                    });
            helpers.allowCoreThreadTimeOut(true);
            helperPool = helpers;
        }
        table.markAllWritten(); // the write log is not thread-safe: the next clear is a full one
        helpersActive = true;
        busy.clear();
        search.busy = busy;
        for (int i = 0; i < helperCount; i++) {
            if (helperSearches.size() <= i) {
                helperSearches.add(new Search(search.size, table, () -> {
                    if (helpersStop) {
                        throw SearchStop.CANCELLED;
                    }
                }));
                helperSearches.get(i).busy = busy;
            }
            Search helper = helperSearches.get(i);
            helper.nodes = 0;
            runningHelpers.add(helperPool.submit(() -> {
                try {
                    int score = helper.solve(job.current(), job.mask(), job.moves(), job.weak(), job.lower(), job.upper(),
                            job.likely());
                    if (helperScore == null) {
                        helperScore = score;
                    }
                } catch (SearchStop stopped) {
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
        search.busy = null;
        for (Search helper : helperSearches) {
            search.nodes += helper.nodes;
            helper.nodes = 0;
        }
    }
}
