package dev.connectfour.net;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Runs the listener's events one at a time, in the order given, on the caller's executor (whatever kind it is).
 * A listener that throws is logged and the next event still runs.
 */
final class SerialExecutor implements Executor {
    private static final System.Logger LOG = System.getLogger(SerialExecutor.class.getName());

    private final Executor target;
    private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
    private boolean draining;

    SerialExecutor(Executor target) {
        this.target = target;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (queue) {
            queue.add(task);
            if (draining) {
                return;
            }
            draining = true;
        }
        try {
            target.execute(this::drain);
        } catch (RejectedExecutionException e) {
            synchronized (queue) {
                queue.clear();
                draining = false;
            }
            LOG.log(System.Logger.Level.DEBUG, "the event executor refused the match's events", e);
        }
    }

    private void drain() {
        while (true) {
            Runnable task;
            synchronized (queue) {
                task = queue.poll();
                if (task == null) {
                    draining = false;
                    return;
                }
            }
            try {
                task.run();
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a match listener failed", e);
            }
        }
    }
}
