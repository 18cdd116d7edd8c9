package dev.connectfour.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.RejoinTicket;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;

import java.time.Clock;
import java.util.List;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
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

    /**
     * A network match left in the middle: the start screen offers it with the seconds left, counting down, and the
     * offer goes once the host has given the match up; the start screen's choices stay.
     */
    @Test
    void theRejoinOfferCountsDownAndGoesWhenItExpires() {
        new NetworkMemory(app.configDirectory, Clock.systemUTC()).keep(new RejoinTicket("127.0.0.1", 4000, "ABCD2345",
                "Anna", "Hannah", System.currentTimeMillis() + 5_000));
        app.robot.interact(() -> app.navigator().show(ScreenId.MENU));
        Label text = app.robot.lookup("#rejoinText").queryAs(Label.class);
        assertTrue(text.isVisible(), "the offer is shown");
        String first = text.getText();
        assertTrue(first.matches("Your game against Hannah is waiting for you: [1-5] s left to rejoin it\\."), first);
        app.waitUntil("the seconds count down", () -> !text.getText().equals(first));
        app.waitUntil("the offer goes once it expires", () -> !text.getParent().isVisible());
        assertFalse(text.getParent().isManaged(), "and leaves no room behind");
        app.click("One player");
        assertEquals("One player", app.title());
    }

    @Test
    void f1OpensTheRulesAndEscapeReturns() {
        app.robot.type(KeyCode.F1);
        assertEquals("How to play", app.title());
        app.robot.type(KeyCode.ESCAPE);
        assertTrue(app.robot.lookup("One player").tryQuery().isPresent(), "back on the start screen");
    }
}
