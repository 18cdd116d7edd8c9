package dev.connectfour.ui.oneplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.engine.rating.Glicko2;
import dev.connectfour.game.stats.GameRating;
import dev.connectfour.ui.TestApp;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The ladder on the one-player set-up, and the game rating on the start screen and in the statistics. */
class LadderSetUpTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    private String levelCard() {
        return app.robot.lookup(".level-card").queryAs(Label.class).getText();
    }

    private Slider slider() {
        return app.robot.lookup("#ladderSlider").queryAs(Slider.class);
    }

    @Test
    void theSliderClimbsTheLadderRungByRungAndTheNamedLevelsJumpToTheirRungs() {
        app.click("One player");
        app.click("Easy");
        assertEquals(2, slider().getValue());
        app.robot.interact(() -> slider().requestFocus());
        app.robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(levelCard().startsWith("Beginner: takes a win it sees"), levelCard());
        app.robot.type(KeyCode.RIGHT, 2);
        WaitForAsyncUtils.waitForFxEvents();
        Ladder.Rung novice = Ladder.rung(3);
        assertTrue(levelCard().startsWith("Novice: blocks your threats"), levelCard());
        assertTrue(levelCard().contains("Rating: about " + LevelCards.shownRating(novice) + "."), levelCard());
        assertTrue(app.robot.lookup(".level-choice .toggle-button, #levelChoice .toggle-button").queryAllAs(ToggleButton.class)
                .stream().noneMatch(ToggleButton::isSelected), "no named level is chosen");

        app.click("Hard");
        assertEquals(Ladder.size(), slider().getValue());
        app.click("Custom depth");
        assertTrue(slider().isDisabled(), "a custom depth is off the ladder");

        app.click("Medium");
        app.robot.interact(() -> slider().requestFocus());
        app.robot.type(KeyCode.LEFT);
        app.click("Start");
        assertEquals(List.of("Red", "Yellow · " + "Club player"), app.robot.lookup(".player-detail").queryAllAs(Label.class)
                .stream().map(Label::getText).toList(), "the game is against the rung below Medium");
        assertEquals(Ladder.rungOf(ComputerLevel.MEDIUM).orElseThrow().number() - 1,
                Ladder.rungOf(app.games().currentGame().orElseThrow().getLineup().of(dev.connectfour.game.Seat.TWO).level())
                        .orElseThrow().number());
    }

    @Test
    void theStartScreenAndTheStatisticsShowTheGameRatingAndWhatIsRated() {
        Label rating = app.robot.lookup(".game-rating").queryAs(Label.class);
        assertEquals("Game rating: not rated yet", rating.getText());
        app.robot.interact(() -> app.statistics.rating().restore(
                new GameRating(new Glicko2.Rating(1623.4, 80, 0.06), 12, List.of())));
        assertEquals("Game rating: 1623", rating.getText());
        assertTrue(rating.getTooltip().getText().contains("A rated game left unfinished for a new game counts as a loss"));

        app.click("Statistics");
        Label inStatistics = app.robot.lookup(".stats-screen .game-rating").queryAs(Label.class);
        assertEquals("Game rating: 1623", inStatistics.getText());
        assertTrue(inStatistics.getTooltip().getText()
                .startsWith("Your games against the computer's levels on the 7 × 6 board are rated, unless you used a hint"));
    }
}
