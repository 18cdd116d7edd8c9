package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Orders of notifications, listeners that act, misbehaving computers, who starts. */
class SessionEdgeCasesTest {
    private final SessionHarness h = new SessionHarness();

    @Test
    void whenThePositionChangesEverythingElseAlreadyDescribesIt() {
        h.script(ComputerLevel.EASY, "222");
        GameSession session = h.create(GameSettings.onePlayer(ComputerLevel.EASY));
        List<String> seen = new ArrayList<>();
        session.positionProperty().addListener((observable, before, after) -> seen.add(after.notation() + " "
                + session.getState() + " " + (session.getResult() != null) + " " + session.canUndo()));
        session.start();
        h.playAndWaitForReply("111");
        h.play("1");
        // the first game's empty board equals the initial one: no change to report
        assertEquals(List.of(
                "1 COMPUTER_THINKING false true",
                "12 HUMAN_TO_MOVE false true",
                "121 COMPUTER_THINKING false true",
                "1212 HUMAN_TO_MOVE false true",
                "12121 COMPUTER_THINKING false true",
                "121212 HUMAN_TO_MOVE false true",
                "1212121 GAME_OVER true false"), seen);
    }

    @Test
    void aListenerThatRestartsOnGameOverStartsACleanGame() {
        h.script(ComputerLevel.EASY, "222");
        GameSession session = h.create(GameSettings.onePlayer(ComputerLevel.EASY).withStarter(Starter.ALTERNATE));
        session.addListener(new SessionListener() {
            @Override
            public void gameOver(GameResult result) {
                session.restart();
            }
        });
        session.start();
        h.playAndWaitForReply("111");
        h.play("1");
        assertEquals(2, session.getGameNumber());
        assertEquals(SessionState.COMPUTER_THINKING, session.getState(), "the computer starts game two");
        assertEquals(1, h.results().size());
    }

    @Test
    void aStateListenerThatRestartsAtTheEndLeavesTheNewGameClean() {
        GameSession session = h.create(GameSettings.twoPlayers(false));
        session.stateProperty().addListener((observable, before, after) -> {
            if (after == SessionState.GAME_OVER) {
                session.restart();
            }
        });
        session.start();
        h.play("1122334");
        assertEquals(2, session.getGameNumber());
        assertEquals(null, session.getResult(), "the old result is not published over the new game");
        assertEquals("", session.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
        assertEquals(1, h.results().size(), "the event still tells of the game that ended");
        assertEquals(1, h.statistics.getStatistics().tally(new StatisticsKey(Mode.TWO_PLAYERS, null)).played());
    }

    @Test
    void aStateListenerThatUndoesWhileTheComputerThinksStartsNoSearchForTheOldTurn() {
        h.script(ComputerLevel.EASY, "4");
        GameSession session = h.deferred().create(GameSettings.onePlayer(ComputerLevel.EASY));
        session.stateProperty().addListener((observable, before, after) -> {
            if (after == SessionState.COMPUTER_THINKING) {
                session.undo();
            }
        });
        session.start();
        h.play("1");
        assertEquals("", session.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
        assertEquals(List.of(), h.deferredExecutor().pending());
    }

    @Test
    void aListenerThatResignsOnALostTurnStopsTheComputerFromMoving() {
        h.script(ComputerLevel.HARD, "4");
        GameSession session = h.deferred().create(GameSettings.onePlayer(ComputerLevel.HARD));
        session.addListener(new SessionListener() {
            @Override
            public void turnLost(TurnLost event) {
                session.resign();
            }
        });
        session.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "43"), Seat.ONE); // you have played: timed
        h.time.advance(5_000);
        assertEquals(GameResult.Ending.RESIGNED, session.getResult().ending());
        assertEquals(List.of(), h.deferredExecutor().pending(), "no search for a turn that never came");
    }

