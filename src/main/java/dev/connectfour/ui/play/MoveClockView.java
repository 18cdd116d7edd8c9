package dev.connectfour.ui.play;

import javafx.css.PseudoClass;
import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Arc;
import javafx.scene.shape.ArcType;
import javafx.scene.shape.Circle;

/**
 * The mover's clock: a ring that drains clockwise as the time runs out, with the whole seconds left
 * in the middle; it turns red (pseudo-class {@code :low}) in the last {@value #LOW_MILLIS} ms. The
 * ring and its track are one group, whose bounds are the whole circle whatever is left of the arc: so
 * the arc stays on the ring around the digit (laid out alone, a short arc would be centred over it).
 * The digit is drawn last, above the ring.
 */
final class MoveClockView extends StackPane {
    static final long LOW_MILLIS = 2000;
    private static final PseudoClass LOW = PseudoClass.getPseudoClass("low");
    private static final double RADIUS = 19;

    private final Arc arc = new Arc(0, 0, RADIUS, RADIUS, 90, 360);
    private final Label seconds = new Label();

    MoveClockView() {
        getStyleClass().add("move-clock");
        Circle track = new Circle(RADIUS);
        track.getStyleClass().add("clock-track");
        arc.setType(ArcType.OPEN);
        arc.getStyleClass().add("clock-arc");
        seconds.getStyleClass().add("clock-seconds");
        getChildren().addAll(new Group(track, arc), seconds);
        setMinSize(2 * RADIUS + 8, 2 * RADIUS + 8);
        setMaxSize(2 * RADIUS + 8, 2 * RADIUS + 8);
    }

    /** Shows {@code remainingMillis} of {@code totalMillis}. */
    void show(long remainingMillis, long totalMillis) {
        double fraction = totalMillis <= 0 ? 0 : Math.max(0, Math.min(1, remainingMillis / (double) totalMillis));
        arc.setLength(-360 * fraction);
        seconds.setText(Long.toString((remainingMillis + 999) / 1000));
        pseudoClassStateChanged(LOW, remainingMillis <= LOW_MILLIS);
    }

}
