package dev.connectfour.game.concurrent;

/**
 * The session's heartbeat: it calls back regularly while the session has timed work (a running move
 * clock, whose display it refreshes, or the computer's move delay); the session's scheduler starts it
 * then and stops it when nothing is due.
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
