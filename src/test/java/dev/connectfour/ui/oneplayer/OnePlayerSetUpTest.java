package dev.connectfour.ui.oneplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.input.KeyCode;
import org.controlsfx.control.ToggleSwitch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The one-player set-up: Hard with or without its move clock, and a panel that stays put whatever the level says. */
class OnePlayerSetUpTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void hardCanBePlayedWithoutTheMoveClockAndTheCardSaysWhatEachDoes() {
        app.click("One player");
        app.click("Hard");
        ToggleSwitch clock = app.robot.lookup("#moveClockSwitch").queryAs(ToggleSwitch.class);
        assertTrue(clock.isVisible() && clock.isSelected(), "Hard: the clock is offered, on by default");
        String card = levelCard();
        assertTrue(card.contains("With the move clock, you have 5 seconds for each move after your first"), card);
        assertTrue(card.contains("Without it, take all the time you need."), card);

        app.robot.clickOn(app.robot.from(clock).lookup(".thumb-area").queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(clock.isSelected(), "switched off");
        app.click("Easy");
        assertFalse(clock.isVisible(), "the other levels have no clock to choose");
        app.click("Hard");
        assertFalse(clock.isSelected(), "Hard keeps the choice while another level was looked at");
        app.click("Start");
        GameSession game = game();
        assertEquals(0, game.settings().moveClockSeconds(), "Hard without the clock");
        assertFalse(app.isShowing("#pauseButton"), "nothing runs that needs a pause");

        app.robot.interact(() -> app.navigator().show(ScreenId.setUpOf(game.settings().mode())));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(app.robot.lookup("#moveClockSwitch").queryAs(ToggleSwitch.class).isSelected(),
                "remembered with the set-up");
    }

    /** The custom depth can be typed: a depth out of range is refused, one in range is taken when Tab leaves. */
    @Test
    void aTypedDepthIsTakenWhenTheFocusLeavesAndOneOutOfRangeIsRefused() {
        app.click("One player");
        app.click("Custom depth");
        Spinner<?> depth = app.robot.lookup("#depthSpinner").queryAs(Spinner.class);
        typeDepth(depth, "13").push(KeyCode.TAB);
        assertEquals(ComputerLevel.MEDIUM_DEPTH, depth.getValue(), "13 is deeper than offered: the depth is kept");
        assertEquals(String.valueOf(ComputerLevel.MEDIUM_DEPTH), depth.getEditor().getText(), "and shown again");
        typeDepth(depth, "9").push(KeyCode.TAB);
        app.click("Start");
        assertEquals(ComputerLevel.custom(9), game().getLineup().of(Seat.TWO).level(), "the game has the depth typed");
    }

    private org.testfx.api.FxRobotInterface typeDepth(Spinner<?> depth, String text) {
        app.robot.clickOn(depth.getEditor()).push(KeyCode.END).eraseText(depth.getEditor().getText().length());
        return app.robot.write(text);
    }

    @Test
    void aGameAgainstALevelTheSetUpDoesNotOfferOpensItsSetUp() {
        app.robot.interact(() -> app.games().startGame(GameSettings.onePlayer(ComputerLevel.RANDOM)));
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.interact(() -> app.navigator().show(ScreenId.setUpOf(Mode.ONE_PLAYER))); // Change settings, from that game
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("One player", app.title());
        assertTrue(levelCard().startsWith("Medium:"), "an offered level is chosen instead: " + levelCard());
        app.click("Start");
        assertEquals(ComputerLevel.MEDIUM, game().getLineup().of(Seat.TWO).level());
    }

    @Test
    void choosingALevelNeverMovesThePanel() {
        app.click("One player");
        for (double[] size : new double[][] {{0, 0}, {800, 600}}) {
            if (size[0] > 0) {
                app.robot.interact(() -> {
                    app.stage.setWidth(size[0]);
                    app.stage.setHeight(size[1]);
                });
                WaitForAsyncUtils.waitForFxEvents();
            }
            List<String> places = new ArrayList<>();
            for (String level : new String[] {"Easy", "Medium", "Hard", "Custom depth", "Easy"}) {
                app.click(level);
                places.add(level + " " + sceneY("Who starts") + " " + sceneY("Start"));
            }
            String first = places.get(0).substring(places.get(0).indexOf(' '));
            assertTrue(places.stream().allMatch(place -> place.endsWith(first)), "rows moved: " + places);
        }
    }

    @Test
    void theClockSwitchNamesFiveSecondsOnlyWhenOn() {
        app.click("One player");
        app.click("Hard");
        ToggleSwitch clock = app.robot.lookup("#moveClockSwitch").queryAs(ToggleSwitch.class);
        assertEquals("Move clock: 5 seconds per move", clock.getText(), "on");
        app.robot.clickOn(app.robot.from(clock).lookup(".thumb-area").queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(clock.isSelected());
        assertEquals("Move clock", clock.getText(), "off: no seconds promised");
    }

    @Test
    void theLevelButtonsStayPutWhenTheChosenOneTurnsBold() {
        app.click("One player");
        List<String> places = new ArrayList<>();
        for (String level : new String[] {"Easy", "Medium", "Hard", "Custom depth", "Easy"}) {
            app.click(level);
            WaitForAsyncUtils.waitForFxEvents();
            StringBuilder row = new StringBuilder();
            app.robot.interact(() -> app.robot.lookup("#levelChoice .toggle-button").queryAll().forEach(button ->
                    row.append(Math.round(button.localToScene(button.getLayoutBounds()).getMinX())).append(' ')
                            .append(Math.round(button.localToScene(button.getLayoutBounds()).getMaxX())).append(' ')));
            places.add(row.toString());
        }
        assertTrue(places.stream().allMatch(places.get(0)::equals), "the buttons moved: " + places);
    }

    private double sceneY(String text) {
        double[] y = new double[1];
        app.robot.interact(() -> {
            Node node = app.robot.lookup(text).query();
            y[0] = node.localToScene(0, 0).getY();
        });
        return y[0];
    }

    private String levelCard() {
        return app.robot.lookup(".level-card").queryAs(Label.class).getText();
    }

    private GameSession game() {
        GameSession[] session = new GameSession[1];
        app.robot.interact(() -> session[0] = app.games().currentGame().orElseThrow());
        return session[0];
    }
}
