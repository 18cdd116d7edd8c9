package dev.connectfour.game;

import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Stepping through a finished (or interrupted) game turn by turn: step 0 is the empty board, step
 * {@link #length()} the game's last position. Lost turns are steps too, as in the history. Observable,
 * for the review screen; like the session, driven on one thread.
 */
public final class Replay {
    private final GamePosition game;
    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(this, "step");
    private final ReadOnlyObjectWrapper<GamePosition> position = new ReadOnlyObjectWrapper<>(this, "position");
    private final ReadOnlyBooleanWrapper atStart = new ReadOnlyBooleanWrapper(this, "atStart");
    private final ReadOnlyBooleanWrapper atEnd = new ReadOnlyBooleanWrapper(this, "atEnd");

    /** A replay of {@code game}, standing at its last position. */
    public Replay(GamePosition game) {
        this.game = Objects.requireNonNull(game, "game");
        go(length());
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
    public ReadOnlyObjectProperty<GamePosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    public GamePosition getPosition() {
        return position.get();
    }

    public ReadOnlyBooleanProperty atStartProperty() {
        return atStart.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty atEndProperty() {
        return atEnd.getReadOnlyProperty();
    }

    /** Shows the position after {@code turns} turns, clamped to the game. */
    public void go(int turns) {
        int clamped = Math.max(0, Math.min(length(), turns));
        atStart.set(clamped == 0);
        atEnd.set(clamped == length());
        position.set(game.withoutLastTurns(length() - clamped));
        step.set(clamped);
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
