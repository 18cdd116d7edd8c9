package dev.connectfour.ui.play;

import java.util.LinkedHashMap;
import java.util.Map;
import dev.connectfour.ui.board.BoardView;
import javafx.scene.Node;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * The game screen's keys (the board itself handles Left/Right, Enter, Space and Down when focused):
 * 1 to the board's width (at most 9) drop, Ctrl+Z undo, Ctrl+Y redo, H hint, A analysis on/off, P pause or resume
 * (where the Pause button shows), R review, Ctrl+N new game, Ctrl+C copy and Ctrl+V paste the
 * moves, Ctrl+S save and Ctrl+O open a game file, F1 or ? help, Esc back. In a text field (a network game's chat)
 * only F1 and Esc are shortcuts: everything else is typing.
 * Each action goes through the same method as its button, so a disabled button's key does nothing either.
 */
final class Shortcuts {
    private static final KeyCode[] DIGITS = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4,
        KeyCode.DIGIT5, KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9};
    private static final KeyCode[] NUMPAD = {KeyCode.NUMPAD1, KeyCode.NUMPAD2, KeyCode.NUMPAD3, KeyCode.NUMPAD4,
        KeyCode.NUMPAD5, KeyCode.NUMPAD6, KeyCode.NUMPAD7, KeyCode.NUMPAD8, KeyCode.NUMPAD9};

    private Shortcuts() {
    }

    /** What the keys act on beside the screen's own buttons. */
    record Actions(PlayViewModel model, TransferViewModel transfers, AnalysisViewModel analysis, HelpOverlay help) {
    }

    static void install(Node root, BoardView board, PlayController play, Actions on) {
        PlayViewModel commands = on.model();
        TransferViewModel transfers = on.transfers();
        Map<KeyCombination, Runnable> actions = new LinkedHashMap<>();
        actions.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), () -> unlessDisabled(board, "#undoButton", commands::undo));
        actions.put(new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN), () -> unlessDisabled(board, "#redoButton", commands::redo));
        actions.put(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN), commands::newGame);
        actions.put(new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN), transfers::copy);
        actions.put(new KeyCodeCombination(KeyCode.V, KeyCombination.SHORTCUT_DOWN), transfers::paste);
        actions.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN), transfers::save);
        actions.put(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN), transfers::open);
        actions.put(new KeyCodeCombination(KeyCode.H), () -> unlessDisabled(board, "#hintButton", commands::hint));
        actions.put(new KeyCodeCombination(KeyCode.A), on.analysis()::toggle);
        actions.put(new KeyCodeCombination(KeyCode.P), () -> unlessDisabled(board, "#pauseButton", play::onPause));
        actions.put(new KeyCodeCombination(KeyCode.R), () -> unlessDisabled(board, "#reviewButton", play::onReview));
        actions.put(new KeyCodeCombination(KeyCode.F1), on.help()::toggle);
        actions.put(new KeyCodeCombination(KeyCode.ESCAPE), () -> { // closes the help if open, else to the start screen
            if (on.help().isOpen()) {
                on.help().close();
            } else {
                play.onMenu();
            }
        });
        root.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getTarget() instanceof TextInputControl && event.getCode() != KeyCode.ESCAPE
                    && event.getCode() != KeyCode.F1) {
                return; // typing a chat message: its letters and digits are text, not moves or commands
            }
            for (Map.Entry<KeyCombination, Runnable> action : actions.entrySet()) {
                if (action.getKey().match(event)) {
                    action.getValue().run();
                    event.consume();
                    return;
                }
            }
            int column = digit(event.getCode());
            if (column >= 0 && !event.isShortcutDown() && !event.isAltDown()) {
                board.chooseColumn(column);
                event.consume();
            }
        });
        root.addEventHandler(KeyEvent.KEY_TYPED, event -> {
            if ("?".equals(event.getCharacter()) && !(event.getTarget() instanceof TextInputControl)) {
                on.help().toggle();
                event.consume();
            }
        });
    }

    private static void unlessDisabled(BoardView board, String buttonId, Runnable action) {
        Node button = board.getScene().lookup(buttonId);
        if (button == null || (button.isVisible() && !button.isDisabled())) {
            action.run();
        }
    }

    private static int digit(KeyCode code) {
        for (int i = 0; i < DIGITS.length; i++) {
            if (DIGITS[i] == code || NUMPAD[i] == code) {
                return i;
            }
        }
        return -1;
    }
}
