package dev.connectfour.game;

/**
 * Something that calls the session back regularly while it needs to watch the time: while a move
 * clock runs and while the computer is to move (its disc waits for the computer delay).
 *
 * <p>The UI implements it with an {@code AnimationTimer} (every frame is plenty; a tick costs
 * almost nothing): {@code start} starts the timer, whose {@code handle} runs {@code onTick};
 * {@code stop} stops it. Tests implement it with a manual clock: advance the time, then call the
 * callback. Calls come from, and callbacks must run on, the thread that drives the session.
 */
public interface Ticker {

    /** Begin calling {@code onTick} regularly. Calling it again replaces the callback. */
    void start(Runnable onTick);

    /** Stop calling back. Harmless when not started. */
    void stop();
}
