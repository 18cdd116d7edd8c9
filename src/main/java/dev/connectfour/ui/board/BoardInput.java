package dev.connectfour.ui.board;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;

/**
 * How the player points at the board: the mouse selects the column under it and a click chooses it;
 * while focused, Left/Right select a column, 1..9 choose one directly, Enter, Space or Down choose the selected one.
 */
final class BoardInput {
    private static final List<KeyCode> DIGITS = List.of(KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3,
            KeyCode.DIGIT4, KeyCode.DIGIT5, KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9);
    private static final List<KeyCode> NUMPAD = List.of(KeyCode.NUMPAD1, KeyCode.NUMPAD2, KeyCode.NUMPAD3,
            KeyCode.NUMPAD4, KeyCode.NUMPAD5, KeyCode.NUMPAD6, KeyCode.NUMPAD7, KeyCode.NUMPAD8, KeyCode.NUMPAD9);

    private BoardInput() {
    }

    /** The board's clickable area, over everything; {@code highlight} shows while the mouse is over it. */
    static Rectangle hitArea(BoardView board, BoardGeometry geometry, Node highlight) {
        Rectangle area = new Rectangle(0, 0, geometry.boardWidth(), geometry.boardTop() + geometry.boardHeight());
        area.setFill(Color.TRANSPARENT);
        area.addEventHandler(MouseEvent.MOUSE_MOVED,
                event -> board.selectedColumnProperty().set(geometry.columnAt(event.getX())));
        area.addEventHandler(MouseEvent.MOUSE_CLICKED, event -> {
            if (event.getButton() == MouseButton.PRIMARY) {
                board.requestFocus();
                board.chooseColumn(geometry.columnAt(event.getX()));
            }
        });
        area.setOnMouseEntered(event -> highlight.setVisible(true));
        area.setOnMouseExited(event -> highlight.setVisible(false));
        return area;
    }

    static void onKeyPressed(BoardView board, KeyEvent event) {
        int width = board.size().width();
        KeyCode code = event.getCode();
        int digit = DIGITS.indexOf(code) >= 0 ? DIGITS.indexOf(code) : NUMPAD.indexOf(code);
        if (event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        var selected = board.selectedColumnProperty();
        if (code == KeyCode.LEFT) {
            selected.set(Math.max(0, selected.get() - 1));
        } else if (code == KeyCode.RIGHT) {
            selected.set(Math.min(width - 1, selected.get() + 1));
        } else if (code == KeyCode.ENTER || code == KeyCode.SPACE || code == KeyCode.DOWN) {
            board.chooseColumn(selected.get());
        } else if (digit >= 0 && digit < width) {
            board.chooseColumn(digit);
        } else {
            return;
        }
        event.consume();
    }
}
