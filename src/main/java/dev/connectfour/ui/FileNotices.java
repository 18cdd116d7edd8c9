package dev.connectfour.ui;

import dev.connectfour.game.store.LoadResult;
import java.lang.System.Logger.Level;
import java.util.ResourceBundle;
import javafx.geometry.Pos;
import javafx.stage.Window;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;

/**
 * Non-blocking notices (ControlsFX {@link Notifications}) about the player's files: a settings or
 * statistics file that could not be read, a saved game that could not be opened. Never fails the game.
 */
public final class FileNotices {
    private static final System.Logger LOG = System.getLogger(FileNotices.class.getName());

    private FileNotices() {
    }

    /** "statistics.txt could not be read (line 3: …). The defaults are used; …", in the bundle's language. */
    public static String unreadable(ResourceBundle bundle, LoadResult<?> result) {
        String file = result.file().getFileName().toString();
        return result.keptAsPath()
                .map(kept -> Texts.format(bundle, "notice.fileUnreadable", file, result.problem(), kept.getFileName()))
                .orElseGet(() -> Texts.format(bundle, "notice.fileUnreadableLeft", file, result.problem()));
    }

    /** Shows {@code text} at the bottom of {@code owner} for a while; nothing if the window is gone. */
    public static void show(Window owner, String text) {
        try {
            if (owner == null || !owner.isShowing()) {
                return;
            }
            Notifications.create().owner(owner).text(text).position(Pos.BOTTOM_CENTER).darkStyle()
                    .hideAfter(Duration.seconds(10)).show();
        } catch (RuntimeException e) {
            LOG.log(Level.DEBUG, "notice not shown: " + e);
        }
    }
}
