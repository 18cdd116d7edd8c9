package dev.connectfour.game.concurrent;

/** A handle on background work. */
@FunctionalInterface
public interface Cancellable {

    /** Cancels the work and interrupts its thread if it runs; its result will not be delivered. Idempotent. */
    void cancel();
}
