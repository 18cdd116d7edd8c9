package dev.connectfour.ui.review;

import dev.connectfour.game.Replay;
import java.util.Map;
import javafx.scene.layout.Pane;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The review's steps from the keyboard and its step buttons (their actions too): Left/Right one move, Home/End the first and
 * last position, Esc back; each button disabled where its step cannot go.
 */
final class StepKeys {
    private StepKeys() {
    }

    static void install(Pane root, Replay replay, Runnable back, Button first, Button previous, Button next, Button last) {
        first.setOnAction(event -> replay.first());
        previous.setOnAction(event -> replay.previous());
        next.setOnAction(event -> replay.next());
        last.setOnAction(event -> replay.last());
        first.disableProperty().bind(replay.atStartProperty());
        previous.disableProperty().bind(replay.atStartProperty());
        next.disableProperty().bind(replay.atEndProperty());
        last.disableProperty().bind(replay.atEndProperty());
        Map<KeyCode, Runnable> keys = Map.of(KeyCode.LEFT, replay::previous, KeyCode.RIGHT, replay::next,
                KeyCode.HOME, replay::first, KeyCode.END, replay::last, KeyCode.ESCAPE, back);
        root.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            Runnable action = keys.get(event.getCode());
            boolean covered = root.getChildren().size() > 1; // the help lies over the review: the keys are its own
            if (action != null && !covered && !event.isShortcutDown() && !event.isAltDown()) {
                action.run();
                event.consume();
            }
        });
    }
}
