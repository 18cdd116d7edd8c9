package dev.connectfour.ui.play;

import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.ScreenId;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;

/**
 * The rules and keys over the game (F1 or ?); Back, Esc or F1 again close it. The game waits behind it:
 * the overlay holds a pause from opening to closing.
 */
final class HelpOverlay {
    private final StackPane host;
    private final Navigation navigation;
    private final Supplier<Runnable> pause;
    private final Runnable afterClose;
    private Node overlay;
    private Runnable endPause;

    /** @param pause pauses the game and answers what ends that pause */
    HelpOverlay(StackPane host, Navigation navigation, Supplier<Runnable> pause, Runnable afterClose) {
        this.host = host;
        this.navigation = navigation;
        this.pause = pause;
        this.afterClose = afterClose;
    }

    boolean isOpen() {
        return overlay != null;
    }

    void toggle() {
        if (isOpen()) {
            close();
            return;
        }
        endPause = pause.get();
        overlay = navigation.overlay(ScreenId.HELP, this::close);
        overlay.getStyleClass().add("help-overlay");
        host.getChildren().add(overlay);
    }

    void close() {
        if (overlay != null) {
            host.getChildren().remove(overlay);
            overlay = null;
            endPause.run();
            afterClose.run();
        }
    }
}
