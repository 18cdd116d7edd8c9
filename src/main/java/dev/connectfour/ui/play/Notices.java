package dev.connectfour.ui.play;

import java.lang.System.Logger.Level;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;

/** Short non-blocking notices over the game (ControlsFX {@link Notifications}); never fails the game. */
final class Notices {
    private static final System.Logger LOG = System.getLogger(Notices.class.getName());

    private Notices() {
    }

    static void show(Node owner, String text) {
        try {
            if (owner.getScene() == null || owner.getScene().getWindow() == null) {
                return;
            }
            Notifications.create().owner(owner.getScene().getWindow()).text(text).position(Pos.BOTTOM_CENTER)
                    .darkStyle().hideAfter(Duration.seconds(3)).hideCloseButton().show();
        } catch (RuntimeException e) {
            LOG.log(Level.DEBUG, "notice not shown: " + e);
        }
    }
}
