package dev.connectfour.game.session;

import static dev.connectfour.game.session.SessionHarness.DRAW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.engine.rating.Glicko2;
import dev.connectfour.game.stats.GameRating;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.Turn;
import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.game.stats.Tally;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class GameSessionTest {
    private static final String FIRST_OF_DRAW = odd(DRAW);
    private static final String SECOND_OF_DRAW = even(DRAW);

    private final SessionHarness h = new SessionHarness();

    @Test
    void theKnownDrawIsADraw() {
        GamePosition position = GamePosition.fromMoves(BoardSize.STANDARD, DRAW);
        assertTrue(position.isDraw());
        assertTrue(position.isGameOver());
        assertTrue(position.enginePosition().isDraw());
    }

    private static String odd(String moves) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < moves.length(); i += 2) {
            s.append(moves.charAt(i));
        }
        return s.toString();
    }

    private static String even(String moves) {
        return odd(moves.substring(1));
    }

    private static CommandResult refused(Refusal refusal) {
        return CommandResult.refused(refusal);
    }

    @Nested
    class OnePlayer {
        @Test
        void youWinWithFourInAColumn() {
            h.script(ComputerLevel.EASY, "222");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
            assertEquals(Seat.ONE, session.sideOf(Player.FIRST).seat());
            assertTrue(session.sideOf(Player.FIRST).isHuman());
            assertEquals(ComputerLevel.EASY, session.sideOf(Player.SECOND).level());

            h.playAndWaitForReply("111");
            h.play("1");

            assertEquals(SessionState.GAME_OVER, session.getState());
            GameResult result = session.getResult();
            assertEquals(GameResult.Ending.FOUR_IN_A_ROW, result.ending());
            assertEquals(Player.FIRST, result.winner());
            assertEquals(Seat.ONE, result.winningSeat());
            assertEquals(List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2), new Cell(0, 3)), result.winningCells());
            assertEquals(List.of(result), h.events);
            assertEquals("1212121", session.getPosition().notation());
            assertEquals(new Tally(1, 0, 0, 1, 1, 1, 7, 0),
                    h.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY)));
            assertFalse(h.time.isTicking(), "nothing to wait for after the game");
        }

        @Test
        void theComputerWaitsForItsDelayBeforeItsDiscDrops() {
            h.script(ComputerLevel.EASY, "4");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY).withComputerDelayMillis(600));
            h.play("1");
            assertEquals(SessionState.COMPUTER_THINKING, session.getState());
            assertTrue(h.time.isTicking());
            h.time.advance(599);
            assertEquals("1", session.getPosition().notation(), "found but held back");
            h.time.advance(1);
            assertEquals("14", session.getPosition().notation());
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
            assertEquals(3, session.getPosition().lastMove().getAsInt());
        }

        @Test
        void theComputerCanStartAndWin() {
            h.script(ComputerLevel.MEDIUM, "4444");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.MEDIUM).withStarter(Starter.SEAT_TWO));
            assertEquals(SessionState.COMPUTER_THINKING, session.getState());
            assertEquals(Seat.TWO, session.getLineup().starter());
            h.time.advance(600);
            h.playAndWaitForReply("123");

            GameResult result = session.getResult();
            assertEquals(Seat.TWO, result.winningSeat());
            assertEquals(Player.FIRST, result.winner());
            assertEquals(Outcome.LOST, result.outcomeFor(Seat.ONE));
            assertEquals(List.of(result), h.events);
            assertEquals(new Tally(0, 0, 1, 0, 0, 1, 7, 0),
                    h.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.MEDIUM)));
        }

        @Test
        void aKnownDrawnGameEndsInADraw() {
            h.script(ComputerLevel.HARD, SECOND_OF_DRAW);
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.HARD));
            h.playAndWaitForReply(FIRST_OF_DRAW);

            assertEquals(DRAW, session.getPosition().notation());
            assertEquals(SessionState.GAME_OVER, session.getState());
            assertTrue(session.getResult().isDraw());
            assertEquals(GameResult.Ending.DRAW, session.getResult().ending());
            assertEquals(List.of(), session.getResult().winningCells());
            assertEquals(1, h.results().size());
            assertEquals(new Tally(0, 1, 0, 0, 0, 1, 42, 0),
                    h.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.HARD)));
        }

        @Test
        void resigningGivesTheComputerTheGameOnce() {
            h.script(ComputerLevel.EASY, "");
            GameSession session = h.deferred().start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.play("4");
            DeferredExecutor.Job<?> search = h.deferredExecutor().last();

            assertEquals(CommandResult.accepted(), session.resign());
            assertTrue(search.isCancelled(), "resigning cancels the search");
            assertEquals(GameResult.Ending.RESIGNED, session.getResult().ending());
            assertEquals(Seat.TWO, session.getResult().winningSeat());
            assertEquals(refused(Refusal.GAME_OVER), session.resign());
            assertEquals(1, h.results().size());
        }

        @Test
        void resigningCountsAsYourLossInTheStatistics() {
            h.script(ComputerLevel.EASY, "4");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.playAndWaitForReply("1");
            session.pause(PauseReason.PLAYER);
            session.pause(PauseReason.ANIMATION);

            assertEquals(CommandResult.accepted(), session.resign(), "accepted while paused and a disc falls");
            assertEquals(Outcome.LOST, session.getResult().outcomeFor(Seat.ONE));
            assertEquals(new Tally(0, 0, 1, 0, 0, 1, 2, 0),
                    h.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY)));
            assertFalse(session.isPausedByPlayer(), "the player's pause ends with the game");
            session.restart();
            assertEquals(1, h.statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY))
                    .lost(), "counted once");
        }

        @Test
        void theComputersMoveWaitsForTheFallingDiscAPersonsDoesNot() {
            h.script(ComputerLevel.EASY, "4");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.play("1");
            session.pause(PauseReason.ANIMATION);
            assertFalse(session.isPaused(), "a falling disc is no pause");
            h.time.advance(5_000);
            assertEquals("1", session.getPosition().notation(), "the computer does not run ahead of the board");
            session.resume(PauseReason.ANIMATION);
            assertEquals("14", session.getPosition().notation(), "its move comes once the disc has landed");
            session.pause(PauseReason.ANIMATION);
            assertTrue(session.play(1).isAccepted(), "a person's move is taken while a disc falls");
            assertEquals("142", session.getPosition().notation());
        }

        @Test
        void pauseHoldsTheComputersDisc() {
            h.script(ComputerLevel.EASY, "4");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.play("1");
            session.pause(PauseReason.WINDOW);
            h.time.advance(5_000);
            assertEquals("1", session.getPosition().notation());
            session.resume(PauseReason.WINDOW);
            assertEquals("14", session.getPosition().notation());
        }
    }

    @Nested
    class TwoPlayers {
        @Test
        void aWinAcrossTheBottomRow() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            assertFalse(h.time.isTicking(), "no clock, no computer: no ticks needed");
            h.play("1122334");
            GameResult result = session.getResult();
            assertEquals(Player.FIRST, result.winner());
            assertEquals(Seat.ONE, result.winningSeat());
            assertEquals(List.of(new Cell(0, 0), new Cell(1, 0), new Cell(2, 0), new Cell(3, 0)), result.winningCells());
            assertEquals(new Tally(1, 0, 0, 1, 1, 1, 7, 0),
                    h.statistics.getStatistics().tally(new StatisticsKey(Mode.TWO_PLAYERS, null)));
        }

        @Test
        void aKnownDrawnGameEndsInADraw() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            h.play(DRAW);
            assertTrue(session.getResult().isDraw());
            assertEquals(1, h.results().size());
            assertEquals(refused(Refusal.GAME_OVER), session.play(0));
        }

        @Test
        void whoStartsAlternatesAndTheSecondGameCountsForTheRightSeat() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            assertEquals(Seat.ONE, session.getLineup().starter());
            h.play("1122334");
            session.restart();
            assertEquals(2, session.getGameNumber());
            assertEquals(Seat.TWO, session.getLineup().starter());
            assertEquals("Player 2", session.sideOf(Player.FIRST).name());
            assertNull(session.getResult());
            h.play("1122334"); // seat two, moving first, wins
            assertEquals(Seat.TWO, session.getResult().winningSeat());
            assertEquals(new Tally(1, 0, 1, 0, 1, 2, 14, 0),
                    h.statistics.getStatistics().tally(new StatisticsKey(Mode.TWO_PLAYERS, null)));
        }

        @Test
        void aGameMarkedAssistedStaysSoUntilTheNextGame() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            assertFalse(session.isAssisted());
            h.play("45");
            session.recordHelp(Help.ANALYSIS);
            assertTrue(session.isAssisted());
            h.play("45454");
            assertTrue(session.isAssisted(), "still assisted when the game is over");
            session.restart();
            assertFalse(session.isAssisted(), "a new game starts without help");
        }

        @Test
        void undoTakesBackOneTurnAndRedoPutsItBack() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            h.play("45");
            assertTrue(session.canUndo());
            assertEquals(CommandResult.accepted(), session.undo());
            assertEquals("4", session.getPosition().notation());
            assertEquals(Player.SECOND, session.getPosition().toMove());
            assertTrue(session.canRedo());
            assertEquals(CommandResult.accepted(), session.redo());
            assertEquals("45", session.getPosition().notation());
            assertFalse(session.canRedo());
            session.undo();
            h.play("3");
            assertFalse(session.canRedo(), "a new move forgets what could be redone");
            assertEquals(refused(Refusal.NOTHING_TO_REDO), session.redo());
        }
    }

    @Nested
    class MoveClock {
        @Test
        void timedTwoPlayerGameLosesATurnExactlyOnce() {
            GameSession session = h.start(GameSettings.twoPlayers(true));
            h.play("12"); // each player's first move is untimed
            assertTrue(session.clock().isRunning());
            assertEquals(5_000, session.clock().getRemainingMillis());
            h.time.advance(4_999);
            assertEquals(1, session.clock().getRemainingMillis());
            assertEquals(List.of(), h.events);

            h.time.advance(1);
            assertEquals(List.of(new TurnLost(Player.FIRST, Seat.ONE, "Player 1")), h.events);
            GamePosition position = session.getPosition();
            assertEquals(List.of(Turn.drop(Player.FIRST, 0), Turn.drop(Player.SECOND, 1), Turn.pass(Player.FIRST)),
                    position.turns());
            assertEquals(2, position.discCount());
            assertEquals(Player.SECOND, position.toMove());
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
            assertEquals(5_000, session.clock().getRemainingMillis(), "the clock restarts for the next player");

            h.time.advance(1);
            h.time.tick();
            assertEquals(1, h.lostTurns().size(), "fires once");

            h.play("4"); // the second player moves
            assertEquals(5_000, session.clock().getRemainingMillis(), "and restarts after every move");
            assertEquals(java.util.Optional.of(Player.SECOND), session.getPosition().discAt(3, 0));
        }

        @Test
        void theClockStandsStillWhilePausedOrWhileADiscFalls() {
            GameSession session = h.start(GameSettings.twoPlayers(true));
            h.play("12");
            h.time.advance(1_000);
            session.pause(PauseReason.WINDOW);
            assertFalse(session.clock().isRunning());
            assertFalse(h.time.isTicking());
            h.time.advance(60_000);
            assertEquals(4_000, session.clock().getRemainingMillis());
            session.resume(PauseReason.WINDOW);
            session.pause(PauseReason.ANIMATION);
            h.time.advance(60_000);
            assertEquals(4_000, session.clock().getRemainingMillis());
            session.resume(PauseReason.ANIMATION);
            h.time.advance(3_999);
            assertEquals(List.of(), h.events);
            h.time.advance(1);
            assertEquals(1, h.lostTurns().size());
        }

        @Test
        void aLateTickLosesOnlyOneTurn() {
            GameSession session = h.start(GameSettings.twoPlayers(true));
            h.play("12");
            h.time.advance(12_000);
            assertEquals(1, h.lostTurns().size());
            assertEquals(Player.SECOND, session.getPosition().toMove());
        }

        @Test
        void onePlayerHardLosesATurnAndTheComputerMovesInstead() {
            h.script(ComputerLevel.HARD, "444");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.HARD));
            assertEquals(5, session.settings().moveClockSeconds(), "on by default for Hard");
            h.playAndWaitForReply("1");
            h.time.advance(5_000);

            assertEquals(List.of(new TurnLost(Player.FIRST, Seat.ONE, "You")), h.events);
            assertEquals(SessionState.COMPUTER_THINKING, session.getState());
            assertFalse(session.clock().isRunning(), "the clock times people only");
            h.time.advance(600);
            assertEquals("14-4", session.getPosition().notation());
            // the engine sees the lost turn as a pass: the computer (second) to move again
            assertEquals(dev.connectfour.engine.board.Position.parse("14-"), h.player(ComputerLevel.HARD).seen().get(1));
            assertEquals(Player.SECOND, h.player(ComputerLevel.HARD).seen().get(1).toMove());
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
            assertEquals(5_000, session.clock().getRemainingMillis());

            h.playAndWaitForReply("3");
            assertEquals("14-434", session.getPosition().notation());
            // the engine saw the game exactly, the computer's discs as the side to move's
            dev.connectfour.engine.board.Position seen = h.player(ComputerLevel.HARD).seen().get(2);
            assertEquals("14-43", seen.moves());
            assertEquals(Player.SECOND, seen.toMove());
        }

        @Test
        void afterTwoLostTurnsTheComputerStillMoves() {
            h.script(ComputerLevel.HARD, "444");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.HARD));
            h.playAndWaitForReply("1");
            h.time.advance(5_000);
            h.time.advance(600);
            h.time.advance(5_000); // lost again: the computer now has more discs than you
            h.time.advance(600);
            assertEquals("14-4-4", session.getPosition().notation());
            assertEquals(3, h.player(ComputerLevel.HARD).moves(), "the engine took this position too");
            dev.connectfour.engine.board.Position seen = h.player(ComputerLevel.HARD).seen().get(2);
            assertEquals("14-4-", seen.moves());
            assertEquals(Player.SECOND, seen.toMove());
            assertEquals(3, seen.moveCount());
            assertEquals(2, h.lostTurns().size());
        }

        @Test
        void eachPersonsFirstMoveOfAGameIsUntimed() {
            GameSession session = h.start(GameSettings.twoPlayers(true));
            assertFalse(session.clock().isTurnTimed(), "a player who opens a game and steps away finds it waiting");
            assertFalse(session.clock().isRunning());
            h.time.advance(60_000);
            assertEquals(List.of(), h.events);
            h.play("4");
            assertFalse(session.clock().isTurnTimed(), "the second player's first move too");
            h.time.advance(60_000);
            h.play("4");
            assertTrue(session.clock().isTurnTimed());
            assertTrue(session.clock().isRunning(), "from each player's second move on");
            h.time.advance(5_000);
            assertEquals(1, h.lostTurns().size());

            session.restart();
            assertFalse(session.clock().isTurnTimed(), "every game begins untimed");
            h.time.advance(60_000);
            assertEquals(1, h.lostTurns().size());
        }

        @Test
        void againstTheComputerYourFirstMoveIsUntimedEvenIfItStarts() {
            h.script(ComputerLevel.HARD, "44");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.HARD).withStarter(Starter.SEAT_TWO));
            h.time.advance(600);
            assertEquals("4", session.getPosition().notation());
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
            assertFalse(session.clock().isRunning());
            h.time.advance(60_000);
            assertEquals(List.of(), h.events);
            h.playAndWaitForReply("3");
            assertTrue(session.clock().isRunning());
        }

        @Test
        void pauseReasonsHoldIndependently() {
            GameSession session = h.start(GameSettings.twoPlayers(true));
            h.play("12");
            session.pause(PauseReason.PLAYER);
            session.pause(PauseReason.OVERLAY);
            session.resume(PauseReason.OVERLAY);
            assertTrue(session.isPaused(), "closing the help does not end the player's pause");
            assertTrue(session.isPausedByPlayer());
            h.time.advance(60_000);
            assertEquals(5_000, session.clock().getRemainingMillis());

            session.pause(PauseReason.AWAY);
            session.resume(PauseReason.PLAYER);
            assertTrue(session.isPaused(), "still away on another screen");
            assertFalse(session.isPausedByPlayer());
            assertEquals(refused(Refusal.PAUSED), session.play(0));
            session.resume(PauseReason.AWAY);
            assertFalse(session.isPaused());
            assertTrue(session.clock().isRunning());
            h.time.advance(5_000);
            assertEquals(1, h.lostTurns().size());
        }

        @Test
        void thePlayersPauseEndsWithTheGameAndIsNotTakenAfterIt() {
            GameSession session = h.start(GameSettings.twoPlayers(true));
            h.play("12");
            session.pause(PauseReason.PLAYER);
            session.restart();
            assertFalse(session.isPaused(), "a new game is not paused by the last one's pause");

            session.pause(PauseReason.OVERLAY);
            session.resign();
            assertFalse(session.isPausedByPlayer());
            assertTrue(session.isPaused(), "the help is still open");
            session.resume(PauseReason.OVERLAY);
            session.pause(PauseReason.PLAYER);
            assertFalse(session.isPaused(), "nothing to pause once the game is over");
        }
    }

    @Nested
    class Watch {
        @Test
        void twoComputersPlayToAWin() {
            h.script(ComputerLevel.EASY, "1111").script(ComputerLevel.HARD, "222");
            GameSession session = h.start(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD));
            h.time.advanceInSteps(600 * 7, 600);
            assertEquals("1212121", session.getPosition().notation());
            assertEquals(Seat.ONE, session.getResult().winningSeat());
            assertEquals(1, h.results().size());
            assertEquals(new Tally(1, 0, 0, 1, 1, 1, 7, 0),
                    h.statistics.getStatistics().tally(StatisticsKey.watched(ComputerLevel.EASY, ComputerLevel.HARD,
                            BoardSize.STANDARD)), "kept under both computers' levels");
        }

        @Test
        void twoComputersPlayAKnownDraw() {
            h.script(ComputerLevel.EASY, FIRST_OF_DRAW).script(ComputerLevel.HARD, SECOND_OF_DRAW);
            GameSession session = h.start(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD)
                    .withComputerDelayMillis(0));
            assertEquals(DRAW, session.getPosition().notation(), "without a delay the game plays straight through");
            assertTrue(session.getResult().isDraw());
            assertEquals(1, h.results().size());
        }

        @Test
        void nobodyCanMoveUndoOrResign() {
            h.script(ComputerLevel.EASY, "1").script(ComputerLevel.HARD, "");
            GameSession session = h.start(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD));
            assertEquals(refused(Refusal.WATCHING), session.play(0));
            assertEquals(refused(Refusal.WATCHING), session.undo());
            assertEquals(refused(Refusal.WATCHING), session.redo());
            assertEquals(refused(Refusal.WATCHING), session.resign());
            assertFalse(session.canUndo());
        }
    }

    @Nested
    class UndoAndStaleResults {
        @Test
        void undoTakesBackTheComputersReplyAndYourMove() {
            h.script(ComputerLevel.EASY, "4567");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.playAndWaitForReply("12");
            assertEquals("1425", session.getPosition().notation());

            assertEquals(CommandResult.accepted(), session.undo());
            assertEquals("14", session.getPosition().notation());
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
            assertTrue(session.canRedo());

            assertEquals(CommandResult.accepted(), session.redo());
            assertEquals("1425", session.getPosition().notation(), "redo puts back the reply without a new search");
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
            assertEquals(2, h.player(ComputerLevel.EASY).moves());

            session.undo();
            session.undo();
            assertEquals("", session.getPosition().notation());
            assertFalse(session.canUndo());
            assertEquals(refused(Refusal.NOTHING_TO_UNDO), session.undo());
            h.playAndWaitForReply("3");
            assertEquals("36", session.getPosition().notation(), "a new move asks the computer again");
            assertFalse(session.canRedo());
        }

        @Test
        void undoWhileTheComputerThinksCancelsTheSearchAndIgnoresItsResult() {
            h.script(ComputerLevel.EASY, "44");
            GameSession session = h.deferred().start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.play("1");
            DeferredExecutor.Job<?> search = h.deferredExecutor().last();
            assertEquals(refused(Refusal.NOT_YOUR_TURN), session.play(1));

            assertEquals(CommandResult.accepted(), session.undo());
            assertTrue(search.isCancelled());
            assertEquals("", session.getPosition().notation());
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());

            search.deliver(); // the result was already on its way
            h.time.advance(10_000);
            assertEquals("", session.getPosition().notation(), "a stale result is ignored");
            assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());

            h.play("2");
            h.deferredExecutor().runPending();
            h.time.advance(600);
            assertEquals("24", session.getPosition().notation());
        }

        @Test
        void aStaleResultIsIgnoredAfterANewGame() {
            h.script(ComputerLevel.EASY, "44");
            GameSession session = h.deferred().start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.play("1");
            DeferredExecutor.Job<?> search = h.deferredExecutor().last();
            session.restart();
            assertTrue(search.isCancelled());
            search.deliver();
            h.time.advance(10_000);
            assertEquals("", session.getPosition().notation());
            assertNull(session.getResult());
            assertEquals(List.of(), h.events, "the abandoned game has no result");
        }

        @Test
        void aStaleResultAfterResigningFiresNoSecondResult() {
            h.script(ComputerLevel.EASY, "4");
            GameSession session = h.deferred().start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.play("1");
            DeferredExecutor.Job<?> search = h.deferredExecutor().last();
            session.resign();
            search.deliver();
            h.time.advance(10_000);
            assertEquals("1", session.getPosition().notation());
            assertEquals(1, h.results().size());
        }

        @Test
        void closingCancelsTheSearchAndStopsTheTicker() {
            h.script(ComputerLevel.EASY, "4");
            GameSession session = h.deferred().start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.play("1");
            assertTrue(h.time.isTicking());
            session.close();
            assertTrue(h.deferredExecutor().last().isCancelled());
            assertFalse(h.time.isTicking());
            h.deferredExecutor().last().deliver();
            assertEquals("1", session.getPosition().notation());
            assertEquals(refused(Refusal.CLOSED), session.play(2));
        }
    }

    @Nested
    class Adaptive {
        @Test
        void eachNextGameIsAgainstTheRungNearestYourRating() {
            int medium = Ladder.rungOf(ComputerLevel.MEDIUM).orElseThrow().rating();
            h.statistics.rating().restore(new GameRating(new Glicko2.Rating(medium, 40, 0.06), 30, List.of()));
            h.script(ComputerLevel.EASY, "222").script(ComputerLevel.MEDIUM, "2222");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY).withAdaptive(true));
            assertEquals(ComputerLevel.EASY, session.getLineup().of(Seat.TWO).level(), "the first game as chosen");
            h.playAndWaitForReply("111");
            h.play("1");
            assertEquals(Seat.ONE, session.getResult().winningSeat());

            session.restart();
            assertEquals(ComputerLevel.MEDIUM, session.getLineup().of(Seat.TWO).level(), "a rating near Medium's");
            h.statistics.rating().restore(new GameRating(new Glicko2.Rating(1010, 40, 0.06), 30, List.of()));
            h.playAndWaitForReply("1357");
            assertEquals(Seat.TWO, session.getResult().winningSeat(), "the computer wins this one");

            session.restart();
            assertEquals(ComputerLevel.EASY, session.getLineup().of(Seat.TWO).level(), "a rating near Easy's");
            Statistics statistics = h.statistics.getStatistics();
            assertEquals(new Tally(1, 0, 0, 1, 1, 1, 7, 0), statistics.tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY)));
            assertEquals(new Tally(0, 0, 1, 0, 0, 1, 8, 0), statistics.tally(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.MEDIUM)));
        }

        @Test
        void withoutAdaptivePlayTheLevelStays() {
            h.script(ComputerLevel.EASY, "222222");
            GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY));
            h.playAndWaitForReply("111");
            h.play("1");
            session.restart();
            assertEquals(ComputerLevel.EASY, session.getLineup().of(Seat.TWO).level());
        }
    }

    @Nested
    class Refusals {
        @Test
        void beforeStart() {
            GameSession session = h.create(GameSettings.twoPlayers(false));
            assertEquals(SessionState.NOT_STARTED, session.getState());
            assertEquals(refused(Refusal.NOT_STARTED), session.play(0));
            assertEquals(refused(Refusal.NOT_STARTED), session.undo());
            assertEquals(refused(Refusal.NOT_STARTED), session.restart());
            session.start();
            assertThrows(IllegalStateException.class, session::start);
        }

        @Test
        void columnsOffTheBoardAndFullOnes() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            assertEquals(refused(Refusal.NO_SUCH_COLUMN), session.play(7));
            assertEquals(refused(Refusal.NO_SUCH_COLUMN), session.play(-1));
            h.play("111111");
            assertEquals(refused(Refusal.COLUMN_FULL), session.play(0));
        }

        @Test
        void pausedRefusesMovesAFallingDiscDoesNot() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            h.play("4");
            session.pause(PauseReason.ANIMATION);
            assertEquals(CommandResult.accepted(), session.play(0), "the screen, not the session, waits for its disc");
            assertEquals(CommandResult.accepted(), session.undo());
            session.resume(PauseReason.ANIMATION);
            session.pause(PauseReason.WINDOW);
            assertEquals(refused(Refusal.PAUSED), session.play(0));
            session.resume(PauseReason.WINDOW);
            assertEquals(CommandResult.accepted(), session.play(0));
        }

        @Test
        void nothingToUndoOrRedo() {
            GameSession session = h.start(GameSettings.twoPlayers(false));
            assertEquals(refused(Refusal.NOTHING_TO_UNDO), session.undo());
            assertEquals(refused(Refusal.NOTHING_TO_REDO), session.redo());
        }

        @Test
        void everyRefusalHasItsEnglishMessage() {
            assertEquals("The game has not started yet.", Refusal.NOT_STARTED.defaultMessage());
            assertEquals("It is not your turn.", Refusal.NOT_YOUR_TURN.defaultMessage());
            assertEquals("That column is full.", Refusal.COLUMN_FULL.defaultMessage());
            assertEquals("There is no such column.", Refusal.NO_SUCH_COLUMN.defaultMessage());
            assertEquals("The game is over.", Refusal.GAME_OVER.defaultMessage());
            assertEquals("The game is paused.", Refusal.PAUSED.defaultMessage());
            assertEquals("There is no move to take back.", Refusal.NOTHING_TO_UNDO.defaultMessage());
            assertEquals("There is no move to play again.", Refusal.NOTHING_TO_REDO.defaultMessage());
            assertEquals("Nobody can do that while two computers play.", Refusal.WATCHING.defaultMessage());
            assertEquals("This game has been closed.", Refusal.CLOSED.defaultMessage());
            assertEquals("That is not part of a network game.", Refusal.NETWORK_GAME.defaultMessage());
            assertEquals("Your time for this move is up.", Refusal.TIME_UP.defaultMessage());
            assertEquals(12, Refusal.values().length, "a new refusal needs its message checked here");
            for (Refusal refusal : Refusal.values()) {
                assertEquals(refusal.defaultMessage(), CommandResult.refused(refusal).message());
            }
            assertEquals("", CommandResult.accepted().message());
        }
    }
}
