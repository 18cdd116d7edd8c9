package dev.connectfour.ui;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * While installed as {@code System.err}: every throwable printed there with {@code printStackTrace}, on any
 * thread. That is how a thread that catches its own errors reports them (JavaFX's renderer among others):
 * they never reach an uncaught-exception handler. {@link Throwable#printStackTrace(PrintStream)} prints the
 * throwable itself first, with {@code println(Object)}: this stream notes it there. Everything printed
 * still goes to the real {@code System.err}.
 */
public final class PrintedThrowables extends PrintStream {
    private final PrintStream original;
    private final List<String> printed = new CopyOnWriteArrayList<>();

    private PrintedThrowables(PrintStream original) {
        super(original, true);
        this.original = original;
    }

    /** Starts noting the throwables printed to {@code System.err}; {@link #uninstall()} when done. */
    public static PrintedThrowables install() {
        PrintedThrowables stream = new PrintedThrowables(System.err);
        System.setErr(stream);
        return stream;
    }

    /** Gives {@code System.err} back (without closing it). */
    public void uninstall() {
        System.setErr(original);
    }

    /** "thread: throwable" for each throwable printed so far, oldest first. */
    public List<String> printed() {
        return List.copyOf(printed);
    }

    /** The real {@code System.err}: for a trace already counted elsewhere. */
    public PrintStream original() {
        return original;
    }

    @Override
    public void println(Object x) {
        if (x instanceof Throwable throwable) {
            printed.add(Thread.currentThread().getName() + ": " + throwable);
        }
        super.println(x);
    }
}
