package dev.connectfour.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;

import java.util.List;

import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The real application, started headless: the start screen and where each of its buttons leads. */
class StartScreenTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void showsTheTitleAndTheSixChoices() {
        assertTrue(app.stage.isShowing());
        assertEquals("Connect Four", app.stage.getTitle());
        List<String> buttons = app.robot.lookup(".button").queryAllAs(Button.class).stream()
                .map(Labeled::getText).toList();
        assertEquals(List.of("One player", "Two players", "Watch the computer", "Statistics", "Settings", "Quit"), buttons);
    }

    @Test
    void quitClosesTheWindow() {
        app.click("Quit");
        assertFalse(app.stage.isShowing(), "the window should close");
    }

    @ParameterizedTest(name = "{0} opens \"{1}\" and Back returns")
    @CsvSource({
        "One player, One player, Back",
        "Two players, Two players, Back",
        "Watch the computer, Watch the computer, Back",
        "Statistics, Statistics, Back",
        "Settings, Settings, Back",
        "How to play (F1), How to play, Back",
    })
    void everyChoiceOpensItsScreenAndBackReturns(String button, String title, String back) {
        app.click(button);
        assertEquals(title, app.title());
        app.click(back);
        assertTrue(app.robot.lookup("One player").tryQuery().isPresent(), "back on the start screen");
    }

    @Test
    void f1OpensTheRulesAndEscapeReturns() {
        app.robot.type(KeyCode.F1);
        assertEquals("How to play", app.title());
        app.robot.type(KeyCode.ESCAPE);
        assertTrue(app.robot.lookup("One player").tryQuery().isPresent(), "back on the start screen");
    }
}
