package dev.connectfour.ui.play;

import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.help.HelpController;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;

/** The rules and keys over the game (F1 or ?), which goes on behind it; Back, Esc or F1 again close it. */
final class HelpOverlay {
    private final StackPane host;
    private final Navigator navigator;
    private final Runnable afterClose;
    private Node overlay;

    HelpOverlay(StackPane host, Navigator navigator, Runnable afterClose) {
        this.host = host;
        this.navigator = navigator;
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
        HelpController help = new HelpController(navigator, this::close);
        overlay = navigator.load(HelpController.class, "help", help);
        overlay.getStyleClass().add("help-overlay");
        host.getChildren().add(overlay);
        help.focus();
    }

    void close() {
        if (overlay != null) {
            host.getChildren().remove(overlay);
            overlay = null;
            afterClose.run();
        }
    }
}
