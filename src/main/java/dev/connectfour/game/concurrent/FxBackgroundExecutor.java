package dev.connectfour.game.concurrent;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.concurrent.Task;
import javafx.concurrent.WorkerStateEvent;

/**
 * The game's {@link BackgroundExecutor}: each piece of work runs as a {@code javafx.concurrent.Task}
 * on one daemon thread named {@code connect-four-computer-N}; its outcome comes back on the FX thread
 * through {@code onSucceeded}/{@code onFailed}. Needs the FX toolkit running.
 *
 * <p>One thread, deliberately: a cancelled search may need a few milliseconds to notice its interrupt,
 * and a computer player must not be used by two threads at once, so the next search queues behind it.
 */
public final class FxBackgroundExecutor implements BackgroundExecutor {
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final ExecutorService threads = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "connect-four-computer-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });

    /** An executor with its thread not started yet (it starts with the first work). */
    public FxBackgroundExecutor() {
        // the thread pool is a field initialiser
    }

    @Override
    public <V> Cancellable submit(Callable<V> work, Consumer<? super V> onSucceeded, Consumer<Throwable> onFailed) {
        Objects.requireNonNull(work, "work");
        Task<V> task = new Task<>() {
            @Override
            protected V call() throws Exception {
                return work.call();
            }
        };
        task.addEventHandler(WorkerStateEvent.WORKER_STATE_SUCCEEDED, event -> onSucceeded.accept(task.getValue()));
        task.addEventHandler(WorkerStateEvent.WORKER_STATE_FAILED, event -> {
            Throwable error = task.getException();
            if (!(error instanceof CancellationException)) {
                onFailed.accept(error);
            }
        });
        threads.execute(task);
        return () -> task.cancel(true);
    }

    @Override
    public void close() {
        threads.shutdownNow();
    }
}
