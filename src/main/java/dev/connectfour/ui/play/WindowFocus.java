package dev.connectfour.ui.play;

import java.util.function.Consumer;
import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Window;

/**
 * Tells when the game screen's window gains or loses the focus, whichever window the screen is shown in. Only a
 * change of focus counts: a window that has never had the focus (a test's) tells nothing.
 */
final class WindowFocus {
    private final Node anchor;
    private final ChangeListener<Boolean> onFocus;
    private final ChangeListener<Window> onWindow = (obs, old, window) -> watchFocus(old, window);
    private final ChangeListener<Scene> onScene = (obs, old, scene) -> watchScene(old, scene);

    /** @param anchor a node of the game screen, whose window's focus is watched */
    WindowFocus(Node anchor, Consumer<Boolean> focused) {
        this.anchor = anchor;
        this.onFocus = (obs, was, now) -> focused.accept(now);
        anchor.sceneProperty().addListener(onScene);
        watchScene(null, anchor.getScene());
    }

    void dispose() {
        anchor.sceneProperty().removeListener(onScene);
        watchScene(anchor.getScene(), null);
    }

    private void watchScene(Scene old, Scene scene) {
        if (old != null) {
            old.windowProperty().removeListener(onWindow);
            watchFocus(old.getWindow(), null);
        }
        if (scene != null) {
            scene.windowProperty().addListener(onWindow);
            watchFocus(null, scene.getWindow());
        }
    }

    private void watchFocus(Window old, Window window) {
        if (old != null) {
            old.focusedProperty().removeListener(onFocus);
        }
        if (window != null) {
            window.focusedProperty().addListener(onFocus);
        }
    }
}
