package dev.connectfour.game.session;

import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.concurrent.Cancellable;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/** Runs the work at once on the calling thread and delivers its outcome before {@code submit} returns. */
public final class SynchronousExecutor implements BackgroundExecutor {
    private int submitted;

    public SynchronousExecutor() {
        // nothing to set up
    }

    @Override
    public <V> Cancellable submit(Callable<V> work, Consumer<? super V> onSucceeded, Consumer<Throwable> onFailed) {
        submitted++;
        V value;
        try {
            value = work.call();
        } catch (CancellationException e) {
            return () -> { };
        } catch (Exception e) {
            onFailed.accept(e);
            return () -> { };
        }
        onSucceeded.accept(value);
        return () -> { };
    }

    /** How many pieces of work were submitted. */
    public int submitted() {
        return submitted;
    }

    @Override
    public void close() {
    }
}
