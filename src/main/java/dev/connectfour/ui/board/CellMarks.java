package dev.connectfour.ui.board;

import dev.connectfour.engine.coach.CellNames;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Circle;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * Draws the {@link CellMark}s over the board: a ring in each marked cell, and its label. While cells are marked, the
 * labels under the columns name them as the coach's words do, {@code a} to {@code g} (so that "e3" can be found: the
 * column e, the row 3 from the bottom); otherwise they number them as the keys do, 1 to 7.
 */
final class CellMarks {
    private final BoardGeometry geometry;
    private final Group layer = new Group();
    private final Group columnLabels;

    CellMarks(BoardGeometry geometry) {
        this.geometry = geometry;
        this.columnLabels = BoardFrame.columnLabels(geometry);
        layer.setMouseTransparent(true);
    }

    Node layer() {
        return layer;
    }

    /** The labels under the columns. */
    Node columnLabels() {
        return columnLabels;
    }

    void show(List<? extends CellMark> marks) {
        layer.getChildren().clear();
        for (int column = 0; column < columnLabels.getChildren().size(); column++) {
            ((Text) columnLabels.getChildren().get(column)).setText(marks.isEmpty() ? Integer.toString(column + 1)
                    : CellNames.column(column));
        }
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
                // centred again once the style sheet has given the label its font
                label.layoutBoundsProperty().addListener((obs, old, bounds) -> label.setX(x - bounds.getWidth() / 2));
                layer.getChildren().add(label);
            }
        }
    }
}
