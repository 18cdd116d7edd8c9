package dev.connectfour.ui.flow;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.Mode;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every set-up screen shows every label, button and choice whole (no "…"), in English and in German,
 * in the default window and in a small 800x600 one.
 */
class SetUpScreensFitTest {
    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"ENGLISH, ONE_PLAYER", "ENGLISH, TWO_PLAYERS", "ENGLISH, WATCH",
        "GERMAN, ONE_PLAYER", "GERMAN, TWO_PLAYERS", "GERMAN, WATCH"})
    void nothingIsCutShort(String language, Mode mode) throws TimeoutException {
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=FAST").start();
        app.robot.interact(() -> app.navigator().show(ScreenId.setUpOf(mode)));
        WaitForAsyncUtils.waitForFxEvents();
        assertWhole(language + " " + mode + " in the default window");
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertWhole(language + " " + mode + " at 800x600");
    }

    private void assertWhole(String where) {
        app.robot.interact(() -> {
            List<String> cut = new ArrayList<>();
            collect(app.stage.getScene().getRoot(), cut);
            assertTrue(cut.isEmpty(), where + ": cut short " + cut);
        });
    }

    /** The visible labelled controls under {@code node} whose shown text is not their whole text. */
    private static void collect(Node node, List<String> cut) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            Node shown = labeled.lookup(".text");
            if (shown instanceof Text text && !text.getText().equals(labeled.getText())) {
                cut.add("'" + labeled.getText() + "' shown as '" + text.getText() + "'");
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, cut);
            }
        }
    }
}
