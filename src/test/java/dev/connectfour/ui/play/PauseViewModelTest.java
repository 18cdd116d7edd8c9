package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.game.session.RemoteSeat;
import dev.connectfour.game.session.ScriptedPlayer;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Bundles;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The pauses of the game screen without the screen: the paused card that hides the board and what it offers, each
 * pause ending only itself, and the window's pause where a clock runs for this screen only.
 */
class PauseViewModelTest {
    private final ResourceBundle strings = Bundles.forScreen(PlayController.class, "play", Locale.ENGLISH);
    private final ManualTime time = new ManualTime();
    private GameSession session;
    private PauseViewModel pauses;

    @AfterEach
    void close() {
        pauses.dispose();
        session.close();
    }

    private void open(GameSession game) {
        session = game;
        pauses = new PauseViewModel(game, strings);
    }

    private void started(GameSettings settings) {
        open(new GameSession(settings, new SessionServices(level -> ScriptedPlayer.ofDigits(ComputerLevel.EASY,
                "1234567"), new SynchronousExecutor(), time, new SplittableRandom(1), new StatisticsBook()), time));
        session.start();
    }

    @Test
    void thePlayersPauseHidesTheBoardAndOffersResume() {
        started(GameSettings.twoPlayers(true));
        assertTrue(pauses.hidesBoard());
        assertFalse(pauses.cardShownProperty().get());

        pauses.togglePause();
        assertTrue(session.isPaused());
        assertTrue(pauses.cardShownProperty().get(), "the board is hidden");
        assertTrue(pauses.resumeOfferedProperty().get());
        assertEquals("The board is hidden while the game is paused. Press P or Resume to go on.",
                pauses.noteProperty().get());

        pauses.togglePause();
        assertFalse(session.isPaused());
        assertFalse(pauses.cardShownProperty().get());
    }

    @Test
    void aDialogHidesTheBoardWithoutResumeAndEndsOnlyItsOwnPause() {
        started(GameSettings.twoPlayers(true));
        Runnable dialogClosed = pauses.hold(PauseReason.DIALOG);
        assertTrue(pauses.cardShownProperty().get());
        assertFalse(pauses.resumeOfferedProperty().get(), "the dialog ends this pause, not the player");
        assertEquals("The game goes on when you are back.", pauses.noteProperty().get());

        pauses.togglePause(); // P behind the dialog
        dialogClosed.run();
        assertTrue(session.isPausedByPlayer(), "the player's pause outlasts the dialog");
        assertTrue(pauses.cardShownProperty().get());
        assertTrue(pauses.resumeOfferedProperty().get());

        pauses.togglePause();
        Runnable again = pauses.hold(PauseReason.DIALOG);
        dialogClosed.run(); // an old dialog's end, run twice: it ended its own pause already
        assertTrue(session.isPaused(), "the new dialog still holds the game");
        again.run();
        assertFalse(session.isPaused());
    }

    @Test
    void theWindowInTheBackgroundPausesOnlyATimedGameAndMinimisedAnyGame() {
        started(GameSettings.twoPlayers(false));
        pauses.windowFocused(false);
        assertFalse(session.isPaused(), "an untimed game loses nothing by going on");
        pauses.windowMinimised(true);
        assertTrue(session.isPaused());
        assertTrue(pauses.cardShownProperty().get());
        pauses.windowMinimised(false);
        assertFalse(session.isPaused());
        pauses.dispose();
        session.close();

        started(GameSettings.twoPlayers(true));
        pauses.windowFocused(false);
        assertTrue(session.isPaused(), "a move clock stands still while the window is in the background");
        pauses.windowFocused(true);
        assertFalse(session.isPaused());
        pauses.windowMinimised(true);
        pauses.dispose();
        assertFalse(session.isPaused(), "leaving the screen ends the window's pause");
    }

    @Test
    void watchingTwoComputersPausesWithoutHidingTheBoard() {
        started(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.EASY));
        assertFalse(pauses.hidesBoard(), "nobody is timed: the position is there to be looked at");
        pauses.togglePause();
        assertTrue(session.isPaused());
        assertFalse(pauses.cardShownProperty().get());
    }

    @Test
    void aNetworkGameHasNoCardAndNoPauseForTheWindow() {
        QuietRemote remote = new QuietRemote();
        open(new GameSession(GameSettings.network("Ann", DiscColour.RED, "Ben", DiscColour.YELLOW, 5,
                BoardSize.STANDARD, Seat.ONE), new SessionServices(level -> null, new SynchronousExecutor(), time,
                new SplittableRandom(1), new StatisticsBook()), time, remote));
        remote.begin();
        assertFalse(pauses.hidesBoard());
        pauses.windowMinimised(true);
        pauses.windowFocused(false);
        assertFalse(session.isPaused(), "the other person's clock runs on");
    }

    /** The other computer of a network game, which says nothing here. */
    static final class QuietRemote implements RemoteSeat {
        Table table;

        @Override
        public void attach(Table sessionTable) {
            table = sessionTable;
        }

        @Override
        public boolean acceptsLocalMove() {
            return true;
        }

        @Override
        public void localMoved(int column) {
        }

        @Override
        public void localResigned() {
        }

        @Override
        public void close() {
        }

        /** The match's first game begins, seat one to move. */
        void begin() {
            table.gameStarted(GamePosition.empty(BoardSize.STANDARD), Seat.ONE);
        }
    }
}
