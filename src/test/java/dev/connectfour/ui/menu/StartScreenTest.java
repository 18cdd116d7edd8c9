package dev.connectfour.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.app.ConnectFourApp;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The real application, started headless: the start screen and where its buttons lead. */
class StartScreenTest {
    private final FxRobot robot = new FxRobot();
    private Stage stage;
    private Application application;

    @BeforeEach
    void startApplication() throws TimeoutException {
        stage = FxToolkit.registerPrimaryStage();
        Platform.setImplicitExit(false);
        application = FxToolkit.setupApplication(ConnectFourApp::new);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void stopApplication() throws TimeoutException {
        FxToolkit.cleanupApplication(application);
        FxToolkit.cleanupStages();
    }

    @Test
    void showsTheTitleAndTheFiveChoices() {
        assertTrue(stage.isShowing());
        assertEquals("Connect Four", stage.getTitle());
        List<String> buttons = robot.lookup(".button").queryAllAs(Button.class).stream()
                .map(Labeled::getText).toList();
        assertEquals(List.of("One player", "Two players", "Watch the computer", "Settings", "Quit"), buttons);
    }

    @Test
    void quitClosesTheWindow() {
        robot.clickOn("Quit");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(stage.isShowing(), "the window should close");
    }

    @Test
    void placeholderScreensAreMarkedAndLeadBack() {
        robot.clickOn("Settings");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Placeholder: this screen is not built yet.",
                robot.lookup(".placeholder-note").queryAs(Labeled.class).getText());
        robot.clickOn("Back to the menu");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("One player").tryQuery().isPresent(), "back on the start screen");
    }
}
