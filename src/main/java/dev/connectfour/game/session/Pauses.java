package dev.connectfour.game.session;

import java.util.EnumSet;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * The reasons that hold a session ({@link PauseReason}). The session is paused while any holds but
 * {@link PauseReason#ANIMATION}: ending one never ends another, and pausing twice for one reason is pausing once.
 * While paused the move clock stands still, the computer's disc waits (its search may go on), and play, undo and
 * redo are refused. {@code ANIMATION} pauses nothing but what the rules make of it: the clock
 * ({@link GameRules#clockRuns}).
 * The player's own pause ends with the game (its result, a new game); the other reasons belong to their
 * owners, who always take them back.
 */
final class Pauses {
    private final Set<PauseReason> reasons = EnumSet.noneOf(PauseReason.class);
    private final ReadOnlyBooleanWrapper paused;
    private final ReadOnlyBooleanWrapper pausedByPlayer;

    Pauses(Object bean) {
        paused = new ReadOnlyBooleanWrapper(bean, "paused");
        pausedByPlayer = new ReadOnlyBooleanWrapper(bean, "pausedByPlayer");
    }

    ReadOnlyBooleanProperty pausedProperty() {
        return paused.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty pausedByPlayerProperty() {
        return pausedByPlayer.getReadOnlyProperty();
    }

    boolean isPaused() {
        return paused.get();
    }

    boolean holds(PauseReason reason) {
        return reasons.contains(reason);
    }

    void add(PauseReason reason) {
        reasons.add(reason);
        publish();
    }

    void remove(PauseReason reason) {
        reasons.remove(reason);
        publish();
    }

    /** The paused properties, derived from the reasons that hold. */
    private void publish() {
        pausedByPlayer.set(reasons.contains(PauseReason.PLAYER));
        paused.set(reasons.stream().anyMatch(reason -> reason != PauseReason.ANIMATION));
    }
}