    @Test
    void aFailingComputerPlaysASimpleMoveInsteadOfStalling() {
        h.players.put(ComputerLevel.EASY, new ComputerPlayer() {
            @Override
            public ComputerLevel level() {
                return ComputerLevel.EASY;
            }

            @Override
            public int chooseColumn(Position position) {
                throw new IllegalStateException("no book");
            }
        });
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY).withComputerDelayMillis(0));
        h.play("4");
        assertEquals("44", session.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
    }

    @Test
    void aLevelWithoutAPlayerStillGetsMoves() {
        SessionServices services = new SessionServices(level -> {
            throw new UnsupportedOperationException("the Hard level needs the solver");
        }, new SynchronousExecutor(), h.time, new java.util.SplittableRandom(1), h.statistics);
        GameSession session = new GameSession(GameSettings.onePlayer(ComputerLevel.HARD).withComputerDelayMillis(0),
                services, h.time);
        session.start();
        assertTrue(session.play(0).isAccepted());
        assertEquals("14", session.getPosition().notation(), "a simple move rather than a stuck game");
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
    }

    @Test
    void aComputerNamingAFullColumnIsOverruled() {
        h.script(ComputerLevel.EASY, "1111");
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY).withComputerDelayMillis(0));
        h.play("111"); // column 1 is full after the computer's third disc
        h.play("2"); // the computer names column 1 again
        assertEquals("11111124", session.getPosition().notation(), "the fallback plays the centre");
    }

    @Test
    void randomStartsFollowTheInjectedGenerator() {
        h.random = () -> -1L; // nextBoolean() is true: seat one
        GameSession session = h.start(GameSettings.twoPlayers(false).withStarter(Starter.RANDOM));
        assertEquals(Seat.ONE, session.getLineup().starter());
        SessionHarness other = new SessionHarness();
        other.random = () -> 0L; // false: seat two
        assertEquals(Seat.TWO, other.start(GameSettings.twoPlayers(false).withStarter(Starter.RANDOM))
                .getLineup().starter());
    }

    @Test
    void undoTakesBackALostTurnBetweenTwoPlayers() {
        GameSession session = h.start(GameSettings.twoPlayers(true));
        h.play("443");
        h.time.advance(5_000); // the second player loses the turn
        assertEquals("443-", session.getPosition().notation());
        assertTrue(session.canUndo());
        session.undo();
        assertEquals("443", session.getPosition().notation());
        assertEquals(Player.SECOND, session.getPosition().toMove());
        assertEquals(5_000, session.clock().getRemainingMillis(), "a fresh clock for the turn given back");
    }

    @Test
    void undoAgainstTheComputerAfterYourLostTurnGivesYouTheTurnBack() {
        h.script(ComputerLevel.HARD, "44");
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.HARD));
        h.playAndWaitForReply("1");
        h.time.advance(5_000);
        h.time.advance(600);
        assertEquals("14-4", session.getPosition().notation());
        session.undo();
        assertEquals("14", session.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
        assertTrue(session.clock().isRunning());
    }

    @Test
    void theTickerRunsOnlyWhileTheSessionWatchesTheTime() {
        GameSession untimed = h.start(GameSettings.twoPlayers(false));
        assertFalse(h.time.isTicking());
        untimed.close();

        SessionHarness timed = new SessionHarness();
        GameSession session = timed.start(GameSettings.twoPlayers(true));
        assertFalse(timed.time.isTicking(), "the first moves are untimed");
        timed.play("11");
        assertTrue(timed.time.isTicking());
        session.pause(PauseReason.WINDOW);
        assertFalse(timed.time.isTicking());
        session.resume(PauseReason.WINDOW);
        assertTrue(timed.time.isTicking());
        timed.play("22334");
        assertFalse(timed.time.isTicking(), "game over");
        assertEquals(timed.time.starts(), timed.time.stops());
    }

    @Test
    void aRestartedGameForgetsUndoRedoAndResult() {
        GameSession session = h.start(GameSettings.twoPlayers(false));
        h.play("45");
        session.undo();
        session.restart();
        assertFalse(session.canUndo());
        assertFalse(session.canRedo());
        assertEquals("", session.getPosition().notation());
        assertEquals(List.of(), h.events);
    }
}
