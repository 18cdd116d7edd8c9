package dev.connectfour.ui.oneplayer;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;
import java.util.function.Consumer;
import javafx.scene.control.Slider;
import javafx.util.StringConverter;

/**
 * The ladder of levels as a slider on the one-player set-up: one stop per rung, weakest on the left, with
 * Easy, Medium and Hard named under their stops. Moving it chooses that rung's level; a custom depth,
 * which is not on the ladder, leaves it disabled at the rung last chosen.
 */
final class LadderSlider {
    private final Slider slider;
    /** Set while {@link #show} moves the slider: the move is not a choice. */
    private boolean showing;

    LadderSlider(Slider slider, ResourceBundle resources, Consumer<ComputerLevel> onChosen) {
        this.slider = slider;
        slider.setMin(1);
        slider.setMax(Ladder.size());
        slider.setMajorTickUnit(1);
        slider.setMinorTickCount(0);
        slider.setSnapToTicks(true);
        slider.setShowTickMarks(true);
        slider.setShowTickLabels(true);
        slider.setBlockIncrement(1);
        slider.setLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Double value) {
                return tickLabel(resources, value);
            }

            @Override
            public Double fromString(String text) {
                throw new UnsupportedOperationException("the labels are not read back");
            }
        });
        slider.valueProperty().addListener((obs, old, value) -> {
            int rung = rungAt(value.doubleValue());
            if (!showing && rung != rungAt(old.doubleValue())) {
                onChosen.accept(Ladder.rung(rung).level());
            }
        });
    }

    /** Shows {@code level}'s rung, or, for a level off the ladder, disables the slider where it stands. */
    void show(ComputerLevel level) {
        showing = true;
        try {
            Ladder.rungOf(level).ifPresent(rung -> slider.setValue(rung.number()));
            slider.setDisable(Ladder.rungOf(level).isEmpty());
        } finally {
            showing = false;
        }
    }

    /** The rung at a slider position (the nearest stop, within the ladder). */
    static int rungAt(double value) {
        return (int) Math.max(1, Math.min(Ladder.size(), Math.round(value)));
    }

    /** The name under a stop: only the named levels (Easy, Medium, Hard) are written, the choice stays simple. */
    static String tickLabel(ResourceBundle resources, double value) {
        ComputerLevel level = Ladder.rung(rungAt(value)).level();
        return level.kind() == ComputerLevel.Kind.RUNG ? "" : Texts.level(resources, level);
    }
}
