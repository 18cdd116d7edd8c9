package dev.connectfour.game.concurrent;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs work off the FX thread and hands its outcome back on it; after JabRef's {@code TaskExecutor}.
 * The game uses {@link FxBackgroundExecutor} (a {@code javafx.concurrent.Task} on a daemon thread);
 * tests use a synchronous or a manually stepped implementation, so they need no FX toolkit.
 *
 * <p>Contract: at most one of {@code onSucceeded} and {@code onFailed} runs, on the thread that drives
 * the session, and neither runs once {@link Cancellable#cancel()} has returned — except that a
 * result already on its way may still arrive; the computer's mover checks that results belong to the
 * turn they were started for, so that race is harmless. A {@link java.util.concurrent.CancellationException}
 * from the work counts as cancelled and is not reported.
 */
public interface BackgroundExecutor extends AutoCloseable {

    /**
     * Starts {@code work} in the background.
     *
     * @return a handle to cancel it
     */
    <V> Cancellable submit(Callable<V> work, Consumer<? super V> onSucceeded, Consumer<Throwable> onFailed);

    /** Cancels whatever runs and stops the threads. */
    @Override
    void close();
}
