package dev.connectfour.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.theme.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/** A settings file that could not be read is told at start-up in words that fit the window, and the notice then goes. */
class StartUpNoticeTest {
    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @Test
    void theCorruptSettingsNoticeFitsAnEightHundredBySixHundredWindow() throws Exception {
        Files.createDirectories(config);
        Files.writeString(config.resolve("settings.properties"), "theme=\\uZZZZ\n");
        app = new TestApp(config).start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        WaitForAsyncUtils.waitForFxEvents();
        app.waitUntil("the notice names settings.properties", () -> !texts("settings.properties could not").isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> {
            Bounds window = app.stage.getScene().getRoot().localToScreen(app.stage.getScene().getRoot().getBoundsInLocal());
            for (Node notice : texts("settings.properties could not")) {
                Bounds box = notice.localToScreen(notice.getBoundsInLocal());
                assertTrue(box.getMinX() >= window.getMinX() && box.getMaxX() <= window.getMaxX()
                        && box.getMinY() >= window.getMinY() && box.getMaxY() <= window.getMaxY(),
                        "the notice " + box + " lies inside the window " + window);
                if (notice instanceof Labeled labeled) {
                    assertTrue(labeled.lookupAll(".text").stream().map(text -> ((Text) text).getText())
                            .reduce("", String::concat).replace("\n", " ").replace("  ", " ").strip()
                            .equals(labeled.getText().replace("\n", " ").strip()), "the notice is shown whole: "
                            + labeled.getText());
                }
            }
        });
        app.click("One player");
        app.click("Back");
        assertTrue(texts("settings.properties could not").isEmpty(), "told once: gone after the start screen was left");
        assertFalse(app.isShowing(".file-notices"));
    }

    /** A bad value costs that setting alone: the notice names it, and the server and the name are still there. */
    @Test
    void aBadValueIsNamedInTheNoticeAndEveryOtherSettingIsKept() throws Exception {
        Files.createDirectories(config);
        Files.writeString(config.resolve("settings.properties"),
                "language=klingon\nnetwork.name=Ada\ninternet.server=mqtt\\://127.0.0.1\\:1883\ntheme=HIGH_CONTRAST\n");
        app = new TestApp(config).start();
        app.waitUntil("the notice names the reset setting", () -> !texts("Language\u00a0(klingon)").isEmpty());
        String notice = ((Labeled) texts("Language\u00a0(klingon)").get(0)).getText();
        assertTrue(notice.startsWith("Some settings in settings.properties could not be used and were reset to their"
                + " defaults: Language\u00a0(klingon). Every other setting was kept;"), notice);
        assertTrue(texts("could not be read").isEmpty(), "not told as a file that was lost");
        app.robot.interact(() -> {
            assertEquals("Ada", app.settings().get().networkName());
            assertEquals("mqtt://127.0.0.1:1883", app.settings().get().internetServer().address());
            assertEquals(Theme.HIGH_CONTRAST, app.settings().get().theme());
        });
    }

    /** Each reset setting is named as its screen labels it, not by its key in the file, in a list joined the English way. */
    @Test
    void theResetSettingsAreNamedByTheirLabels() throws Exception {
        Files.createDirectories(config);
        Files.writeString(config.resolve("settings.properties"),
                "volume=250\nwindow.width=wide\nwatch.delayMillis=-5\n");
        app = new TestApp(config).start();
        app.waitUntil("the notice names the reset settings", () -> !texts("could not be used").isEmpty());
        assertTrue(((Labeled) texts("could not be used").get(0)).getText().contains(
                "reset to their defaults: Volume\u00a0(250), Window\u00a0(wide), Watch the computer → Speed\u00a0(-5). Every other"),
                ((Labeled) texts("could not be used").get(0)).getText());
    }

    /** In Japanese the labels are the Japanese Settings screen's, in full-width brackets, and the list is joined with 、. */
    @Test
    void theResetSettingsAreNamedInThePlayersLanguage() throws Exception {
        Files.createDirectories(config);
        Files.writeString(config.resolve("settings.properties"), "language=JAPANESE\nvolume=250\ntheme=PINK\n");
        app = new TestApp(config).start();
        app.waitUntil("the notice names the reset settings", () -> !texts("settings.properties の一部").isEmpty());
        String notice = ((Labeled) texts("settings.properties の一部").get(0)).getText();
        assertTrue(notice.contains("既定値に戻しました：音量（250）、テーマ（PINK）。"), notice);
    }

    /** The showing texts (labels, or text nodes outside labels) in any window that contain {@code words}. */
    private static List<Node> texts(String words) {
        List<Node> found = new ArrayList<>();
        Window.getWindows().stream().filter(Window::isShowing).map(window -> window.getScene().getRoot())
                .flatMap(StartUpNoticeTest::allNodes).filter(StartUpNoticeTest::showing)
                .filter(node -> node instanceof Labeled labeled && labeled.getText() != null
                        && labeled.getText().contains(words)
                        || node instanceof Text text && !(text.getParent() instanceof Labeled)
                        && text.getText() != null && text.getText().contains(words))
                .forEach(found::add);
        return found;
    }

    private static boolean showing(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static Stream<Node> allNodes(Node node) {
        return node instanceof Parent parent
                ? Stream.concat(Stream.of(node), parent.getChildrenUnmodifiable().stream().flatMap(StartUpNoticeTest::allNodes))
                : Stream.of(node);
    }
}
