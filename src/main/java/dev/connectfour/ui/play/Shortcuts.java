package dev.connectfour.ui.play;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * The game screen's keys (the board itself handles Left/Right, Enter, Space and Down when focused):
 * 1 to the board's width (at most 9) drop, Ctrl+Z undo, Ctrl+Y redo, H hint, A analysis on/off, P pause or resume
 * (where the Pause button shows), R review, Ctrl+N new game, Ctrl+C copy and Ctrl+V paste the
 * moves, Ctrl+S save and Ctrl+O open a game file, F1 or ? help, Esc back.
 * Each action goes through the same method as its button, so a disabled button's key does nothing either.
 */
final class Shortcuts {
    private static final KeyCode[] DIGITS = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4,
        KeyCode.DIGIT5, KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9};
    private static final KeyCode[] NUMPAD = {KeyCode.NUMPAD1, KeyCode.NUMPAD2, KeyCode.NUMPAD3, KeyCode.NUMPAD4,
        KeyCode.NUMPAD5, KeyCode.NUMPAD6, KeyCode.NUMPAD7, KeyCode.NUMPAD8, KeyCode.NUMPAD9};

    private Shortcuts() {
    }

    static void install(Node root, PlayController play) {
        Map<KeyCombination, Runnable> actions = new LinkedHashMap<>();
        actions.put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), () -> unlessDisabled(play, "#undoButton", play::onUndo));
        actions.put(new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN), () -> unlessDisabled(play, "#redoButton", play::onRedo));
        actions.put(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN), play::onNewGame);
        actions.put(new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN), play::copyPosition);
        actions.put(new KeyCodeCombination(KeyCode.V, KeyCombination.SHORTCUT_DOWN), play::pastePosition);
        actions.put(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN), play::onSaveGame);
        actions.put(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN), play::onOpenGame);
        actions.put(new KeyCodeCombination(KeyCode.H), () -> unlessDisabled(play, "#hintButton", play::onHint));
        actions.put(new KeyCodeCombination(KeyCode.A), play::toggleAnalysis);
        actions.put(new KeyCodeCombination(KeyCode.P), () -> unlessDisabled(play, "#pauseButton", play::onPause));
        actions.put(new KeyCodeCombination(KeyCode.R), () -> unlessDisabled(play, "#reviewButton", play::onReview));
        actions.put(new KeyCodeCombination(KeyCode.F1), play::toggleHelp);
        actions.put(new KeyCodeCombination(KeyCode.ESCAPE), play::back);
        root.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            for (Map.Entry<KeyCombination, Runnable> action : actions.entrySet()) {
                if (action.getKey().match(event)) {
                    action.getValue().run();
                    event.consume();
                    return;
                }
            }
            int column = digit(event.getCode());
            if (column >= 0 && !event.isShortcutDown() && !event.isAltDown()) {
                play.board().chooseColumn(column);
                event.consume();
            }
        });
        root.addEventHandler(KeyEvent.KEY_TYPED, event -> {
            if ("?".equals(event.getCharacter())) {
                play.toggleHelp();
                event.consume();
            }
        });
    }

    private static void unlessDisabled(PlayController play, String buttonId, Runnable action) {
        Node button = play.board().getScene().lookup(buttonId);
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
