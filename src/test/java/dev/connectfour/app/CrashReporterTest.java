package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Headless: an uncaught exception shows the crash dialog, whose Copy button fills the clipboard. */
class CrashReporterTest {
    private final AtomicInteger quits = new AtomicInteger();
    private Thread.UncaughtExceptionHandler previous;
    private CrashReporter reporter;

    @BeforeEach
    void install() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
        previous = Thread.getDefaultUncaughtExceptionHandler();
        reporter = new CrashReporter(null, quits::incrementAndGet);
        Thread.setDefaultUncaughtExceptionHandler(reporter);
    }

    @AfterEach
    void restore() throws Exception {
        Alert open = reporter.dialog();
        if (open != null) {
            WaitForAsyncUtils.asyncFx(open::close).get(5, TimeUnit.SECONDS);
        }
        Thread.setDefaultUncaughtExceptionHandler(previous);
    }

    private Alert awaitDialog() throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> reporter.dialog() != null && reporter.dialog().isShowing());
        WaitForAsyncUtils.waitForFxEvents();
        return reporter.dialog();
    }

    private static void press(Alert dialog, ButtonType type) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> ((Button) dialog.getDialogPane().lookupButton(type)).fire())
                .get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void anExceptionOnTheFxThreadShowsTheDialogAndCopyPutsTheDetailsOnTheClipboard() throws Exception {
        Platform.runLater(() -> {
            throw new IllegalStateException("boom in a test");
        });
        Alert dialog = awaitDialog();
        assertEquals(CrashReporter.TITLE, dialog.getTitle());
        assertTrue(dialog.getContentText().startsWith("IllegalStateException: boom in a test"), dialog.getContentText());
        String details = ((TextArea) dialog.getDialogPane().getExpandableContent()).getText();
        assertTrue(details.contains("Thread: JavaFX Application Thread"), details);
        assertTrue(details.contains("java.lang.IllegalStateException: boom in a test"), details);
        assertTrue(details.contains("dev.connectfour.app.CrashReporterTest.lambda"), details);

        press(dialog, CrashReporter.COPY);
        String copied = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get(5, TimeUnit.SECONDS);
        assertEquals(details, copied);
        assertTrue(dialog.isShowing(), "copying does not close the dialog");

        press(dialog, CrashReporter.CONTINUE);
        assertTrue(!dialog.isShowing() && reporter.dialog() == null, "Continue closes it");
        assertEquals(0, quits.get());
    }

    @Test
    void aSecondExceptionWhileTheDialogShowsIsOnlyLoggedAndQuitQuits() throws Exception {
        Platform.runLater(() -> {
            throw new IllegalStateException("first");
        });
        Alert first = awaitDialog();
        Platform.runLater(() -> {
            throw new IllegalStateException("second");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(first, reporter.dialog(), "no second dialog");
        assertTrue(first.getContentText().contains("first"));
        press(first, CrashReporter.QUIT);
        assertEquals(1, quits.get());
    }

    @Test
    void anExceptionOnAnotherThreadIsShownOnTheFxThread() throws Exception {
        Thread worker = new Thread(() -> {
            throw new UnsupportedOperationException("from a worker");
        }, "test-worker");
        worker.start();
        worker.join();
        Alert dialog = awaitDialog();
        assertNotNull(dialog);
        String details = ((TextArea) dialog.getDialogPane().getExpandableContent()).getText();
        assertTrue(details.contains("Thread: test-worker"), details);
    }
}
