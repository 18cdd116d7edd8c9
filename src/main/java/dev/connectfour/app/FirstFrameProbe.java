package dev.connectfour.app;

import java.time.Duration;
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
 * {@code first-frame epoch-ms=<wall clock> since-process-start-ms=<elapsed>}, and with
 * {@code CONNECT_FOUR_FIRST_FRAME=exit} then closes the game.
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
        Instant now = Instant.now();
        long sinceStart = ProcessHandle.current().info().startInstant()
                .map(start -> Duration.between(start, now).toMillis()).orElse(-1L);
        System.out.println("first-frame epoch-ms=" + now.toEpochMilli() + " since-process-start-ms=" + sinceStart);
        System.out.flush();
        if (exit) {
            Platform.exit();
        }
    }
}
