package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.sound.Sound;

import javafx.css.PseudoClass;
import javafx.scene.Node;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A timed two-player game whose clock the test moves by hand: the ring drains, turns red, and the turn is lost. */
class MoveClockTest {
    private static final PseudoClass LOW = PseudoClass.getPseudoClass("low");

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void whenTheClockRunsOutTheTurnPassesAndTheStatusSaysWhy() {
        app.click("Two players");
        app.click("Timed");
        app.click("Start");
        assertEquals("Red's turn", app.status());
        Node clock = visibleClock();
        assertFalse(clock.getPseudoClassStates().contains(LOW));

        app.advanceClock(3_500);
        // The ring's colour and its seconds label update on the same tick but are read separately: wait for both.
        app.waitUntil("the clock shows its last seconds in red", () -> visibleClock().getPseudoClassStates().contains(LOW)
                && secondsShown() >= 1 && secondsShown() <= 2);
        int seconds = secondsShown();
        assertTrue(seconds >= 1 && seconds <= 2, "seconds left: " + seconds);
        assertTrue(app.sound.played().contains(Sound.CLOCK_TICK), "ticks in the last seconds");

        app.advanceClock(1_600);
        app.waitUntil("the turn is lost", () -> app.status().startsWith("Red lost the turn: time ran out"));
        assertTrue(app.status().endsWith("Yellow's turn"), app.status());
        assertEquals("-", app.shownPosition().notation(), "a lost turn, no disc");
        assertEquals(0, app.shownPosition().discCount());

        app.clickColumn(3);
        app.waitForBoardAtRest();
        assertTrue(app.robot.lookup("#disc-3-0").query().getStyleClass().contains("yellow"));
        assertEquals("Red's turn", app.status(), "the notice goes once the next disc falls");
    }

    private Node visibleClock() {
        return app.robot.lookup(".move-clock").match(Node::isVisible).query();
    }

    private int secondsShown() {
        return Integer.parseInt(app.robot.from(visibleClock()).lookup(".clock-seconds")
                .queryAs(javafx.scene.control.Label.class).getText());
    }
}
