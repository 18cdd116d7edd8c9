package dev.connectfour.net;

/**
 * The clock of the turn being played, as one side of a match keeps it: whether it runs at all, from when (on the
 * match clock) and with how much time. Not thread-safe: guarded by its match's monitor.
 */
final class TurnClock {
    private final MatchClock clock;
    private boolean timed;
    private long startMillis;
    private long budgetMillis;

    TurnClock(MatchClock clock) {
        this.clock = clock;
    }

    /** A new turn with {@code budgetMillis}, running from now if {@code timed}. */
    void start(boolean timed, long budgetMillis) {
        take(timed, budgetMillis);
        restart();
    }

    /** Takes the turn as the host reports it; it runs from the next {@link #restart()}. */
    void take(boolean timed, long budgetMillis) {
        this.timed = timed;
        this.budgetMillis = budgetMillis;
    }

    /** The turn's clock runs from now with its budget (on a new connection). */
    void restart() {
        startMillis = clock.nowMillis();
    }

    /** Sets the time the turn has when its clock next runs (what was left at a loss, or the whole time again). */
    void budget(long millis) {
        budgetMillis = millis;
    }

    boolean isTimed() {
        return timed;
    }

    long budgetMillis() {
        return budgetMillis;
    }

    /** The time since the turn's clock started running. */
    long usedMillis() {
        return clock.nowMillis() - startMillis;
    }

    /** The time left while it runs, never below 0. */
    long remainingMillis() {
        return Math.max(0, budgetMillis - usedMillis());
    }

    /** When (match clock) the time runs out. */
    long deadlineMillis() {
        return startMillis + budgetMillis;
    }
}
