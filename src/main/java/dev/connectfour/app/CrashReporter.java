package dev.connectfour.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Window;

/**
 * The last line of defence: an exception nobody caught, on any thread, is logged through
 * {@link System.Logger} (never printed to stdout), and the player sees a short dialog with the
 * message, the details, a "Copy details" button (for a bug report), "Continue" and "Quit".
 *
 * <p>Guarded against loops: while the dialog is showing, or if showing it fails, further uncaught
 * exceptions are only logged. Exceptions on other threads are shown on the FX thread if the toolkit
 * is running.
 */
public final class CrashReporter implements Thread.UncaughtExceptionHandler {
    static final String TITLE = "Connect Four: something went wrong";
    static final ButtonType COPY = new ButtonType("Copy details", ButtonBar.ButtonData.OTHER);
    static final ButtonType CONTINUE = new ButtonType("Continue", ButtonBar.ButtonData.CANCEL_CLOSE);
    static final ButtonType QUIT = new ButtonType("Quit", ButtonBar.ButtonData.OK_DONE);

    private static final System.Logger LOG = System.getLogger(CrashReporter.class.getName());

    private final Window owner;
    private final Runnable quit;
    /** True from the moment a dialog is being shown until it is closed. */
    private final AtomicBoolean dialogShowing = new AtomicBoolean();
    private volatile Alert dialog;

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
            showSafely(error, details);
        } else {
            try {
                Platform.runLater(() -> showSafely(error, details));
            } catch (IllegalStateException toolkitNotRunning) {
                dialogShowing.set(false); // no window to show it in: the log has it
            }
        }
    }

    /** The dialog on screen, if any (tests). */
    Alert dialog() {
        return dialog;
    }

    private void showSafely(Throwable error, String details) {
        try {
            Alert alert = build(error, details);
            dialog = alert;
            alert.setOnHidden(event -> {
                dialog = null;
                dialogShowing.set(false);
                if (alert.getResult() == QUIT) {
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

    private Alert build(Throwable error, String details) {
        Alert alert = new Alert(Alert.AlertType.ERROR, null, COPY, CONTINUE, QUIT);
        alert.setTitle(TITLE);
        alert.setHeaderText("Something went wrong.");
        alert.setContentText(summary(error) + "\n\nThe game may not work as it should. Copy the details for a"
                + " bug report, then continue or quit.");
        TextArea area = new TextArea(details);
        area.setEditable(false);
        area.setWrapText(false);
        area.setPrefRowCount(12);
        area.setId("crash-details");
        alert.getDialogPane().setExpandableContent(area);
        if (owner != null && owner.isShowing()) {
            alert.initOwner(owner);
        }
        Button copy = (Button) alert.getDialogPane().lookupButton(COPY);
        copy.addEventFilter(ActionEvent.ACTION, event -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(details);
            Clipboard.getSystemClipboard().setContent(content);
            event.consume(); // copying does not close the dialog
        });
        return alert;
    }

    static String summary(Throwable error) {
        String message = error.getMessage();
        return error.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
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
