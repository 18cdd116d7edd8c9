package dev.connectfour.ui.twoplayers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import javafx.scene.control.Spinner;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The two-player set-up's seconds per move can be typed, and Enter takes them before it starts the game. */
class TypedSecondsTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void aNumberOutOfRangeIsRefusedAndEnterStartsWithTheNumberTyped() {
        app.click("Two players");
        app.click("Timed");
        Spinner<?> seconds = app.robot.lookup("#secondsSpinner").queryAs(Spinner.class);
        type(seconds, "0").push(KeyCode.TAB);
        assertEquals(GameSettings.DEFAULT_MOVE_CLOCK_SECONDS, seconds.getValue(), "0 s is refused: the value is kept");
        assertEquals(String.valueOf(GameSettings.DEFAULT_MOVE_CLOCK_SECONDS), seconds.getEditor().getText());
        type(seconds, "20").push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        GameSession[] game = new GameSession[1];
        app.robot.interact(() -> game[0] = app.games().currentGame().orElseThrow());
        assertEquals(20, game[0].settings().moveClockSeconds(), "Enter started the game with the seconds typed");
    }

    private org.testfx.api.FxRobotInterface type(Spinner<?> seconds, String text) {
        app.robot.clickOn(seconds.getEditor()).push(KeyCode.END).eraseText(seconds.getEditor().getText().length());
        return app.robot.write(text);
    }
}
