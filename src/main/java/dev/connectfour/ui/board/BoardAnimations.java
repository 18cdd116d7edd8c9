package dev.connectfour.ui.board;

import java.util.ArrayList;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.scene.Node;
import javafx.util.Duration;

/** The board's timelines: the falling disc, the refused column's shake and the winning pulse. */
final class BoardAnimations {
    /** Time to fall one cell at normal speed; a fall of d cells takes this times sqrt(d), as under gravity. */
    static final double ONE_CELL_FALL_MILLIS = 150;
    static final double BOUNCE_MILLIS = 75;
    static final double BOUNCE_HEIGHT = 0.12 * BoardGeometry.CELL;
    static final double SHAKE_MILLIS = 320;

    /** Constant acceleration from rest: the distance covered grows with the square of the time. */
    static final Interpolator GRAVITY = new Interpolator() {
        @Override
        protected double curve(double t) {
            return t * t;
        }
    };

    /** Decelerating to rest at the top of the bounce: the mirror image of {@link #GRAVITY}. */
    static final Interpolator RISE = new Interpolator() {
        @Override
        protected double curve(double t) {
            return 1 - (1 - t) * (1 - t);
        }
    };

    private BoardAnimations() {
    }

    /**
     * Drops a disc placed at its final cell from {@code fallDistance} board units above it: it
     * accelerates, lands (then {@code onLanded} runs, for the sound), bounces a little and settles.
     *
     * @param speed 1 for normal; larger is slower (0.5 = twice as fast); must be positive
     */
    static Timeline drop(Node disc, double fallDistance, double speed, Runnable onLanded) {
        double cells = Math.max(fallDistance / BoardGeometry.CELL, 0.25);
        Duration landed = Duration.millis(ONE_CELL_FALL_MILLIS * Math.sqrt(cells) * speed);
        Duration top = landed.add(Duration.millis(BOUNCE_MILLIS * speed));
        Duration settled = top.add(Duration.millis(BOUNCE_MILLIS * speed));
        disc.setTranslateY(-fallDistance);
        return new Timeline(
                new KeyFrame(Duration.ZERO, new KeyValue(disc.translateYProperty(), -fallDistance)),
                new KeyFrame(landed, event -> onLanded.run(), new KeyValue(disc.translateYProperty(), 0, GRAVITY)),
                new KeyFrame(top, new KeyValue(disc.translateYProperty(), -BOUNCE_HEIGHT, RISE)),
                new KeyFrame(settled, new KeyValue(disc.translateYProperty(), 0, GRAVITY)));
    }

    /** A short horizontal shake of the given nodes, back to rest at the end. */
    static Timeline shake(List<? extends Node> nodes, double speed) {
        Timeline timeline = new Timeline();
        double[] offsets = {0, -9, 8, -6, 4, -2, 0};
        double step = SHAKE_MILLIS * Math.max(speed, 0.5) / (offsets.length - 1);
        for (int i = 0; i < offsets.length; i++) {
            List<KeyValue> values = new ArrayList<>();
            for (Node node : nodes) {
                values.add(new KeyValue(node.translateXProperty(), offsets[i], Interpolator.EASE_BOTH));
            }
            timeline.getKeyFrames().add(new KeyFrame(Duration.millis(i * step), values.toArray(KeyValue[]::new)));
        }
        return timeline;
    }

    /** A gentle endless fade in and out, for the winning four and the hint. */
    static Timeline pulse(Node node, double low, double high, double periodMillis) {
        Timeline timeline = new Timeline(
                new KeyFrame(Duration.ZERO, new KeyValue(node.opacityProperty(), high, Interpolator.EASE_BOTH)),
                new KeyFrame(Duration.millis(periodMillis / 2), new KeyValue(node.opacityProperty(), low,
                        Interpolator.EASE_BOTH)));
        timeline.setAutoReverse(true);
        timeline.setCycleCount(Animation.INDEFINITE);
        return timeline;
    }
}
