package dev.connectfour.game.session;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.concurrent.Cancellable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

/**
 * A person's move clock (when {@link GameSettings#moveClockSeconds()} &gt; 0).
 *
 * <ul>
 *   <li>It runs only while a person at this board is to move, input is not locked and the session is not
 *       paused; it stands still otherwise and goes on from where it stood. It starts full at every turn.</li>
 *   <li>Each person's first move of a game is untimed ({@link #turnTimedProperty()} false): a player who
 *       opens a game and steps away finds it waiting, and the clock starts once they have shown they are
 *       there.</li>
 *   <li>When it runs out, the run-out action (the session: the turn passes without a disc) runs once.</li>
 * </ul>
 */
public final class MoveClock {
    private final long fullMillis;
    private final Scheduler scheduler;
    private final Runnable onRunOut;
    private final ReadOnlyLongWrapper remaining;
    private final ReadOnlyBooleanWrapper running;
    private final ReadOnlyBooleanWrapper turnTimed;
    /** The time left while the clock stands, or when it last started. */
    private long storedMillis;
    /** When the clock last started. */
    private long sinceMillis;
    /** The display refresh and the run-out while the clock runs; null while it stands. */
    private Cancellable refresh;
    private Cancellable runOut;

    MoveClock(Object bean, long fullMillis, Scheduler scheduler, Runnable onRunOut) {
        this.fullMillis = fullMillis;
        this.scheduler = scheduler;
        this.onRunOut = onRunOut;
        this.remaining = new ReadOnlyLongWrapper(bean, "remainingMillis", fullMillis);
        this.running = new ReadOnlyBooleanWrapper(bean, "clockRunning");
        this.turnTimed = new ReadOnlyBooleanWrapper(bean, "turnTimed");
        this.storedMillis = fullMillis;
    }

    /**
     * The time left for the current person's move, in ms: full at the start of each turn, updated on every tick
     * while the clock runs.
     */
    public ReadOnlyLongProperty remainingMillisProperty() {
        return remaining.getReadOnlyProperty();
    }

    public long getRemainingMillis() {
        return remaining.get();
    }

    /** True while the clock counts down. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
    }

    /**
     * True while a person is to move against the clock (not on their first move, not after the game); set before
     * the session's state changes for the turn.
     */
    public ReadOnlyBooleanProperty turnTimedProperty() {
        return turnTimed.getReadOnlyProperty();
    }

    public boolean isTurnTimed() {
        return turnTimed.get();
    }

    /** A new turn: the clock stands, full; {@code timed} says whether this turn is played against it. */
    void beginTurn(boolean timed) {
        stand();
        storedMillis = fullMillis;
        turnTimed.set(timed);
    }

    /** No turn to time any more (the game is over); {@link #update} then stops the clock. */
    void endTurn() {
        turnTimed.set(false);
    }

    /**
     * Runs the clock if the turn is timed and {@code personMayMove} (a person here is to move, input is
     * not locked, the session not paused or closed); stops it otherwise. Then publishes it.
     */
    void update(boolean personMayMove) {
        boolean shouldRun = turnTimed.get() && personMayMove;
        long now = scheduler.now();
        if (shouldRun && refresh == null) {
            sinceMillis = now;
            refresh = scheduler.everyTick(() -> remaining.set(left(scheduler.now())));
            runOut = scheduler.at(now + storedMillis, onRunOut);
        } else if (!shouldRun && refresh != null) {
            storedMillis = left(now);
            stand();
        }
        running.set(refresh != null);
        remaining.set(left(now));
    }

    private void stand() {
        if (refresh != null) {
            refresh.cancel();
            runOut.cancel();
            refresh = null;
            runOut = null;
        }
    }

    private long left(long now) {
        return refresh != null ? Math.max(0, storedMillis - (now - sinceMillis)) : storedMillis;
    }
}
