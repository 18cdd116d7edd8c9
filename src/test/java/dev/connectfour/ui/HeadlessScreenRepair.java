package dev.connectfour.ui;

import com.sun.glass.ui.monocle.NativePlatform;
import com.sun.glass.ui.monocle.NativePlatformFactory;
import com.sun.glass.ui.monocle.NativeScreen;
import java.lang.reflect.Method;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.util.List;
import javafx.application.Platform;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Repairs the headless screen the UI tests draw on (TestFX's Monocle, 17.0.10 and 21.0.2 alike), so that a window
 * that shrinks and grows again is drawn at its new size.
 *
 * <p>The fault: Monocle's {@code Framebuffer.composePixels} copies a window's frame by moving the limit of
 * the frame's pixel buffer, and leaves it there. JavaFX's painter ({@code QueuedPixelSource}) hands that
 * buffer on to a later frame whenever its capacity is large enough, but the later frame's pixels are made
 * of what lies below the limit. After a window shrank (its buffer kept, its limit lowered) and grew again
 * (up to the buffer's capacity), the renderer thread prints {@code IllegalArgumentException: Too small int
 * buffer size} and drops the frame. A window reaching past the screen's edge is copied in part, its limit
 * lowered further, and the next frame of the same size overflows it ({@code BufferOverflowException}).
 * Only JavaFX's and Monocle's code is involved, never the game's.
 *
 * <p>The repair puts a screen in front of Monocle's that passes each upload on and then gives the buffer
 * back its position and limit as they were. TestFX builds Monocle's headless platform itself (so its
 * {@code monocle.platform} property cannot name another), hence the screen is swapped in place once the
 * toolkit runs; {@link #install()} is idempotent.
 */
public final class HeadlessScreenRepair implements NativeScreen {
    private final NativeScreen screen;

    private HeadlessScreenRepair(NativeScreen screen) {
        this.screen = screen;
    }

    /** Puts the repair in front of the headless platform's screens; call once the JavaFX toolkit runs. */
    public static void install() {
        if (!Boolean.getBoolean("testfx.headless")) {
            return; // on a real display: no Monocle
        }
        if (Platform.isFxApplicationThread()) {
            repairScreens();
        } else { // where the screens are read and drawn on
            WaitForAsyncUtils.waitForAsyncFx(10_000, HeadlessScreenRepair::repairScreens);
        }
    }

    @SuppressWarnings("unchecked")
    private static void repairScreens() {
        NativePlatform platform = NativePlatformFactory.getNativePlatform();
        try {
            synchronized (platform) { // the lock the platform's own getScreen() holds
                Method createScreens = NativePlatform.class.getDeclaredMethod("createScreens");
                createScreens.setAccessible(true);
                List<NativeScreen> screens = (List<NativeScreen>) createScreens.invoke(platform); // made if not yet
                for (int i = 0; i < screens.size(); i++) {
                    if (!(screens.get(i) instanceof HeadlessScreenRepair)) {
                        screens.set(i, new HeadlessScreenRepair(screens.get(i)));
                    }
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Monocle's headless platform has changed: revisit " + HeadlessScreenRepair.class, e);
        }
    }

    @Override
    public void uploadPixels(Buffer pixels, int x, int y, int width, int height, float alpha) {
        int position = pixels.position();
        int limit = pixels.limit();
        try {
            screen.uploadPixels(pixels, x, y, width, height, alpha);
        } finally {
            pixels.limit(limit).position(position);
        }
    }

    @Override
    public int getDepth() {
        return screen.getDepth();
    }

    @Override
    public int getNativeFormat() {
        return screen.getNativeFormat();
    }

    @Override
    public int getWidth() {
        return screen.getWidth();
    }

    @Override
    public int getHeight() {
        return screen.getHeight();
    }

    @Override
    public int getOffsetX() {
        return screen.getOffsetX();
    }

    @Override
    public int getOffsetY() {
        return screen.getOffsetY();
    }

    @Override
    public int getDPI() {
        return screen.getDPI();
    }

    @Override
    public long getNativeHandle() {
        return screen.getNativeHandle();
    }

    @Override
    public void shutdown() {
        screen.shutdown();
    }

    @Override
    public void swapBuffers() {
        screen.swapBuffers();
    }

    @Override
    public ByteBuffer getScreenCapture() {
        return screen.getScreenCapture();
    }

    @Override
    public float getScale() {
        return screen.getScale();
    }
}
