package dev.connectfour.net;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The time a match's clocks and deadlines run on: turn deadlines, the reconnection window, and the host's
 * lock-outs. Monotonic milliseconds. The connection's own timers (pings, silence, handshakes) always use real time.
 */
interface MatchClock {

    long nowMillis();

    /** Runs {@code task} once {@link #nowMillis()} reaches {@code atMillis}; the result cancels it. */
    Cancel at(long atMillis, Runnable task);

    /** Cancels a scheduled task if it has not run yet. */
    interface Cancel {
        void cancel();
    }

    /** Real time, the tasks run on {@code timer}. */
    static MatchClock system(ScheduledExecutorService timer) {
        return new MatchClock() {
            @Override
            public long nowMillis() {
                return TimeUnit.NANOSECONDS.toMillis(System.nanoTime());
            }

            @Override
            public Cancel at(long atMillis, Runnable task) {
                try {
                    ScheduledFuture<?> future = timer.schedule(task, Math.max(0, atMillis - nowMillis()), TimeUnit.MILLISECONDS);
                    return () -> future.cancel(false);
                } catch (RejectedExecutionException e) {
                    return () -> { }; // shut down: the match is over, nothing is left to time
                }
            }
        };
    }
}
