package dev.connectfour.ui.play;

import javafx.util.Duration;

/**
 * The game screen's clock for what goes by itself: runs an action once, on the FX thread, after a while, unless it is
 * stopped or started again first. The view models take it in, so that their tests run the time themselves.
 */
interface Countdown {
    /** Runs {@code done} after {@code after}; a countdown still running is forgotten. */
    void start(Duration after, Runnable done);

    /** Forgets the countdown running, if any. */
    void stop();
}
