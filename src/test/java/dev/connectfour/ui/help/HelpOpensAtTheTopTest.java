package dev.connectfour.ui.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The rules open at their beginning, title first, in a window too small to show them whole: from the start
 * screen and over a game; over a game nothing of the paused game shows through them.
 */
class HelpOpensAtTheTopTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void theHelpScreenOpensWithItsTitleInView() {
        smallWindow();
        app.robot.interact(() -> app.navigator().show(ScreenId.HELP));
        WaitForAsyncUtils.waitForFxEvents();
        titleInView();
    }

    @Test
    void theHelpOverAGameOpensWithItsTitleInViewAndHidesTheGame() {
        smallWindow();
        app.startTwoPlayerGame();
        app.robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".help-overlay"));
        titleInView();
        app.robot.interact(() -> {
            Region overlay = app.robot.lookup(".help-overlay").queryAs(Region.class);
            Background background = overlay.getBackground();
            assertTrue(background != null && background.getFills().stream().map(BackgroundFill::getFill)
                    .anyMatch(HelpOpensAtTheTopTest::opaque), "the help's background hides the game: " + fills(overlay));
        });
    }

    private void smallWindow() {
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void titleInView() {
        app.robot.interact(() -> {
            ScrollPane scroll = app.robot.lookup(".help-screen").queryAs(ScrollPane.class);
            Node title = app.robot.from(scroll).lookup(".screen-title").query();
            assertEquals(scroll.getVmin(), scroll.getVvalue(), 1e-9, "the rules are scrolled to their top");
            Bounds view = scroll.localToScene(scroll.getLayoutBounds());
            Bounds shown = title.localToScene(title.getLayoutBounds());
            assertTrue(shown.getMinY() >= view.getMinY() - 0.5 && shown.getMaxY() <= view.getMaxY() + 0.5,
                    "the title " + shown + " lies inside the view " + view);
        });
    }

    private static boolean opaque(Paint paint) {
        if (paint instanceof Color colour) {
            return colour.getOpacity() == 1;
        }
        return paint instanceof LinearGradient gradient && gradient.getStops().stream()
                .allMatch(stop -> stop.getColor().getOpacity() == 1);
    }

    private static String fills(Region region) {
        return region.getBackground() == null ? "none" : region.getBackground().getFills().stream()
                .map(fill -> String.valueOf(fill.getFill())).toList().toString();
    }
}
