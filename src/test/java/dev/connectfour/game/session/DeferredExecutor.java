package dev.connectfour.game.session;

import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.concurrent.Cancellable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Queues work until the test runs it, so a test can act while the computer "thinks", and can even
 * deliver the result of cancelled work, as a real executor may when a result is already on its way.
 */
public final class DeferredExecutor implements BackgroundExecutor {

    /** One submitted piece of work. */
    public final class Job<V> implements Cancellable {
        private final Callable<V> work;
        private final Consumer<? super V> onSucceeded;
        private final Consumer<Throwable> onFailed;
        private boolean cancelled;
        private boolean done;

        private Job(Callable<V> work, Consumer<? super V> onSucceeded, Consumer<Throwable> onFailed) {
            this.work = work;
            this.onSucceeded = onSucceeded;
            this.onFailed = onFailed;
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        public boolean isCancelled() {
            return cancelled;
        }

        public boolean isDone() {
            return done;
        }

        /** Runs the work and delivers its outcome, even if cancelled (the race a real executor has). */
        public void deliver() {
            done = true;
            V value;
            try {
                value = work.call();
            } catch (Exception e) {
                onFailed.accept(e);
                return;
            }
            onSucceeded.accept(value);
        }
    }

    private final List<Job<?>> jobs = new ArrayList<>();

    public DeferredExecutor() {
        // nothing to set up
    }

    @Override
    public <V> Cancellable submit(Callable<V> work, Consumer<? super V> onSucceeded, Consumer<Throwable> onFailed) {
        Job<V> job = new Job<>(work, onSucceeded, onFailed);
        jobs.add(job);
        return job;
    }

    /** Every job submitted so far, oldest first. */
    public List<Job<?>> jobs() {
        return List.copyOf(jobs);
    }

    /** The newest job. */
    public Job<?> last() {
        return jobs.get(jobs.size() - 1);
    }

    /** Jobs neither cancelled nor run. */
    public List<Job<?>> pending() {
        return jobs.stream().filter(job -> !job.cancelled && !job.done).toList();
    }

    /** Runs every pending job, including ones submitted meanwhile, as a real executor would. */
    public void runPending() {
        List<Job<?>> pending;
        while (!(pending = pending()).isEmpty()) {
            pending.get(0).deliver();
        }
    }

    @Override
    public void close() {
        jobs.forEach(Job::cancel);
    }
}
