package dev.connectfour.ui.board;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import java.util.function.Function;
import javafx.animation.Animation;
import javafx.css.PseudoClass;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;

/**
 * The marks that follow a column: over the chosen one, the hand holding the preview disc (or a "no
 * entry" sign over a full column), the keyboard cursor and the band under the mouse; over the suggested
 * one, the hint's pulsing band and arrow.
 */
final class ColumnMarks {
    /** On the column highlight while the chosen column is full. */
    private static final PseudoClass FULL = PseudoClass.getPseudoClass("full");

    private final BoardGeometry geometry;
    private final Rectangle highlight = new Rectangle();
    private final Group hint = new Group();
    private final Polygon cursor = new Polygon(-14, 0, 14, 0, 0, 14);
    private final Group hand = new Group();
    /** In the hand's place over a full column: a "no entry" sign, so the refusal is seen before the click. */
    private final Group fullSign = BoardFrame.fullSign();
    private Animation hintPulse;
    private Player handPlayer;

    ColumnMarks(BoardGeometry geometry) {
        this.geometry = geometry;
        BoardFrame.columnBand(geometry, highlight);
        highlight.getStyleClass().add("column-highlight");
        highlight.setVisible(false);
        cursor.getStyleClass().add("column-cursor");
        cursor.setLayoutY(geometry.boardTop() - 14);
        cursor.setMouseTransparent(true);
        hint.setMouseTransparent(true);
        hand.setMouseTransparent(true);
    }

    /** The band under the mouse, drawn behind the discs; shown while the mouse is over the board. */
    Rectangle highlight() {
        return highlight;
    }

    /** The marks drawn over the board, in order: the hint, the cursor, the hand, the full sign. */
    Node[] overBoard() {
        return new Node[] {hint, cursor, hand, fullSign};
    }

    /** The hand, which shakes with a refused column. */
    Node hand() {
        return hand;
    }

    /** Moves the hand, the cursor and the band over {@code column}. */
    void moveTo(int column) {
        hand.setLayoutX(geometry.columnX(column));
        hand.setLayoutY(geometry.handY());
        fullSign.setLayoutX(geometry.columnX(column));
        fullSign.setLayoutY(geometry.handY());
        cursor.setLayoutX(geometry.columnX(column));
        highlight.setX(geometry.columnX(column) - BoardGeometry.CELL / 2);
    }

    /**
     * The hand holds {@code player}'s preview disc over {@code column} while a person may drop one; over a
     * full column it is empty and the column is marked {@code :full}, so no drop is offered where none can land.
     *
     * @param player the side whose disc hangs in the hand; null for none
     */
    void updateHand(int column, Player player, boolean animating, GamePosition shown, Function<Player, DiscLook> looks) {
        boolean full = !shown.isGameOver() && !shown.canPlay(column);
        highlight.pseudoClassStateChanged(FULL, full);
        boolean offered = player != null && !animating && !shown.isGameOver();
        fullSign.setVisible(offered && full);
        boolean visible = offered && !full;
        if (visible && player != handPlayer) {
            hand.getChildren().setAll(new DiscNode(looks.apply(player), BoardGeometry.DISC_RADIUS));
            hand.getChildren().get(0).getStyleClass().add("preview");
            handPlayer = player;
        }
        hand.setVisible(visible);
        cursor.setOpacity(visible ? 0 : 1); // CSS owns its visibility (shown while the board has the focus)
    }

    /** The looks changed: the hand's disc is made anew. */
    void forgetHandDisc() {
        handPlayer = null;
    }

    /** Marks {@code column} as the suggested move; a column off the board clears the mark. */
    void showHint(int column) {
        hint.getChildren().clear();
        if (hintPulse != null) {
            hintPulse.stop();
            hintPulse = null;
        }
        if (column < 0 || column >= geometry.size().width()) {
            return;
        }
        double x = geometry.columnX(column) - BoardGeometry.CELL / 2;
        Rectangle band = new Rectangle(x + 4, geometry.boardTop() + 4, BoardGeometry.CELL - 8, geometry.boardHeight() - 8);
        band.setArcWidth(28);
        band.setArcHeight(28);
        band.getStyleClass().add("hint-column");
        Polygon arrow = new Polygon(-18, 0, 18, 0, 0, 22);
        arrow.setLayoutX(geometry.columnX(column));
        arrow.setLayoutY(geometry.boardTop() - 30);
        arrow.getStyleClass().add("hint-arrow");
        hint.getChildren().addAll(band, arrow);
        hintPulse = BoardAnimations.pulse(hint, 0.45, 1, 1000);
        hintPulse.play();
    }
}
