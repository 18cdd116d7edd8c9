package dev.connectfour.ui.oneplayer;

import java.util.List;
import java.util.function.Supplier;
import javafx.beans.InvalidationListener;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * Keeps a wrapping label as tall as the tallest of the texts it may show, at its current width and
 * font: a description that wraps onto one line more than the last does not push what is below it.
 */
final class SteadyHeight {
    private static final String TEXTS = SteadyHeight.class.getName() + ".texts";

    private SteadyHeight() {
    }

    /** From now on, {@code label}'s least height is that of the tallest of {@code texts} (asked again on every change). */
    static void keep(Label label, Supplier<List<String>> texts) {
        label.getProperties().put(TEXTS, texts);
        InvalidationListener update = obs -> update(label);
        label.widthProperty().addListener(update);
        label.fontProperty().addListener(update);
    }

    /** Measures again, after the texts the label may show have changed. */
    @SuppressWarnings("unchecked")
    static void update(Label label) {
        Supplier<List<String>> texts = (Supplier<List<String>>) label.getProperties().get(TEXTS);
        double width = label.getWidth();
        if (texts == null || width <= 0) {
            return;
        }
        // the label measures each text itself (its font, padding and wrapping as styled), then shows its own again
        String shown = label.getText();
        label.setMinHeight(Region.USE_COMPUTED_SIZE);
        double tallest = 0;
        for (String text : texts.get()) {
            label.setText(text);
            tallest = Math.max(tallest, label.prefHeight(width));
        }
        label.setText(shown);
        label.setMinHeight(Math.ceil(tallest));
    }
}
