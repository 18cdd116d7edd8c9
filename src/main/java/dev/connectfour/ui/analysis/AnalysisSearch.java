package dev.connectfour.ui.analysis;

import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.board.Position;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ChangeListener;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * The analysis of the position on show, for one screen: {@link #show(Position)} cancels the search of
 * the previous position and starts one for the new one; {@link #valuesProperty()} only ever holds
 * values of the position last asked for (a late step of an older search is dropped: its task is
 * cancelled, no longer listened to, and its position checked). FX thread only.
 */
public final class AnalysisSearch {
    private final AnalysisService service;
    private final ReadOnlyObjectWrapper<ColumnValues> values = new ReadOnlyObjectWrapper<>(this, "values");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ChangeListener<ColumnValues> onStep = (obs, old, step) -> accept(step);
    private final ChangeListener<Worker.State> onState = (obs, old, state) -> running.set(isActive(state));
    private Task<ColumnValues> current;
    private Position asked;

    public AnalysisSearch(AnalysisService service) {
        this.service = Objects.requireNonNull(service, "service");
    }

    /** What is known of the position last asked for; null when none is (nothing asked, or a game over). */
    public ReadOnlyObjectProperty<ColumnValues> valuesProperty() {
        return values.getReadOnlyProperty();
    }

    /** True while the position on show is still being analysed (more exact values may come). */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Analyses {@code position} instead of the previous one; a position that is over has nothing to analyse. */
    public void show(Position position) {
        if (position.equals(asked) && current != null) {
            return;
        }
        cancel();
        asked = position;
        if (position.isGameOver()) {
            return;
        }
        values.set(ColumnValues.unknown(position));
        current = service.analyse(position);
        current.valueProperty().addListener(onStep);
        current.stateProperty().addListener(onState);
        running.set(true);
    }

    /** Stops the search and shows nothing. */
    public void cancel() {
        if (current != null) {
            current.valueProperty().removeListener(onStep);
            current.stateProperty().removeListener(onState);
            current.cancel(true);
            current = null;
        }
        asked = null;
        values.set(null);
        running.set(false);
    }

    private void accept(ColumnValues step) {
        if (step != null && step.position().equals(asked)) {
            values.set(step);
        }
    }

    private static boolean isActive(Worker.State state) {
        return state == Worker.State.READY || state == Worker.State.SCHEDULED || state == Worker.State.RUNNING;
    }
}
