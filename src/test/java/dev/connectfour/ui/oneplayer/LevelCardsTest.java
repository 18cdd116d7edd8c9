package dev.connectfour.ui.oneplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.game.GameSettings;
import dev.connectfour.ui.Bundles;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** What the set-up's level card and the ladder's marks say, without a screen. */
class LevelCardsTest {
    private static final ResourceBundle ENGLISH = Bundles.forScreen(OnePlayerController.class, "oneplayer", Locale.ENGLISH);
    private static final ResourceBundle JAPANESE = Bundles.forScreen(OnePlayerController.class, "oneplayer", Locale.JAPANESE);
    private static final GameSettings STANDARD = GameSettings.onePlayer(ComputerLevel.EASY);

    @Test
    void everyRungsCardSaysHowItPlaysAndItsRatingOnTheStandardBoardOnly() {
        for (Ladder.Rung rung : Ladder.rungs()) {
            String card = LevelCards.of(ENGLISH, STANDARD, rung.level(), 0);
            assertTrue(card.contains("Rating: about " + LevelCards.shownRating(rung) + "."), card);
            assertEquals(0, LevelCards.shownRating(rung) % 50, card);
            assertTrue(LevelCards.of(JAPANESE, STANDARD, rung.level(), 0).contains("約 " + LevelCards.shownRating(rung)), rung.name());
        }
        assertTrue(LevelCards.of(ENGLISH, STANDARD, Ladder.rung(1).level(), 0).startsWith("Beginner: "));
        String smallBoard = LevelCards.of(ENGLISH, STANDARD.withBoardSize(new BoardSize(6, 5)), Ladder.rung(1).level(), 0);
        assertFalse(smallBoard.contains("Rating"), "the ratings were measured on 7 × 6: " + smallBoard);
        assertFalse(LevelCards.of(ENGLISH, STANDARD, ComputerLevel.custom(3), 0).contains("Rating"), "a depth is off the ladder");
    }

    @Test
    void theSlidersMarksNameOnlyEasyMediumAndHard() {
        StringBuilder marks = new StringBuilder();
        for (int rung = 1; rung <= Ladder.size(); rung++) {
            marks.append('[').append(LadderSlider.tickLabel(ENGLISH, rung)).append(']');
        }
        assertEquals("[][Easy][][][][][][Medium][][][][][Hard]", marks.toString());
        assertEquals(1, LadderSlider.rungAt(0.2));
        assertEquals(3, LadderSlider.rungAt(2.6));
        assertEquals(Ladder.size(), LadderSlider.rungAt(99));
    }

    @Test
    void theLevelButtonsStandForTheNamedRungs() {
        assertEquals(ComputerLevel.EASY, LevelCards.levelOf(ComputerLevel.Kind.EASY, 4));
        assertEquals(ComputerLevel.custom(4), LevelCards.levelOf(ComputerLevel.Kind.CUSTOM, 4));
        assertEquals(Ladder.rung(Ladder.size()).level(), LevelCards.levelOf(ComputerLevel.Kind.HARD, 4));
    }
}
