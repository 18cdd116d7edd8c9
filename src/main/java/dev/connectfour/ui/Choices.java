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
    /** The segmented button's property holding the choice last reported or shown. */
    private static final String LAST = "choices.last";
    /** Set while {@link #show} changes the selection: nothing is reported or re-selected then. */
    private static final String QUIET = "choices.quiet";

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
        segmented.getProperties().put(LAST, selected);
        segmented.getToggleGroup().selectedToggleProperty().addListener((obs, old, now) -> {
            boolean quiet = segmented.getProperties().containsKey(QUIET);
            if (now == null) {
                if (!quiet) {
                    old.setSelected(true);
                }
                return;
            }
            @SuppressWarnings("unchecked")
            T value = (T) now.getUserData();
            if (!value.equals(segmented.getProperties().get(LAST))) {
                segmented.getProperties().put(LAST, value);
                if (!quiet) {
                    onChange.accept(value);
                }
            }
        });
    }

    /**
     * Shows {@code value} as the choice without reporting it; when it is none of the choices (a level the
     * buttons do not name), no button is selected until the player clicks one.
     */
    public static void show(SegmentedButton segmented, Object value) {
        segmented.getProperties().put(QUIET, Boolean.TRUE);
        try {
            segmented.getButtons().forEach(toggle -> toggle.setSelected(value.equals(toggle.getUserData())));
            segmented.getProperties().put(LAST, value);
        } finally {
            segmented.getProperties().remove(QUIET);
        }
    }

    /** The toggle of {@code value} in a filled segmented button, for tests and keyboard focus. */
    public static ToggleButton toggleOf(SegmentedButton segmented, Object value) {
        return segmented.getButtons().stream().filter(toggle -> value.equals(toggle.getUserData())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no toggle for " + value));
    }
}
