package dev.connectfour.game;

import java.util.Objects;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * Stepping through a finished (or interrupted) game turn by turn: step 0 is the empty board, step
 * {@link #length()} the game's last position. Lost turns are steps too, as in the history. Observable,
 * for the review screen; like the session, driven on one thread.
 *
 * <p>The step is the one source of truth: the position and the start and end flags are bound to it.
 * Listen to the step: when it fires, the position and both flags already agree with it (the bindings
 * were made first, so they are invalidated first). A listener on the position sees the step too.
 */
public final class Replay {
    private final GamePosition game;
    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(this, "step");
    private final ObjectBinding<GamePosition> position;
    private final BooleanBinding atStart;
    private final BooleanBinding atEnd;

    /** A replay of {@code game}, standing at its last position. */
    public Replay(GamePosition game) {
        this.game = Objects.requireNonNull(game, "game");
        step.set(length());
        position = Bindings.createObjectBinding(() -> game.withoutLastTurns(length() - step.get()), step);
        atStart = step.isEqualTo(0);
        atEnd = step.isEqualTo(length());
    }

    /** The whole game. */
    public GamePosition game() {
        return game;
    }

    /** The number of turns: the last step. */
    public int length() {
        return game.turns().size();
    }

    /** How many turns of the game the shown position has: 0 to {@link #length()}. */
    public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    public int getStep() {
        return step.get();
    }

    /** The position after {@link #getStep()} turns. */
    public ObjectBinding<GamePosition> positionProperty() {
        return position;
    }

    public GamePosition getPosition() {
        return position.get();
    }

    /** True at step 0, the empty board. */
    public BooleanBinding atStartProperty() {
        return atStart;
    }

    /** True at the game's last position. */
    public BooleanBinding atEndProperty() {
        return atEnd;
    }

    /** Shows the position after {@code turns} turns, clamped to the game. */
    public void go(int turns) {
        step.set(Math.max(0, Math.min(length(), turns)));
    }

    public void next() {
        go(getStep() + 1);
    }

    public void previous() {
        go(getStep() - 1);
    }

    public void first() {
        go(0);
    }

    public void last() {
        go(length());
    }
}
