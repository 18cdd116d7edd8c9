package dev.connectfour.ui;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.scene.control.ToggleButton;
import org.controlsfx.control.SegmentedButton;

/**
 * Fills a ControlsFX {@link SegmentedButton} with one toggle per choice, keeps exactly one selected
 * (a click on the selected one does not clear it) and reports the choice; one handler for all toggles.
 */
public final class Choices {
    private Choices() {
    }

    /**
     * @param segmented the empty segmented button from the FXML
     * @param values    the choices, in order
     * @param label     the visible (and accessible) text of a choice
     * @param selected  the choice selected at first
     * @param onChange  called with each new choice
     */
    public static <T> void fill(SegmentedButton segmented, List<T> values, Function<T, String> label, T selected,
                                Consumer<T> onChange) {
        Objects.requireNonNull(onChange);
        segmented.getButtons().clear();
        for (T value : values) {
            ToggleButton toggle = new SteadyToggle(label.apply(value));
            toggle.setUserData(value);
            toggle.setFocusTraversable(true);
            toggle.setSelected(value.equals(selected));
            segmented.getButtons().add(toggle);
        }
        // Reports real changes only: the skin may deselect and reselect toggles while it builds itself.
        Object[] last = {selected};
        segmented.getToggleGroup().selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                old.setSelected(true);
                return;
            }
            @SuppressWarnings("unchecked")
            T value = (T) now.getUserData();
            if (!value.equals(last[0])) {
                last[0] = value;
                onChange.accept(value);
            }
        });
    }

    /** The toggle of {@code value} in a filled segmented button, for tests and keyboard focus. */
    public static ToggleButton toggleOf(SegmentedButton segmented, Object value) {
        return segmented.getButtons().stream().filter(toggle -> value.equals(toggle.getUserData())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no toggle for " + value));
    }
}
