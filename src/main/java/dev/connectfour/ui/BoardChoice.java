package dev.connectfour.ui;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GameSettings;
import java.util.ResourceBundle;
import java.util.function.Consumer;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.controlsfx.control.SegmentedButton;

/**
 * The set-up screens' choice of board ({@link GameSettings#BOARD_SIZES}): one toggle per size, named
 * "7 × 6" and so on, each with a small outline of the board drawn to scale so the sizes can be told
 * apart at a glance.
 */
public final class BoardChoice {
    /** Pixels per cell of the little outline. */
    private static final double CELL = 3;

    private BoardChoice() {
    }

    /** Fills {@code segmented} with the boards, {@code selected} chosen; {@code onChange} hears each new choice. */
    public static void fill(SegmentedButton segmented, ResourceBundle strings, BoardSize selected,
                            Consumer<BoardSize> onChange) {
        Choices.fill(segmented, GameSettings.BOARD_SIZES, size -> Texts.board(strings, size), selected, onChange);
        segmented.getButtons().forEach(toggle -> {
            BoardSize size = (BoardSize) toggle.getUserData();
            toggle.setGraphic(outline(size));
            toggle.setAccessibleText(Texts.board(strings, size)
                    + (size.equals(BoardSize.STANDARD) ? " " + strings.getString("board.standard") : ""));
        });
    }

    /** A board outline {@code width} by {@code height} cells, bottom-aligned so the toggles line up. */
    private static Node outline(BoardSize size) {
        Rectangle frame = new Rectangle(size.width() * CELL, size.height() * CELL);
        frame.getStyleClass().add("board-outline");
        // a transparent box as high as the highest board: every toggle keeps the same height
        // (an invisible node would not count in the group's bounds)
        Rectangle box = new Rectangle(size.width() * CELL, (GameSettings.BOARD_SIZES.stream()
                .mapToInt(BoardSize::height).max().orElse(size.height())) * CELL, Color.TRANSPARENT);
        frame.setLayoutY(box.getHeight() - frame.getHeight());
        return new Group(box, frame);
    }
}
