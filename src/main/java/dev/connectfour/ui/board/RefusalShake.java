package dev.connectfour.ui.board;

import java.util.List;
import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.ParallelTransition;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Node;
import javafx.scene.shape.Rectangle;
import javafx.util.Duration;

/** A refused drop: the column's band flashes while its discs and the hand shake; nothing else changes. */
final class RefusalShake {
    private final BoardGeometry geometry;
    private final Rectangle band = new Rectangle();
    private final ReadOnlyBooleanWrapper shaking;
    private Animation animation;
    private List<Node> shaken = List.of();

    /** @param shaking set true while a shake runs */
    RefusalShake(BoardGeometry geometry, ReadOnlyBooleanWrapper shaking) {
        this.geometry = geometry;
        this.shaking = shaking;
        BoardFrame.columnBand(geometry, band);
        band.getStyleClass().add("refused-column");
        band.setOpacity(0);
    }

    /** The band that flashes over the refused column, drawn behind the discs. */
    Rectangle band() {
        return band;
    }

    /** Shakes {@code nodes} (the column's discs and the hand) over {@code column}; a shake still running stops first. */
    void play(int column, List<Node> nodes, double speed) {
        stop();
        shaken = List.copyOf(nodes);
        band.setX(geometry.columnX(column) - BoardGeometry.CELL / 2);
        Timeline flash = new Timeline(
                new KeyFrame(Duration.ZERO, new KeyValue(band.opacityProperty(), 0.9)),
                new KeyFrame(Duration.millis(BoardAnimations.SHAKE_MILLIS * 1.4),
                        new KeyValue(band.opacityProperty(), 0, Interpolator.EASE_IN)));
        Timeline moves = BoardAnimations.shake(shaken, Math.max(speed, 0.6));
        moves.setOnFinished(event -> shaken.forEach(node -> node.setTranslateX(0)));
        animation = new ParallelTransition(flash, moves);
        animation.setOnFinished(event -> shaking.set(false));
        shaking.set(true);
        animation.play();
    }

    /** Stops a shake at once, every shaken node back in place. */
    void stop() {
        if (animation != null) {
            animation.stop();
            animation.jumpTo(Duration.ZERO);
            animation = null;
            shaking.set(false);
            shaken.forEach(node -> node.setTranslateX(0));
            band.setOpacity(0);
        }
    }
}
