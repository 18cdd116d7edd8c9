package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.Refusal;
import dev.connectfour.game.session.RemoteSeat;
import dev.connectfour.game.session.ScriptedPlayer;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.RecordingSoundPlayer;
import dev.connectfour.ui.sound.Sound;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The game screen's view model without the screen: a real session on a manual clock and a scripted computer, and a
 * board that lets its discs land when the test says so. What a player sees: one disc falling at a time, the computer's
 * reply after yours, no second disc from a click during a fall, the clock waiting for the disc, the card after the
 * last disc, and the commands each kind of game offers.
 */
class PlayViewModelTest {
    private final ResourceBundle strings = Bundles.forScreen(PlayController.class, "play", Locale.ENGLISH);
    private final ManualTime time = new ManualTime();
    private final StatisticsBook statistics = new StatisticsBook();
    private final RecordingSoundPlayer sound = new RecordingSoundPlayer();
    private final Board board = new Board();
    private final List<String> messages = new ArrayList<>();
    private final List<String> questions = new ArrayList<>();
    private ScriptedPlayer computer = ScriptedPlayer.ofDigits(ComputerLevel.EASY, "");
    private GameSession session;
    private PlayViewModel model;
    private Notices notices;

    /** A board as the real one behaves: a position one disc on falls until {@link #land()}, any other shows at once. */
    private static final class Board implements MoveAnimations.Stage {
        final List<String> shown = new ArrayList<>();
        private GamePosition last;
        private Runnable falling;

        @Override
        public void show(GamePosition position, Runnable settled) {
            boolean oneMore = last != null && position.discCount() == last.discCount() + 1;
            last = position;
            shown.add(position.notation());
            if (oneMore) {
                falling = settled;
            } else {
                settled.run();
            }
        }

        boolean falls() {
            return falling != null;
        }

        /** The falling disc lands. */
        void land() {
            Runnable landed = falling;
            falling = null;
            landed.run();
        }

        String showing() {
            return shown.get(shown.size() - 1);
        }
    }

    @AfterEach
    void close() {
        if (model != null) {
            model.dispose();
            notices.dispose();
        }
        if (session != null) {
            session.close();
        }
    }

    private SessionServices services() {
        return new SessionServices(level -> computer, new SynchronousExecutor(), time, new SplittableRandom(1),
                statistics);
    }

    private PlayViewModel open(GameSession game) {
        session = game;
        notices = new Notices(game, strings, new ManualCountdown());
        notices.textProperty().addListener((obs, old, text) -> {
            if (!text.isEmpty()) {
                messages.add(text);
            }
        });
        model = new PlayViewModel(game, new PlayViewModel.Parts(strings, sound, statistics,
                new HintSearch(new SynchronousExecutor(), level -> computer), new PlayViewModel.Ui() {
                    @Override
                    public void ask(String questionKey, String yesKey, Runnable yes) {
                        questions.add(questionKey);
                        yes.run();
                    }

                    @Override
                    public void focusBoard() {
                    }
                }, notices, board));
        return model;
    }

    private PlayViewModel started(GameSettings settings) {
        GameSession game = new GameSession(settings, services(), time);
        game.start();
        return open(game);
    }

    /** Drops a disc in {@code column} (1-based) and lets it land. */
    private void playAndLand(int column) {
        assertNull(model.play(column - 1));
        board.land();
    }

    @Test
    void aComputerReplyWaitsForYourDiscToLand() {
        computer = ScriptedPlayer.ofDigits(ComputerLevel.EASY, "4");
        started(GameSettings.onePlayer(ComputerLevel.EASY));
        assertEquals("Your turn", model.statusProperty().get());

        model.play(0);
        assertEquals("Thinking…", model.statusProperty().get(), "your disc counts as played while it falls");
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        assertEquals("1", session.getPosition().notation(), "the computer waits for the board");
        assertEquals(List.of("", "1"), board.shown, "the board still shows your disc falling");
        assertEquals("Thinking…", model.statusProperty().get());

        board.land();
        assertEquals("14", session.getPosition().notation(), "its reply comes as your disc lands");
        assertEquals("14", board.showing(), "then the reply falls");
        assertTrue(model.moves().isAnimating());
        assertEquals("Your turn", model.statusProperty().get());
        board.land();
        assertFalse(model.moves().isAnimating());
    }

    @Test
    void aSecondDiscClickedDuringAFallIsNotPlayed() {
        started(GameSettings.twoPlayers(false));
        model.play(3);
        assertTrue(board.falls());
        assertNull(model.play(4), "nothing to say");
        model.undo();
        assertEquals("4", session.getPosition().notation(), "neither a second disc nor an undo while one falls");
        assertEquals(List.of(), sound.played().stream().filter(s -> s == Sound.BAD_MOVE).toList());

        board.land();
        assertNull(model.play(4));
        assertEquals("45", session.getPosition().notation());
    }

    @Test
    void aFullColumnIsRefusedWithTheBadMoveSoundAndWhy() {
        started(GameSettings.twoPlayers(false));
        for (int i = 0; i < 6; i++) {
            playAndLand(1);
        }
        assertEquals(Refusal.COLUMN_FULL, model.play(0), "the board shakes it");
        assertEquals(List.of("That column is full."), messages);
        assertEquals(Sound.BAD_MOVE, sound.played().get(sound.played().size() - 1));
    }

    @Test
    void theMoveClockWaitsForTheFallingDisc() {
        started(GameSettings.twoPlayers(true));
        playAndLand(1);
        model.play(1); // Player 1's second move, the first one timed, begins as this disc falls
        assertTrue(session.clock().isTurnTimed());
        long left = session.clock().getRemainingMillis();
        time.advance(60_000);
        assertEquals(left, session.clock().getRemainingMillis(), "not while the disc falls");
        assertFalse(session.isPaused(), "a falling disc is no pause: no paused card");

        board.land();
        time.advance(1_000);
        assertEquals(left - 1_000, session.clock().getRemainingMillis(), "it runs once the disc has landed");
    }

