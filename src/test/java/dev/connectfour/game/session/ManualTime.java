package dev.connectfour.game.session;

import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.concurrent.TimeSource;

/**
 * A hand-driven clock and ticker for tests: time stands still until {@link #advance} moves it, and
 * each advance delivers one tick if the session asked for ticks.
 */
public final class ManualTime implements TimeSource, Ticker {
    private long now = 1_000_000L;
    private Runnable onTick;
    private int starts;
    private int stops;

    public ManualTime() {
        // time starts at an arbitrary non-zero point, as a monotonic clock may
    }

    @Override
    public long millis() {
        return now;
    }

    @Override
    public void start(Runnable onTick) {
        this.onTick = onTick;
        starts++;
    }

    @Override
    public void stop() {
        onTick = null;
        stops++;
    }

    /** True while the session wants ticks. */
    public boolean isTicking() {
        return onTick != null;
    }

    /** Moves time on by {@code millis}, then ticks once (if the session wants ticks). */
    public void advance(long millis) {
        now += millis;
        tick();
    }

    /** Moves time on in steps of {@code step} ms, ticking after each, {@code millis} in all. */
    public void advanceInSteps(long millis, long step) {
        for (long done = 0; done < millis; done += step) {
            advance(Math.min(step, millis - done));
        }
    }

    /** One tick without moving time. */
    public void tick() {
        if (onTick != null) {
            onTick.run();
        }
    }

    public int starts() {
        return starts;
    }

    public int stops() {
        return stops;
    }
}
