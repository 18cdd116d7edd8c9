package dev.connectfour.ui.play;

import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.store.PositionText;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.board.BoardView;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * Ctrl+C and Ctrl+V on the game screen: the position as a move string ({@link PositionText}) to and
 * from the system clipboard. What cannot be done is said in a notice; nothing else changes.
 */
final class PositionClipboard {
    private final BoardView owner;
    private final ResourceBundle resources;
    private final Notices notices;

    /** @param owner the game's board: pasted moves are read on its size */
    PositionClipboard(BoardView owner, ResourceBundle resources, Notices notices) {
        this.owner = owner;
        this.resources = resources;
        this.notices = notices;
    }

    /** Puts the move string of {@code position} on the clipboard, or tells why it has none (a turn lost to the clock). */
    void copy(GamePosition position) {
        Optional<String> moves = PositionText.copyText(position);
        if (moves.isEmpty()) {
            notices.show(resources.getString("copy.impossible"));
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(moves.get());
        Clipboard.getSystemClipboard().setContent(content);
        notices.show(Texts.format(resources, "copy.done", moves.get().isEmpty() ? "–" : moves.get()));
    }

    /** The position of the move string on the clipboard, if it is one that can still be played; else a notice. */
    Optional<GamePosition> pasted() {
        String text = Clipboard.getSystemClipboard().getString();
        if (text == null || text.isBlank()) {
            notices.show(resources.getString("paste.empty"));
            return Optional.empty();
        }
        try {
            GamePosition position = PositionText.parse(owner.size(), text);
            if (position.isGameOver()) {
                notices.show(resources.getString("paste.over"));
                return Optional.empty();
            }
            return Optional.of(position);
        } catch (MoveStringException e) {
            notices.show(Texts.format(resources, "paste.bad", Texts.moveString(resources, e, owner.size())));
            return Optional.empty();
        }
    }
}
