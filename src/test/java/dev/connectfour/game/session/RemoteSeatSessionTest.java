package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A network session: seat one is the person here, seat two the person at the other computer, whose moves, lost
 * turns, resignations and new games arrive through the {@link RemoteSeat.Table}, and who hears of every move and
 * resignation made here. The host's clock decides lost turns; the session's own clock only mirrors it.
 */
class RemoteSeatSessionTest {
    private final SessionHarness harness = new SessionHarness();
    private final RecordingSeat remote = new RecordingSeat();

    private GameSession start(int clockSeconds, Seat starter) {
        GameSettings settings = GameSettings.network("Anna", DiscColour.RED, "Ben", DiscColour.YELLOW, clockSeconds,
                BoardSize.STANDARD, starter);
        SessionServices services = new SessionServices(level -> {
            throw new AssertionError("no computer in a network game");
        }, harness.executor, harness.time, harness.random, harness.statistics);
        GameSession session = new GameSession(settings, services, harness.time, remote);
        session.addListener(new SessionListener() {
            @Override
            public void gameOver(GameResult result) {
                harness.events.add(result);
            }
        });
        harness.session = session;
        remote.table.gameStarted(GamePosition.empty(BoardSize.STANDARD), starter);
        return session;
    }

    @Test
    void movesGoBothWaysAndTheRemoteSideWaitsForItsTurn() {
        GameSession session = start(0, Seat.ONE);
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
        remote.table.remoteMoved(3); // not their turn: ignored
        assertEquals("", session.getPosition().notation());
        harness.play("4");
        assertEquals(List.of(3), remote.localMoves);
        assertEquals(SessionState.COMPUTER_THINKING, session.getState(), "the other computer's turn");
        assertFalse(session.play(2).isAccepted(), "not your turn");
        remote.table.remoteMoved(4);
        assertEquals("45", session.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
    }

    @Test
    void undoRedoAndRestartAreNotPartOfANetworkGame() {
        GameSession session = start(0, Seat.ONE);
        harness.play("4");
        remote.table.remoteMoved(4);
        assertEquals(Refusal.NETWORK_GAME, session.undo().refusal().orElseThrow());
        assertEquals(Refusal.NETWORK_GAME, session.redo().refusal().orElseThrow());
        assertEquals(Refusal.NETWORK_GAME, session.restart().refusal().orElseThrow());
        assertEquals("45", session.getPosition().notation());
    }

    @Test
    void theHostDecidesLostTurnsAndTheClockRunsForBothPeople() {
        GameSession session = start(5, Seat.ONE);
        harness.play("4");
        remote.table.remoteMoved(3);
        // the second move of each side is timed; the clock mirrors the host's for either side
        assertTrue(session.clock().isTurnTimed());
        assertTrue(session.clock().isRunning());
        harness.time.advance(5_000);
        assertEquals(0, session.clock().getRemainingMillis());
        assertEquals(Refusal.TIME_UP, session.play(2).refusal().orElseThrow(), "time is up here");
        assertEquals("44", session.getPosition().notation(), "the turn waits for the host's verdict");
        remote.table.turnLost(Seat.ONE);
        assertEquals("44-", session.getPosition().notation());
        assertEquals(SessionState.COMPUTER_THINKING, session.getState());
        assertTrue(session.clock().isRunning(), "the other person's clock runs too");
        remote.table.turnLost(Seat.ONE); // a second verdict for a turn already passed: ignored
        assertEquals("44-", session.getPosition().notation());
    }

    @Test
    void otherPausesDoNotStopANetworkClockButALostConnectionDoes() {
        GameSession session = start(5, Seat.ONE);
        harness.play("4");
        remote.table.remoteMoved(3);
        session.pause(PauseReason.PLAYER);
        assertFalse(session.isPausedByPlayer(), "no pausing a network game: the other person waits");
        session.pause(PauseReason.AWAY);
        assertTrue(session.clock().isRunning());
        session.resume(PauseReason.AWAY);
        remote.table.connectionLost();
        assertFalse(session.clock().isRunning());
        assertEquals(Refusal.PAUSED, session.play(2).refusal().orElseThrow());
        harness.time.advance(30_000);
        remote.table.connectionRestored();
        assertTrue(session.clock().isRunning());
        assertEquals(5_000, session.clock().getRemainingMillis(), "the clock stood while the connection was lost");
    }

    @Test
    void aResignationHereIsSentAndOneThereIsAWin() {
        GameSession session = start(0, Seat.TWO);
        remote.table.remoteMoved(3);
        session.resign();
        assertTrue(remote.resigned);
        assertEquals(Outcome.LOST, session.getResult().outcomeFor(Seat.ONE));
        remote.table.gameStarted(GamePosition.empty(BoardSize.STANDARD), Seat.ONE);
        assertEquals(2, session.getGameNumber());
        assertNull(session.getResult());
        remote.table.remoteResigned();
        assertEquals(Outcome.WON, session.getResult().outcomeFor(Seat.ONE));
        assertEquals(1, harness.statistics.getStatistics().tally(new StatisticsKey(Mode.NETWORK, null,
                BoardSize.STANDARD)).won(), "network games are counted as their own mode");
    }

    @Test
    void anAbandonedGameEndsWithoutAWinnerAndIsNotCounted() {
        GameSession session = start(0, Seat.ONE);
        harness.play("4");
        remote.table.connectionLost();
        remote.table.abandoned();
        GameResult result = session.getResult();
        assertTrue(result.isAbandoned());
        assertNull(result.winningSeat());
        assertFalse(session.isPaused());
        assertEquals(0, harness.statistics.getStatistics().tally(new StatisticsKey(Mode.NETWORK, null,
                BoardSize.STANDARD)).played());
    }

    @Test
    void aSavedNetworkGameGoesOnAsTwoPeopleAtOneComputer() {
        GameSession session = start(5, Seat.ONE);
        harness.play("4");
        remote.table.remoteMoved(4);
        SavedGame saved = SessionSnapshots.of(session).orElseThrow();
        assertEquals(Mode.TWO_PLAYERS, saved.settings().mode());
        assertEquals("Anna", saved.settings().seatOneName());
        assertEquals("Ben", saved.settings().seatTwoName());
        assertEquals(5, saved.settings().moveClockSeconds());
        assertEquals("45", saved.position().notation());
    }

    @Test
    void aRejoinedGameBeginsWhereItStood() {
        GameSession session = start(0, Seat.ONE);
        remote.table.gameStarted(GamePosition.fromMoves(BoardSize.STANDARD, "44-3"), Seat.ONE);
        assertEquals("44-3", session.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState(), "seat one moved first: its turn again");
    }

    @Test
    void closingTheSessionLetsGoOfTheRemoteSeat() {
        GameSession session = start(0, Seat.ONE);
        session.close();
        assertTrue(remote.closed);
        remote.table.remoteMoved(3);
        assertEquals("", session.getPosition().notation(), "nothing reaches a closed session");
    }

    /** The other computer's person, as the session sees them: records what it is told. */
    private static final class RecordingSeat implements RemoteSeat {
        private final List<Integer> localMoves = new ArrayList<>();
        private Table table;
        private boolean resigned;
        private boolean closed;

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
            localMoves.add(column);
        }

        @Override
        public void localResigned() {
            resigned = true;
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
