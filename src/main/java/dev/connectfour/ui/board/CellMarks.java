package dev.connectfour.ui.board;

import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Circle;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/** Draws the {@link CellMark}s over the board: a ring in each marked cell, and its label. */
final class CellMarks {
    private final BoardGeometry geometry;
    private final Group layer = new Group();

    CellMarks(BoardGeometry geometry) {
        this.geometry = geometry;
        layer.setMouseTransparent(true);
    }

    Node layer() {
        return layer;
    }

    void show(List<? extends CellMark> marks) {
        layer.getChildren().clear();
        for (CellMark mark : marks) {
            double x = geometry.columnX(mark.cell().column());
            double y = geometry.rowY(mark.cell().row());
            Circle ring = new Circle(x, y, BoardGeometry.HOLE_RADIUS - 2);
            ring.getStyleClass().addAll("cell-mark", mark.better() ? "better" : "claim");
            ring.setId("mark-" + mark.cell().column() + "-" + mark.cell().row());
            layer.getChildren().add(ring);
            if (!mark.label().isEmpty()) {
                Text label = new Text(x, y, mark.label());
                label.getStyleClass().add("cell-mark-label");
                label.setTextOrigin(VPos.CENTER);
                label.setTextAlignment(TextAlignment.CENTER);
                label.setX(x - label.getLayoutBounds().getWidth() / 2);
                layer.getChildren().add(label);
            }
        }
    }
}
