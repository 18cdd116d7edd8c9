package dev.connectfour.ui.monkey;

import dev.connectfour.ui.PrintedThrowables;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * Every exception thrown on any thread while installed: those that reach the default uncaught-exception
 * handler (the FX thread's included; it takes the place of the game's crash reporter, so install it once the
 * game has started), and those that a thread catches and prints, as JavaFX's renderer does
 * ({@link PrintedThrowables}). Each is noted with its thread and the action it followed.
 */
final class ThreadExceptions {
    private final List<String> uncaught = new CopyOnWriteArrayList<>();
    private final PrintedThrowables printed = PrintedThrowables.install();
    private final Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
    private final Supplier<String> lastAction;

    private ThreadExceptions(Supplier<String> lastAction) {
        this.lastAction = lastAction;
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {
            uncaught.add(thread.getName() + ": " + withRootCause(error) + " after " + lastAction.get());
            error.printStackTrace(printed.original()); // the failure names the action; the trace says where
        });
    }

    /** @param lastAction what the monkey did last, to name in each note */
    static ThreadExceptions install(Supplier<String> lastAction) {
        return new ThreadExceptions(lastAction);
    }

    /** Gives back the handler and {@code System.err} found at {@link #install}. */
    void uninstall() {
        Thread.setDefaultUncaughtExceptionHandler(previous);
        printed.uninstall();
    }

    /** Every exception so far, uncaught or printed; empty if none. */
    List<String> all() {
        List<String> all = new ArrayList<>(uncaught);
        printed.printed().forEach(trace -> all.add(trace + " (printed), seen after " + lastAction.get()));
        return all;
    }

    /** The exception, and the one that began it when it wraps another (an FXML handler's, say). */
    private static String withRootCause(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root == error ? error.toString() : error + ", caused by " + root;
    }
}
