package dev.connectfour.ui;

import dev.connectfour.game.DiscColour;
import javafx.scene.shape.Circle;
import org.controlsfx.control.SegmentedButton;

/** Small coloured discs beside colour names, painted by the theme ({@code .swatch.red} and so on). */
public final class Swatches {
    private Swatches() {
    }

    /** A swatch of {@code colour}. */
    public static Circle of(DiscColour colour) {
        Circle swatch = new Circle(8);
        swatch.getStyleClass().addAll("swatch", colour.key());
        return swatch;
    }

    /** Puts a swatch on every toggle of a segmented button filled with {@link DiscColour} choices. */
    public static void decorate(SegmentedButton colours) {
        colours.getButtons().forEach(toggle -> toggle.setGraphic(of((DiscColour) toggle.getUserData())));
    }
}
