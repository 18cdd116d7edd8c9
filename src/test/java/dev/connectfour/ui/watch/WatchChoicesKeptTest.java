package dev.connectfour.ui.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.ToggleButton;
import org.controlsfx.control.SegmentedButton;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/** The Watch set-up offers again, after the game was closed and started again, the levels and the speed last started. */
class WatchChoicesKeptTest {
    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @Test
    void theLevelsAndTheSpeedAreKeptAcrossARestart() throws TimeoutException {
        app = new TestApp(config).withSettings("language=ENGLISH", "animationSpeed=FAST").start();
        showWatchSetUp();
        app.robot.interact(() -> {
            Choices.toggleOf(choice("#levelOneChoice"), ComputerLevel.EASY).fire();
            Choices.toggleOf(choice("#levelTwoChoice"), ComputerLevel.MEDIUM).fire();
            Choices.toggleOf(choice("#speedChoice"), WatchController.Speed.SLOW).fire();
        });
        app.click("Start");
        app.stop();

        app = new TestApp(config).start(); // the same settings file, as a second run finds it
        showWatchSetUp();
        app.robot.interact(() -> {
            assertEquals(ComputerLevel.EASY, chosen("#levelOneChoice"), "Computer 1");
            assertEquals(ComputerLevel.MEDIUM, chosen("#levelTwoChoice"), "Computer 2");
            assertEquals(WatchController.Speed.SLOW, chosen("#speedChoice"), "the speed");
        });
    }

    private void showWatchSetUp() {
        app.robot.interact(() -> app.navigator().show(ScreenId.setUpOf(Mode.WATCH)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private SegmentedButton choice(String id) {
        return app.robot.lookup(id).queryAs(SegmentedButton.class);
    }

    private Object chosen(String id) {
        return choice(id).getButtons().stream().filter(ToggleButton::isSelected).findFirst().orElseThrow().getUserData();
    }
}
