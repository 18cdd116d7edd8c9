package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.game.session.ScriptedPlayer;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Bundles;
import java.util.Locale;
import java.util.SplittableRandom;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The game screen's message line without the screen: one message at a time, gone when its situation ends. */
class NoticesTest {
    private final ManualTime time = new ManualTime();
    private final ManualCountdown countdown = new ManualCountdown();
    private final GameSession session = new GameSession(GameSettings.twoPlayers(false), new SessionServices(
            level -> ScriptedPlayer.ofDigits(ComputerLevel.EASY, ""), new SynchronousExecutor(), time,
            new SplittableRandom(1), new StatisticsBook()), time);
    private final Notices notices = new Notices(session,
            Bundles.forScreen(PlayController.class, "play", Locale.ENGLISH), countdown);

    @AfterEach
    void close() {
        notices.dispose();
        session.close();
    }

    @Test
    void aMessageGoesAfterItsTimeAndANewOneReplacesItWithATimeOfItsOwn() {
        session.start();
        notices.show("Copied the moves 4.");
        assertEquals("Copied the moves 4.", text());
        countdown.advance(Duration.seconds(3));
        notices.show("Saved the game in game.c4game.");
        assertEquals("Saved the game in game.c4game.", text(), "one message at a time");
        countdown.advance(Duration.seconds(3));
        assertEquals("Saved the game in game.c4game.", text(), "its own time, from when it was shown");
        countdown.advance(Notices.SHOWN_FOR.subtract(Duration.seconds(3)));
        assertEquals("", text());
        session.play(3);
        assertEquals("", text());
    }

    @Test
    void aMessageAboutThisTurnStaysUntilThePositionChanges() {
        session.start();
        notices.showForThisTurn("No hint this time.");
        assertFalse(countdown.running(), "no time limit");
        session.pause(PauseReason.PLAYER);
        session.resume(PauseReason.PLAYER);
        assertEquals("No hint this time.", text(), "a pause is no new turn");
        session.play(3);
        assertEquals("", text(), "gone with the next disc");
    }

    @Test
    void aTimedMessageOutlivesTheTurnButNotTheGame() {
        session.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "454545"), Seat.ONE);
        notices.show("That column is full.");
        session.play(0);
        assertEquals("That column is full.", text(), "a message with a time goes by its time");
        notices.show("Copied the moves 4545451.");
        session.play(4); // Yellow's fourth disc in column 5: four in a row
        assertEquals(SessionState.GAME_OVER, session.getState());
        assertEquals("", text(), "the game-over card says what matters then");
    }

    @Test
    void leavingTheScreenTakesTheMessageWithIt() {
        session.start();
        notices.show("Copied the moves –.");
        notices.dispose();
        assertEquals("", text());
        assertFalse(countdown.running());
    }

    private String text() {
        return notices.textProperty().get();
    }
}
