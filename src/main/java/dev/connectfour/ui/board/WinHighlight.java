package dev.connectfour.ui.board;

import dev.connectfour.engine.board.Position;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Turn;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.animation.Animation;
import javafx.animation.Timeline;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.ColorAdjust;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;

/**
 * What the board draws over its discs about the position: the ring on the last move and, for a won
 * game, the winning discs glowing, a line through each winning row and the other discs dimmed. Which
 * cells and lines win is the game's fact ({@link GamePosition#winningLines()}); this only draws them.
 */
final class WinHighlight {
    /** The losing and uninvolved discs once the game is won: greyed and darker, still readable by their marks. */
    private static final ColorAdjust DIMMED = new ColorAdjust(0, -0.75, -0.35, 0);

    private final BoardGeometry geometry;
    private final Group markerLayer = new Group();
    private final Group winLayer = new Group();
    private final List<Animation> pulses = new ArrayList<>();

    WinHighlight(BoardGeometry geometry) {
        this.geometry = geometry;
    }

    /** The layer under the holes' rims: the last-move ring. */
    Node markerLayer() {
        return markerLayer;
    }

    /** The layer over the rims: the glows and lines of a win. */
    Node winLayer() {
        return winLayer;
    }

    /**
     * Draws the marks of {@code shown} over {@code discs}, its discs as drawn (column, row): a ring on each of its last
     * {@code ringed} discs, and a win.
     */
    void show(GamePosition shown, DiscNode[][] discs, int ringed) {
        int[] below = new int[discs.length]; // the discs of each column above the one looked at, walking back
        List<Turn> turns = shown.turns();
        for (int i = turns.size() - 1, left = ringed; i >= 0 && left > 0; i--) {
            Turn turn = turns.get(i);
            if (!turn.isPass()) {
                int column = turn.column();
                int row = shown.height(column) - 1 - below[column];
                Circle marker = new Circle(geometry.columnX(column), geometry.rowY(row), BoardGeometry.HOLE_RADIUS + 1);
                below[column]++;
                left--;
                marker.getStyleClass().add("last-move-marker");
                markerLayer.getChildren().add(marker);
            }
        }
        List<Position.Cell> winning = shown.winningCells();
        if (winning.isEmpty()) {
            return;
        }
        forEachDisc(discs, disc -> {
            disc.getStyleClass().add("dimmed");
            disc.setEffect(DIMMED);
        });
        Group glows = new Group();
        for (Position.Cell cell : winning) {
            DiscNode disc = discs[cell.column()][cell.row()];
            disc.getStyleClass().remove("dimmed");
            disc.setEffect(null);
            disc.getStyleClass().add("winning");
            Circle glow = new Circle(geometry.columnX(cell.column()), geometry.rowY(cell.row()), BoardGeometry.HOLE_RADIUS);
            glow.getStyleClass().add("win-glow");
            glows.getChildren().add(glow);
        }
        winLayer.getChildren().add(glows);
        winLayer.getChildren().addAll(winLines(shown.winningLines()));
        Timeline pulse = BoardAnimations.pulse(glows, 0.35, 1, 1400);
        pulses.add(pulse);
        pulse.play();
    }

    /** Takes every mark away, the discs back to their plain look. */
    void clear(DiscNode[][] discs) {
        stopPulses();
        markerLayer.getChildren().clear();
        winLayer.getChildren().clear();
        forEachDisc(discs, disc -> {
            disc.getStyleClass().removeAll("dimmed", "winning");
            disc.setEffect(null);
        });
    }

    void stopPulses() {
        pulses.forEach(Animation::stop);
        pulses.clear();
    }

    /** A stroke from end to end of each winning line. */
    private List<Line> winLines(List<dev.connectfour.engine.board.Line> winning) {
        List<Line> strokes = new ArrayList<>();
        for (dev.connectfour.engine.board.Line line : winning) {
            Line stroke = new Line(
                    geometry.columnX(line.first().column()), geometry.rowY(line.first().row()),
                    geometry.columnX(line.last().column()), geometry.rowY(line.last().row()));
            stroke.getStyleClass().add("win-line");
            strokes.add(stroke);
        }
        return strokes;
    }

    private static void forEachDisc(DiscNode[][] discs, Consumer<DiscNode> action) {
        for (DiscNode[] column : discs) {
            for (DiscNode disc : column) {
                if (disc != null) {
                    action.accept(disc);
                }
            }
        }
    }
}