    @Test
    void undoAndANewGameShowTheirPositionAtOnce() {
        computer = ScriptedPlayer.ofDigits(ComputerLevel.EASY, "44");
        started(GameSettings.onePlayer(ComputerLevel.EASY));
        model.play(0);
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        board.land();
        board.land();

        model.undo();
        assertEquals("", board.showing(), "your turn and the reply, taken back together");
        assertFalse(model.moves().isAnimating());

        model.play(1);
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        model.newGame(); // while your disc falls and the reply waits its turn
        assertEquals(List.of("confirm.newGame"), questions);
        assertEquals("", board.showing(), "the new game's empty board at once, no reply dropped on it");
        assertFalse(model.moves().isAnimating());
        assertEquals("Your turn", model.statusProperty().get());
    }

    @Test
    void afterAWinTheCardSaysYouWonAndPlayAgainIsOffered() {
        computer = ScriptedPlayer.ofDigits(ComputerLevel.EASY, "234");
        started(GameSettings.onePlayer(ComputerLevel.EASY));
        for (int reply = 0; reply < 3; reply++) {
            model.play(0);
            time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
            board.land();
            board.land();
        }
        model.play(0);
        assertTrue(session.getResult() != null, "the session knows at once");
        assertFalse(model.gameOverShownProperty().get(), "the card waits for the last disc");
        assertFalse(sound.played().contains(Sound.WIN));

        board.land();
        assertTrue(model.gameOverShownProperty().get());
        assertEquals("You win!", model.resultProperty().get());
        assertEquals("Game over", model.statusProperty().get());
        assertTrue(model.offered().newGame(), "Play again");
        assertEquals(1, sound.played().stream().filter(s -> s == Sound.WIN).count());

        model.newGame();
        assertFalse(model.gameOverShownProperty().get());
        assertEquals(List.of(), questions, "nothing in progress to give up");
    }

    @Test
    void watchingTheComputersKeepPaceWithTheBoard() {
        computer = ScriptedPlayer.ofDigits(ComputerLevel.EASY, "1234567");
        started(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.EASY));
        time.advanceInSteps(3 * GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS, 100);
        assertEquals(1, session.getPosition().discCount(), "the next computer waits for the first disc to land");
        assertEquals("1", board.showing());
        assertEquals("Computer 2 is thinking…", model.statusProperty().get());
        board.land();
        assertEquals("12", board.showing(), "its move, ready, comes as the disc lands");
        assertEquals("Computer 1 is thinking…", model.statusProperty().get());
        board.land();
        assertEquals("12", session.getPosition().notation(), "the next one waits for its own delay");
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        assertEquals("123", board.showing());
        assertEquals(session.getPosition().notation(), board.showing());
        assertEquals("Computer 2 is thinking…", model.statusProperty().get());
    }

    @Test
    void aOnePlayerGameOffersEverything() {
        started(GameSettings.onePlayer(ComputerLevel.EASY));
        assertTrue(model.offered().takeBack());
        assertTrue(model.offered().hint());
        assertTrue(model.offered().resign());
        assertTrue(model.offered().newGame());
        assertTrue(model.offered().open());
        assertTrue(model.offered().analysis());
        assertFalse(model.offered().pause(), "nothing runs without you: no clock");
        assertTrue(started(GameSettings.twoPlayers(true)).offered().pause(), "a move clock can be paused");
    }

    @Test
    void watchingOffersNeitherUndoNorHintNorResignButPause() {
        computer = ScriptedPlayer.ofDigits(ComputerLevel.EASY, "1234567");
        started(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.EASY));
        assertFalse(model.offered().takeBack());
        assertFalse(model.offered().hint());
        assertFalse(model.offered().resign());
        assertTrue(model.offered().pause());
        assertTrue(model.offered().newGame());
    }

    @Test
    void inANetworkGameUndoIsNotShownAndLeavingAsksFirst() {
        Remote remote = new Remote();
        GameSettings settings = GameSettings.network("Ann", DiscColour.RED, "Ben", DiscColour.YELLOW, 0,
                BoardSize.STANDARD, Seat.ONE);
        open(new GameSession(settings, services(), time, remote));
        remote.table.gameStarted(GamePosition.empty(BoardSize.STANDARD), Seat.ONE);

        assertFalse(model.offered().takeBack(), "no Undo, no Redo");
        assertFalse(model.offered().hint());
        assertFalse(model.offered().newGame());
        assertFalse(model.offered().open());
        assertFalse(model.offered().analysis());
        assertTrue(model.offered().resign());
        assertFalse(model.mayReview(), "the review shows the perfect analysis: after the game only");
        assertEquals(List.of("That is not part of a network game."), messages);

        model.play(3);
        remote.table.remoteMoved(3); // Ben's disc arrives while Ann's falls
        assertEquals("44", session.getPosition().notation());
        assertEquals("4", board.showing(), "it waits its turn on the screen");
        board.land();
        assertEquals("44", board.showing());
        board.land();

        boolean[] left = {false};
        model.leave(() -> left[0] = true);
        assertEquals(List.of("confirm.leaveNetwork"), questions, "leaving resigns: asked first");
        assertTrue(left[0]);
        assertTrue(remote.resigned);
    }

    /** The other computer: takes every move, tells what the test tells it. */
    private static final class Remote implements RemoteSeat {
        Table table;
        boolean resigned;

        @Override
        public void attach(Table table) {
            this.table = table;
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
            resigned = true;
        }

        @Override
        public void close() {
        }
    }
}
