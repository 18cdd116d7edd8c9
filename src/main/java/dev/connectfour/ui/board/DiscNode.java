package dev.connectfour.ui.board;

import javafx.scene.Group;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;

/**
 * One disc, drawn around its own centre in board units: a shaded body in the side's colour, an inner
 * rim and the side's mark (ring or cross), so colour is never the only cue. The theme decides how
 * strongly the mark shows. Style classes: {@code disc}, the colour key, {@code ring} or {@code cross}.
 */
public final class DiscNode extends Group {
    public DiscNode(DiscLook look, double radius) {
        String colour = look.colourKey();
        String mark = look.mark() == DiscLook.Mark.RING ? "ring" : "cross";
        getStyleClass().addAll("disc", colour, mark);

        Circle body = new Circle(radius);
        body.getStyleClass().addAll("disc-body", colour);
        Circle rim = new Circle(radius * 0.78);
        rim.getStyleClass().addAll("disc-rim", colour);
        getChildren().addAll(body, rim);

        if (look.mark() == DiscLook.Mark.RING) {
            Circle ring = new Circle(radius * 0.38);
            ring.getStyleClass().addAll("disc-mark", "ring", colour);
            getChildren().add(ring);
        } else {
            double length = radius * 0.9;
            double thickness = radius * 0.2;
            for (int angle : new int[] {45, -45}) {
                Rectangle bar = new Rectangle(-length / 2, -thickness / 2, length, thickness);
                bar.setRotate(angle);
                bar.getStyleClass().addAll("disc-mark", "cross", colour);
                getChildren().add(bar);
            }
        }
        setMouseTransparent(true);
    }
}
