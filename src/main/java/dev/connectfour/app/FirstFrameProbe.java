package dev.connectfour.app;

import java.time.Instant;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Start-up timing, for measuring cold start (see {@code jlink-config/measure-startup.sh}). Off
 * unless the environment variable {@value #VARIABLE} is set, so the installed launcher can be
 * measured as it is.
 * <p>
 * "First frame" is the end of the first pulse after the window is shown: the scene has been
 * styled, laid out and handed to the renderer. The probe prints one line to standard output,
 * {@code first-frame epoch-ms=<wall clock>}, and with {@code CONNECT_FOUR_FIRST_FRAME=exit} then
 * closes the game. Whoever starts the process compares that with the time it started it: the
 * process's own start time ({@code ProcessHandle.Info.startInstant()}) is derived on Linux from
 * the boot time in whole seconds, and was seen a second off.
 */
final class FirstFrameProbe {
    static final String VARIABLE = "CONNECT_FOUR_FIRST_FRAME";

    private FirstFrameProbe() {
    }

    /** Call right after {@code stage.show()}. */
    static void install(Scene scene) {
        String mode = System.getenv(VARIABLE);
        if (mode == null || mode.isBlank()) {
            return;
        }
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            scene.removePostLayoutPulseListener(listener[0]);
            // Runs after the pulse that synchronised this layout to the renderer.
            Platform.runLater(() -> report("exit".equals(mode)));
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    private static void report(boolean exit) {
        System.out.println("first-frame epoch-ms=" + Instant.now().toEpochMilli());
        System.out.flush();
        if (exit) {
            Platform.exit();
        }
    }
}
