package dev.connectfour.app;

import dev.connectfour.ui.preferences.UiSettings;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.stage.Window;

/**
 * The last line of defence: an exception nobody caught, on any thread, is logged through
 * {@link System.Logger} (never printed to stdout), and the player sees a {@link CrashDialog}: what happened in
 * words a player understands, in the player's language and theme, "Continue" and "Quit", and the details
 * (with "Copy details" for a bug report) behind "Show details".
 *
 * <p>Guarded against loops: while the dialog is showing, or if showing it fails, further uncaught
 * exceptions are only logged. Exceptions on other threads are shown on the FX thread if the toolkit
 * is running.
 */
public final class CrashReporter implements Thread.UncaughtExceptionHandler {
    private static final System.Logger LOG = System.getLogger(CrashReporter.class.getName());

    private final Window owner;
    private final Runnable quit;
    /** True from the moment a dialog is being shown until it is closed. */
    private final AtomicBoolean dialogShowing = new AtomicBoolean();
    private volatile Alert dialog;
    /** The player's language and theme for the dialog: the defaults until {@link #follow} is called. */
    private volatile Supplier<UiSettings> settings = () -> UiSettings.DEFAULTS;

    CrashReporter(Window owner, Runnable quit) {
        this.owner = owner;
        this.quit = Objects.requireNonNull(quit, "quit");
    }

    /**
     * Makes this the handler of every thread without its own (the FX thread included).
     *
     * @param owner the main window the dialog belongs to; may be null
     * @return the installed reporter
     */
    public static CrashReporter install(Window owner) {
        CrashReporter reporter = new CrashReporter(owner, Platform::exit);
        Thread.setDefaultUncaughtExceptionHandler(reporter);
        return reporter;
    }

    /** From now on the dialog speaks the language and wears the theme that {@code source} gives at the time. */
    public void follow(Supplier<UiSettings> source) {
        settings = Objects.requireNonNull(source, "source");
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        try {
            LOG.log(Level.ERROR, "uncaught exception on thread " + thread.getName(), error);
        } catch (Throwable loggingFailed) {
            // nothing more can be done about a broken logger; still try to tell the player
        }
        if (!dialogShowing.compareAndSet(false, true)) {
            return; // one dialog at a time; this one is in the log
        }
        String details = details(thread, error);
        if (Platform.isFxApplicationThread()) {
            showSafely(details);
        } else {
            try {
                Platform.runLater(() -> showSafely(details));
            } catch (IllegalStateException toolkitNotRunning) {
                dialogShowing.set(false); // no window to show it in: the log has it
            }
        }
    }

    /** The dialog on screen, if any (tests). */
    Alert dialog() {
        return dialog;
    }

    private void showSafely(String details) {
        try {
            CrashDialog crash = new CrashDialog(settings.get(), details);
            Alert alert = crash.alert();
            if (owner != null && owner.isShowing()) {
                alert.initOwner(owner);
            }
            dialog = alert;
            alert.setOnHidden(event -> {
                dialog = null;
                dialogShowing.set(false);
                if (crash.quitChosen()) {
                    quit.run();
                }
            });
            alert.show();
        } catch (Throwable failed) {
            // stay "showing" so that a dialog that cannot be shown is not tried again in a loop
            try {
                LOG.log(Level.ERROR, "cannot show the error dialog", failed);
            } catch (Throwable ignored) {
                // nothing left to try
            }
        }
    }

    static String details(Thread thread, Throwable error) {
        StringWriter text = new StringWriter();
        text.append("Connect Four ").append(versionOrUnknown())
                .append(", Java ").append(System.getProperty("java.version"))
                .append(", JavaFX ").append(System.getProperty("javafx.runtime.version"))
                .append(", ").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.version"))
                .append("\nThread: ").append(thread.getName()).append('\n');
        error.printStackTrace(new PrintWriter(text, true));
        return text.toString();
    }

    private static String versionOrUnknown() {
        try {
            return dev.connectfour.engine.Version.get();
        } catch (RuntimeException e) {
            return "(unknown version)";
        }
    }
}
