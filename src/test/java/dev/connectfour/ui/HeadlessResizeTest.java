package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The headless screen the UI tests look at (see {@link HeadlessScreenRepair}): a window that shrinks and then
 * grows again is drawn at each new size, and the renderer prints no error on the way.
 */
class HeadlessResizeTest {
    private static final int LEFT = 20;
    private static final int TOP = 20;

    @TempDir
    Path config;

    private TestApp app;
    private PrintedThrowables printed;

    @BeforeEach
    void start() throws TimeoutException {
        printed = PrintedThrowables.install();
        app = new TestApp(config).withTestSettings().start();
        app.robot.interact(() -> {
            app.stage.setX(LEFT);
            app.stage.setY(TOP);
        });
    }

    @AfterEach
    void stop() throws TimeoutException {
        try {
            app.stop();
        } finally {
            printed.uninstall();
        }
    }

    @Test
    void aWindowThatShrankAndGrowsAgainIsDrawnAtItsNewSize() {
        int background = pixel(screenWidth() - 1, screenHeight() - 1); // not under the window until it passes the edge
        int[][] sizes = {{1000, 700}, {500, 450}, {800, 600}, {560, 470}, {900, 640}};
        for (int[] size : sizes) {
            resizeAndWaitUntilDrawn(size[0], size[1], background);
        }
        assertEquals(List.of(), printed.printed(), "errors printed while resizing");
    }

    @Test
    void aWindowReachingPastTheScreensEdgeIsDrawnAndThenDrawnSmallerAgain() {
        int background = pixel(screenWidth() - 1, screenHeight() - 1);
        resizeAndWaitUntilDrawn(700, 500, background);
        app.robot.interact(() -> {
            app.stage.setWidth(screenWidth() + 100);
            app.stage.setHeight(screenHeight() + 100);
        });
        waitUntil("the window reaching past the screen's edge is drawn",
                () -> pixel(screenWidth() - 1, screenHeight() - 1) != background);
        resizeAndWaitUntilDrawn(640, 480, background);
        resizeAndWaitUntilDrawn(900, 640, background);
        assertEquals(List.of(), printed.printed(), "errors printed while resizing");
    }

    /** Resizes the window, then waits until the screen shows it at that size: its own corner, the screen just past it. */
    private void resizeAndWaitUntilDrawn(int width, int height, int background) {
        assertTrue(LEFT + width + 5 < screenWidth() && TOP + height + 5 < screenHeight(), "on the screen");
        app.robot.interact(() -> {
            app.stage.setWidth(width);
            app.stage.setHeight(height);
        });
        waitUntil("the window resized to " + width + "x" + height + " is drawn at that size",
                () -> pixel(LEFT + width - 3, TOP + height - 3) != background
                        && pixel(LEFT + width + 3, TOP + height + 3) == background);
    }

    private void waitUntil(String what, Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("timed out waiting until " + what + "; printed: " + printed.printed(), e);
        }
    }

    private int pixel(int x, int y) {
        return app.robot.capture(new Rectangle2D(x, y, 1, 1)).getImage().getPixelReader().getArgb(0, 0);
    }

    private static int screenWidth() {
        return (int) Screen.getPrimary().getBounds().getWidth();
    }

    private static int screenHeight() {
        return (int) Screen.getPrimary().getBounds().getHeight();
    }
}
