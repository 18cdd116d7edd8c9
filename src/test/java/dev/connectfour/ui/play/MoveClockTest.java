package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.sound.Sound;

import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.shape.Arc;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A timed two-player game whose clock the test moves by hand: the ring drains, turns red, and the turn is lost. */
class MoveClockTest {
    private static final PseudoClass LOW = PseudoClass.getPseudoClass("low");

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void whenTheClockRunsOutTheTurnPassesAndTheStatusSaysWhy() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
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
        app.waitUntil("the turn is lost", () -> note().equals("Red lost the turn: time ran out"));
        assertEquals("Yellow's turn", app.status());
        assertEquals("11-", app.shownPosition().notation(), "a lost turn, no disc");
        assertEquals(2, app.shownPosition().discCount());

        app.clickColumn(3);
        app.waitForBoardAtRest();
        assertTrue(app.robot.lookup("#disc-3-0").query().getStyleClass().contains("yellow"));
        assertEquals("Red's turn", app.status());
        assertEquals("", note(), "the note goes once the next disc falls");
    }

    @Test
    void eachPlayersFirstMoveIsUntimedAndTheClockAnnouncesItsStart() {
        app.click("Two players");
        app.click("Timed");
        app.click("Start");
        assertEquals("Red's turn", app.status());
        assertEquals("Red's first move is untimed; then 5 s per move.", note());
        assertTrue(app.robot.lookup(".move-clock").match(Node::isVisible).tryQuery().isEmpty(), "no clock yet");
        app.advanceClock(60_000);
        app.waitForBoardAtRest();
        assertEquals("", app.shownPosition().notation(), "a player who steps away loses nothing");

        app.clickColumn(0);
        app.waitForBoardAtRest();
        assertEquals("Yellow's first move is untimed; then 5 s per move.", note());
        app.clickColumn(0);
        app.waitForBoardAtRest();
        assertEquals("Red's move clock runs now: 5 s per move.", note());
        assertEquals(5, secondsShown());
        app.clickColumn(1);
        app.waitForBoardAtRest();
        assertEquals("Yellow's move clock runs now: 5 s per move.", note());
        app.clickColumn(1);
        app.waitForBoardAtRest();
        assertEquals("", note(), "said once per player");
    }

    @Test
    void theDigitStaysReadableAboveTheRingToTheLastMillisecond() {
        app.startTimedGameAndPlayTheUntimedFirstMoves();
        MoveClockView clock = (MoveClockView) visibleClock();
        app.robot.interact(() -> {
            Label digit = (Label) clock.lookup(".clock-seconds");
            Arc arc = (Arc) clock.lookup(".clock-arc");
            Node onTop = clock.getChildrenUnmodifiable().get(clock.getChildrenUnmodifiable().size() - 1);
            assertSame(digit, onTop, "the digit is drawn above the ring");
            Bounds box = clock.getLayoutBounds();
            Point2D middle = new Point2D(box.getCenterX(), box.getCenterY());
            for (long left = 5_000; left >= 1; left -= left > 100 ? 97 : 1) {
                clock.show(left, 5_000);
                clock.applyCss();
                clock.layout();
                String whole = Long.toString((left + 999) / 1000);
                assertEquals(whole, digit.getText());
                assertEquals(whole, ((javafx.scene.text.Text) digit.lookup(".text")).getText(), "shown whole at " + left);
                Point2D centre = clock.sceneToLocal(arc.localToScene(arc.getCenterX(), arc.getCenterY()));
                assertEquals(middle.getX(), centre.getX(), 0.5, "the ring stays around the digit at " + left + " ms");
                assertEquals(middle.getY(), centre.getY(), 0.5, "the ring stays around the digit at " + left + " ms");
                Point2D digitCentre = clock.sceneToLocal(digit.localToScene(digit.getWidth() / 2, digit.getHeight() / 2));
                assertEquals(middle.getX(), digitCentre.getX(), 1, "the digit in the middle at " + left);
            }
        });
    }


    private String note() {
        return app.robot.lookup(".status-note").queryAs(Label.class).getText();
    }

    private Node visibleClock() {
        return app.robot.lookup(".move-clock").match(Node::isVisible).query();
    }

    private int secondsShown() {
        return Integer.parseInt(app.robot.from(visibleClock()).lookup(".clock-seconds")
                .queryAs(Label.class).getText());
    }
}
