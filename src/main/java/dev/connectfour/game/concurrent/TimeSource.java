package dev.connectfour.game.concurrent;

/**
 * A monotonic clock in milliseconds: only differences mean anything. Injected so that tests can
 * drive time by hand and never sleep.
 */
@FunctionalInterface
public interface TimeSource {

    /** The current time in milliseconds on a monotonic scale. */
    long millis();

    /** The real monotonic clock ({@link System#nanoTime()}). */
    static TimeSource system() {
        return () -> System.nanoTime() / 1_000_000L;
    }
}
