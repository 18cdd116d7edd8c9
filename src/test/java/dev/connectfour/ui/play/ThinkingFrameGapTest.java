package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.ui.TestApp;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import javafx.animation.AnimationTimer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * While the strongest computer thinks, the FX thread stays free: an AnimationTimer measures the gap
 * between frames for as long as the status says "Thinking…", and the worst gap is reported in
 * {@code target/frame-gap.txt}. Hard's solver has not landed on this branch, so a depth-12 search (the deepest custom level)
 * (seconds of work on the empty board) stands in for it.
 */
class ThinkingFrameGapTest {
    private static final int STAND_IN_DEPTH = ComputerLevel.MAX_DEPTH;
    private static final long WORST_ACCEPTABLE_GAP_MILLIS = 500;

    @TempDir
    Path config;
    private TestApp app;

    @BeforeEach
    void startApplication() throws TimeoutException {
        app = new TestApp(config).withTestSettings().start();
        app.hardStandInDepth = STAND_IN_DEPTH;
    }

    @AfterEach
    void stopApplication() throws TimeoutException {
        app.stop();
    }

    @Test
    void theUiKeepsItsFramesWhileTheComputerThinks() throws IOException {
        AtomicLong last = new AtomicLong();
        AtomicLong worst = new AtomicLong();
        AtomicLong thinkingFrames = new AtomicLong();
        AtomicLong thinkingStart = new AtomicLong();
        AtomicLong thinkingEnd = new AtomicLong();
        AnimationTimer meter = new AnimationTimer() {
            @Override
            public void handle(long now) {
                boolean thinking = app.robot.lookup(".status-line").tryQuery()
                        .map(label -> "Thinking…".equals(((javafx.scene.control.Label) label).getText())).orElse(false);
                if (thinking) {
                    if (thinkingStart.get() == 0) {
                        thinkingStart.set(now);
                    }
                    if (last.get() != 0) {
                        worst.accumulateAndGet(now - last.get(), Math::max);
                    }
                    thinkingFrames.incrementAndGet();
                    thinkingEnd.set(now);
                    last.set(now);
                } else {
                    last.set(0);
                }
            }
        };
        app.click("One player");
        app.click("Hard");
        app.click("Me");
        app.click("Start");
        app.robot.interact(meter::start);
        try {
            app.clickColumn(3);
            app.waitUntil("the computer has moved", () -> app.shownPosition().discCount() == 2
                    && !app.board().isAnimating());
        } finally {
            app.robot.interact(meter::stop);
        }

        long worstMillis = worst.get() / 1_000_000;
        long thinkingMillis = (thinkingEnd.get() - thinkingStart.get()) / 1_000_000;
        String report = "worst frame gap while the computer thought (depth " + STAND_IN_DEPTH + " stand-in for Hard): "
                + worstMillis + " ms over " + thinkingFrames.get() + " frames in " + thinkingMillis + " ms of thinking\n";
        System.out.print(report);
        Files.writeString(Path.of("target", "frame-gap.txt"), report);
        app.assertNoSearchOnFxThread();
        assertTrue(thinkingFrames.get() > 1, "frames were drawn while it thought: " + report);
        assertTrue(worstMillis < WORST_ACCEPTABLE_GAP_MILLIS, report);
    }
}
