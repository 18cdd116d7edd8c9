package dev.connectfour.ui.board;

import javafx.scene.Group;
import javafx.scene.shape.ArcTo;
import javafx.scene.shape.Circle;
import javafx.scene.shape.ClosePath;
import javafx.scene.shape.FillRule;
import javafx.scene.shape.HLineTo;
import javafx.scene.shape.Line;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import javafx.scene.shape.VLineTo;
import javafx.scene.text.Text;

/** The parts of the board that never change once drawn: its plate, its frame with holes, rims, labels and marks. */
final class BoardFrame {
    private BoardFrame() {
    }

    /** Drawn around the board while it has the keyboard focus (see board.css). */
    static Rectangle focusRing(BoardGeometry geometry) {
        double gap = 7;
        Rectangle ring = new Rectangle(-gap, geometry.boardTop() - gap, geometry.boardWidth() + 2 * gap,
                geometry.boardHeight() + 2 * gap);
        ring.setArcWidth(50);
        ring.setArcHeight(50);
        ring.getStyleClass().add("focus-ring");
        ring.setMouseTransparent(true);
        return ring;
    }

    static Rectangle backPlate(BoardGeometry geometry) {
        Rectangle back = new Rectangle(0, geometry.boardTop(), geometry.boardWidth(), geometry.boardHeight());
        back.getStyleClass().add("board-back");
        back.setArcWidth(36);
        back.setArcHeight(36);
        return back;
    }

    /**
     * The board with its holes as one path: the rounded outline and a circle per cell, filled
     * even-odd so every circle is a hole. Far cheaper to build than subtracting 42 shapes.
     */
    static Shape frame(BoardGeometry geometry) {
        double top = geometry.boardTop();
        double width = geometry.boardWidth();
        double height = geometry.boardHeight();
        double radius = 18;
        Path frame = new Path(
                new MoveTo(radius, top),
                new HLineTo(width - radius),
                new ArcTo(radius, radius, 0, width, top + radius, false, true),
                new VLineTo(top + height - radius),
                new ArcTo(radius, radius, 0, width - radius, top + height, false, true),
                new HLineTo(radius),
                new ArcTo(radius, radius, 0, 0, top + height - radius, false, true),
                new VLineTo(top + radius),
                new ArcTo(radius, radius, 0, radius, top, false, true),
                new ClosePath());
        double hole = BoardGeometry.HOLE_RADIUS;
        for (int column = 0; column < geometry.size().width(); column++) {
            for (int row = 0; row < geometry.size().height(); row++) {
                double x = geometry.columnX(column);
                double y = geometry.rowY(row);
                frame.getElements().addAll(new MoveTo(x + hole, y),
                        new ArcTo(hole, hole, 0, x - hole, y, false, true),
                        new ArcTo(hole, hole, 0, x + hole, y, false, true),
                        new ClosePath());
            }
        }
        frame.setFillRule(FillRule.EVEN_ODD);
        frame.getStyleClass().add("board-frame");
        return frame;
    }

    static Group rims(BoardGeometry geometry) {
        Group rims = new Group();
        for (int column = 0; column < geometry.size().width(); column++) {
            for (int row = 0; row < geometry.size().height(); row++) {
                Circle rim = new Circle(geometry.columnX(column), geometry.rowY(row), BoardGeometry.HOLE_RADIUS);
                rim.getStyleClass().add("hole-rim");
                rims.getChildren().add(rim);
            }
        }
        rims.setMouseTransparent(true);
        return rims;
    }

    static Group columnLabels(BoardGeometry geometry) {
        Group labels = new Group();
        for (int column = 0; column < geometry.size().width(); column++) {
            Text label = new Text(Integer.toString(column + 1));
            label.getStyleClass().add("column-label");
            label.setX(geometry.columnX(column) - 8);
            label.setY(geometry.labelY() + 9);
            labels.getChildren().add(label);
        }
        return labels;
    }

    /** Shapes {@code band} as a column-wide band over the holes (its x set per column), blind to the mouse. */
    static void columnBand(BoardGeometry geometry, Rectangle band) {
        band.setY(geometry.boardTop() + BoardGeometry.MARGIN / 2);
        band.setWidth(BoardGeometry.CELL);
        band.setHeight(geometry.boardHeight() - BoardGeometry.MARGIN);
        band.setArcWidth(24);
        band.setArcHeight(24);
        band.setMouseTransparent(true);
    }

    /** The mark over a full column where the hand would hold a disc: hidden until needed. */
    static Group fullSign() {
        double radius = BoardGeometry.DISC_RADIUS * 0.7;
        Circle ring = new Circle(radius);
        double corner = radius * Math.sqrt(0.5);
        Line bar = new Line(-corner, -corner, corner, corner);
        ring.getStyleClass().add("full-sign-mark");
        bar.getStyleClass().add("full-sign-mark");
        Group sign = new Group(ring, bar);
        sign.getStyleClass().add("full-sign");
        sign.setMouseTransparent(true);
        sign.setVisible(false);
        return sign;
    }
}
