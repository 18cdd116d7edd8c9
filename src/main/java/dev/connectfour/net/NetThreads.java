package dev.connectfour.net;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The threads of one host or guest: all daemon, all named {@code connectfour-net-<role>-<job>}, the living ones
 * kept so that tests can wait for them to end after a close.
 */
final class NetThreads {
    /** The prefix of every network thread's name. */
    static final String PREFIX = "connectfour-net-";

    private final String role;
    private final List<Thread> started = new CopyOnWriteArrayList<>();

    NetThreads(String role) {
        this.role = role;
    }

    /** The beginning of the names of this role's threads, for threads others start on its behalf. */
    String prefix() {
        return PREFIX + role + "-";
    }

    Thread start(String job, Runnable body) {
        Thread thread = create(job, body);
        thread.start();
        return thread;
    }

    /**
     * Stops {@code timer} once the tasks due within {@code graceMillis} have run: a connection that ended with a
     * bye has its socket closed by then even if its writer is stuck on a peer that reads nothing.
     */
    static void shutDownAfter(ScheduledExecutorService timer, long graceMillis) {
        try {
            timer.schedule(timer::shutdown, graceMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // already shut down
        }
    }

    /** One timer thread; shutting it down drops the delayed tasks. */
    ScheduledExecutorService timer() {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, body -> create("timer", body));
        timer.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        timer.setContinueExistingPeriodicTasksAfterShutdownPolicy(false);
        timer.setRemoveOnCancelPolicy(true);
        return Executors.unconfigurableScheduledExecutorService(timer);
    }

    /** Waits until every thread started so far has ended; false if one is still alive after the time-out. */
    boolean awaitEnd(long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        for (Thread thread : List.copyOf(started)) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0 && thread.isAlive()) {
                return false;
            }
            thread.join(Math.max(1, left));
            if (thread.isAlive()) {
                return false;
            }
        }
        return true;
    }

    /** A thread that leaves the list as it ends, so that a long wait with many short connections keeps none. */
    private Thread create(String job, Runnable body) {
        Thread[] self = new Thread[1];
        Thread thread = new Thread(() -> {
            try {
                body.run();
            } finally {
                started.remove(self[0]);
            }
        }, PREFIX + role + "-" + job);
        self[0] = thread;
        thread.setDaemon(true);
        started.add(thread);
        return thread;
    }
}
