package dev.connectfour.ui.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.board.Player;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.ui.Bundles;
import dev.connectfour.engine.players.ComputerLevel;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** The review speaks to the person who played the computer as "you", in English and in German. */
class ReviewTextTest {
    private static final Lineup YOU_AGAINST_THE_COMPUTER = new Lineup(
            new Participant(Seat.ONE, Player.FIRST, "You", DiscColour.RED, null),
            new Participant(Seat.TWO, Player.SECOND, "Computer", DiscColour.YELLOW, ComputerLevel.HARD));
    private static final GameResult COMPUTER_WON = new GameResult(GameResult.Ending.RESIGNED, Player.SECOND, Seat.TWO,
            java.util.List.of());

    private static ReviewText text(Locale locale) {
        ResourceBundle strings = Bundles.forScreen(ReviewController.class, "review", locale);
        return new ReviewText(strings, YOU_AGAINST_THE_COMPUTER);
    }

    @Test
    void theMarkedMistakesOfThePersonWhoLostAreCalledYours() {
        MistakeMarks marks = new MistakeMarks(COMPUTER_WON);
        assertEquals("1 mistake marked. Marked: your mistakes (you lost).",
                text(Locale.ENGLISH).progress(withOneMistake(marks), 1, true));
        assertEquals("1 Fehler markiert. Markiert: deine Fehler (du hast verloren).",
                text(Locale.GERMAN).progress(withOneMistake(marks), 1, true));
    }

    @Test
    void aMistakeOfThePersonIsCalledYourMistake() {
        Mistakes.Judgement judgement = mistakeOfTheFirstPlayer();
        assertEquals("✗ Your mistake: it turned a win into a loss.", text(Locale.ENGLISH).mistake(judgement));
        assertEquals("✗ Dein Fehler: aus einem Sieg wurde eine Niederlage.", text(Locale.GERMAN).mistake(judgement));
    }

    private static MistakeMarks withOneMistake(MistakeMarks marks) {
        marks.add(mistakeOfTheFirstPlayer());
        return marks;
    }

    private static Mistakes.Judgement mistakeOfTheFirstPlayer() {
        return new Mistakes.Judgement(1, Player.FIRST, 3, OpeningBook.Outcome.WIN, OpeningBook.Outcome.LOSS);
    }
}
