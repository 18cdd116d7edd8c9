package dev.connectfour.ui.play;

import javafx.util.Duration;

/** A {@link Countdown} whose time passes when the test says so. */
final class ManualCountdown implements Countdown {
    private Duration left;
    private Runnable done;

    @Override
    public void start(Duration after, Runnable action) {
        left = after;
        done = action;
    }

    @Override
    public void stop() {
        left = null;
        done = null;
    }

    boolean running() {
        return done != null;
    }

    /** Lets {@code time} pass: the action runs if its time has come. */
    void advance(Duration time) {
        if (done == null) {
            return;
        }
        left = left.subtract(time);
        if (left.lessThanOrEqualTo(Duration.ZERO)) {
            Runnable action = done;
            stop();
            action.run();
        }
    }
}
