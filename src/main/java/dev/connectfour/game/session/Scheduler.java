package dev.connectfour.game.session;

import dev.connectfour.game.concurrent.Cancellable;
import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.concurrent.TimeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The session's timed work, on the session's {@link TimeSource}: actions due at a time (the end of the
 * computer's move delay, a move clock running out) and refreshes on every tick (the move clock's
 * display). It runs the {@link Ticker} only while it holds work, and checks due times on each tick,
 * since the time source is the session's own (tests and the UI tests drive it by hand).
 *
 * <p>Used on the thread that drives the session; actions run there, in the order they were scheduled.
 */
final class Scheduler {
    private final TimeSource time;
    private final Ticker ticker;
    private final List<Job> jobs = new ArrayList<>();
    private boolean ticking;

    Scheduler(TimeSource time, Ticker ticker) {
        this.time = Objects.requireNonNull(time, "time");
        this.ticker = Objects.requireNonNull(ticker, "ticker");
    }

    /** The current time of the session's time source. */
    long now() {
        return time.millis();
    }

    /** Runs {@code action} once, on the first tick at or after {@code dueMillis}, unless cancelled first. */
    Cancellable at(long dueMillis, Runnable action) {
        return add(new Job(dueMillis, false, action));
    }

    /** Runs {@code action} on every tick until cancelled. */
    Cancellable everyTick(Runnable action) {
        return add(new Job(Long.MIN_VALUE, true, action));
    }

    private Cancellable add(Job job) {
        jobs.add(job);
        updateTicker();
        return () -> {
            jobs.remove(job);
            updateTicker();
        };
    }

    private void tick() {
        long now = time.millis();
        for (Job job : List.copyOf(jobs)) {
            // an action may cancel or schedule others: a job cancelled meanwhile does not run
            if (now >= job.dueMillis && jobs.contains(job)) {
                if (!job.repeats) {
                    jobs.remove(job);
                }
                job.action.run();
            }
        }
        updateTicker();
    }

    private void updateTicker() {
        boolean wanted = !jobs.isEmpty();
        if (wanted && !ticking) {
            ticking = true;
            ticker.start(this::tick);
        } else if (!wanted && ticking) {
            ticking = false;
            ticker.stop();
        }
    }

    /** One piece of timed work; equal only to itself. */
    private static final class Job {
        private final long dueMillis;
        private final boolean repeats;
        private final Runnable action;

        private Job(long dueMillis, boolean repeats, Runnable action) {
            this.dueMillis = dueMillis;
            this.repeats = repeats;
            this.action = Objects.requireNonNull(action, "action");
        }
    }
}
