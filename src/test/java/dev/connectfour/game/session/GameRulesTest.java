package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rules of each kind of game, asked directly (no screen): what each allows, who resigns, who owns the clock,
 * what the statistics count and what is saved; the registry that gives each mode its rules; and a kind of game
 * made in the tests alone ({@link BlitzRules}) that a real session plays without any change to the referee.
 */
class GameRulesTest {
    private static final GameSettings NETWORK = GameSettings.network("Anna", DiscColour.RED, "Ben", DiscColour.YELLOW,
            20, BoardSize.STANDARD, Seat.ONE);

    @Test
    void againstTheComputerYouMayUndoPauseAndAskForHintsAndYouAloneResign() {
        GameRules rules = new OnePlayerRules();
        Capabilities game = rules.capabilities();
        assertNull(rules.refusalOfTakeBack());
        assertNull(rules.refusalOfRestart());
        assertTrue(game.mayPause() && game.mayHint() && game.analysisDuringGame() && game.mayResume());
        assertFalse(game.analysisAtStart(), "the analysis waits until you ask for it");
        assertEquals(SeatRole.YOU, game.role(Seat.ONE));
        assertEquals(SeatRole.COMPUTER, game.role(Seat.TWO), "\"Thinking…\", no name needed");
        assertTrue(game.againstTheComputer(), "the record and the result are told from your side");
        assertEquals(Seat.ONE, rules.resigner(Seat.TWO), "you resign, even while the computer thinks");
    }

    @Test
    void againstTheComputerTheStatisticsCountTheLevelItPlayedThisGame() {
        GameSettings settings = GameSettings.onePlayer(ComputerLevel.MEDIUM);
        Lineup lineup = new Lineup(new Participant(Seat.ONE, Player.FIRST, "You", DiscColour.RED, null),
                new Participant(Seat.TWO, Player.SECOND, "Computer", DiscColour.YELLOW, ComputerLevel.HARD));
        assertEquals(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.HARD, BoardSize.STANDARD),
                new OnePlayerRules().statisticsKey(settings, lineup), "an adaptive computer got harder: counted as Hard");
    }

    @Test
    void betweenTwoPeopleHereTheSideToMoveResignsAndBothAreNamed() {
        GameRules rules = new TwoPlayersRules();
        assertEquals(Seat.TWO, rules.resigner(Seat.TWO));
        assertEquals(Seat.ONE, rules.resigner(Seat.ONE));
        assertEquals(SeatRole.PLAYER_HERE, rules.capabilities().role(Seat.ONE));
        assertEquals(SeatRole.PLAYER_HERE, rules.capabilities().role(Seat.TWO));
        assertFalse(rules.capabilities().againstTheComputer(), "no record against a level");
        assertTrue(rules.capabilities().mayResume() && rules.capabilities().mayTakeBack());
    }

    @Test
    void whileTwoComputersPlayNobodyHereMovesButThePlayerMayPauseAndWatchesTheAnalysis() {
        GameRules rules = new WatchRules();
        Capabilities game = rules.capabilities();
        assertEquals(Refusal.WATCHING, rules.refusalOfPlayerCommands(), "no move, undo or resign from here");
        assertFalse(game.anyonePlaysHere());
        assertEquals(SeatRole.NAMED_COMPUTER, game.role(Seat.ONE), "\"Computer 1 is thinking\"");
        assertTrue(game.analysisAtStart(), "the analysis is what the player watches");
        assertTrue(game.mayPause() && game.mayRestart());
        assertFalse(game.mayResume(), "a watched game is not kept to resume");
        Lineup lineup = new Lineup(new Participant(Seat.ONE, Player.FIRST, "Computer 1", DiscColour.RED, ComputerLevel.EASY),
                new Participant(Seat.TWO, Player.SECOND, "Computer 2", DiscColour.YELLOW, ComputerLevel.HARD));
        assertEquals(StatisticsKey.watched(ComputerLevel.EASY, ComputerLevel.HARD, BoardSize.STANDARD),
                rules.statisticsKey(GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD), lineup));
    }

    @Test
    void inANetworkGameUndoRedoNewGamesHintsAndPauseAreRefusedWithNetworkGame() {
        NetworkRules rules = new NetworkRules(new Seat2());
        Capabilities game = rules.capabilities();
        assertEquals(Refusal.NETWORK_GAME, rules.refusalOfTakeBack(), "undo and redo while the game runs");
        assertEquals(Refusal.NETWORK_GAME, rules.refusalOfRestart(), "a new game is a rematch both ask for");
        assertEquals(Refusal.NETWORK_GAME, game.refusal(), "what the screen says of a hint or the analysis");
        assertFalse(game.mayHint() || game.mayPause() || game.analysisDuringGame() || game.mayReplace());
        assertFalse(game.mayResume(), "leaving a network game ends it");
        assertFalse(game.standsStillForThisScreen(), "the other person is waiting: a dialog here stops nothing");
        assertEquals(SeatRole.YOU, game.role(Seat.ONE));
        assertEquals(SeatRole.PLAYER_ELSEWHERE, game.role(Seat.TWO), "\"Ben's turn\" while the game waits for Ben");
        assertFalse(game.playsHere(Seat.TWO));
    }

    @Test
    void inANetworkGameTheHostsClockRunsForBothAndStopsOnlyForALostConnection() {
        NetworkRules rules = new NetworkRules(new Seat2());
        Pauses pauses = new Pauses(this);
        assertTrue(rules.timesTurnOf(new RemoteMover()), "the other person's turn is timed too");
        assertTrue(rules.clockRuns(SessionState.COMPUTER_THINKING, pauses), "it runs in the other person's turn");
        pauses.add(PauseReason.DIALOG);
        pauses.add(PauseReason.ANIMATION);
        assertTrue(rules.clockRuns(SessionState.HUMAN_TO_MOVE, pauses), "a dialog or a falling disc here stops nothing");
        pauses.add(PauseReason.CONNECTION);
        assertFalse(rules.clockRuns(SessionState.HUMAN_TO_MOVE, pauses), "a lost connection stops it");
        assertFalse(rules.clockRuns(SessionState.GAME_OVER, new Pauses(this)));
    }

    @Test
    void inANetworkGameYourMoveIsRefusedOnceYourTimeIsUpUntilTheNextTurn() {
        NetworkRules rules = new NetworkRules(new Seat2());
        assertNull(rules.refusalOfMove());
        assertFalse(rules.losesTurnWhenTimeIsUp(), "the host decides the lost turn");
        assertEquals(Refusal.TIME_UP, rules.refusalOfMove());
        rules.turnBegins();
        assertNull(rules.refusalOfMove(), "a new turn, a new clock");
    }

    @Test
    void aNetworkGameIsSavedAsTwoPeopleAtOneComputer() {
        GameSettings saved = new NetworkRules(new Seat2()).savedSettings(NETWORK);
        assertEquals(Mode.TWO_PLAYERS, saved.mode());
        assertEquals("Ben", saved.seatTwoName());
        assertEquals(20, saved.moveClockSeconds());
    }

    @Test
    void atOneComputerTheClockRunsOnlyWhileAPersonHereMayMove() {
        GameRules rules = new TwoPlayersRules();
        Pauses pauses = new Pauses(this);
        assertTrue(rules.clockRuns(SessionState.HUMAN_TO_MOVE, pauses));
        pauses.add(PauseReason.ANIMATION);
        assertFalse(rules.clockRuns(SessionState.HUMAN_TO_MOVE, pauses), "not while a disc falls");
        assertFalse(pauses.isPaused(), "a falling disc pauses nothing else");
        pauses.remove(PauseReason.ANIMATION);
        pauses.add(PauseReason.DIALOG);
        assertFalse(rules.clockRuns(SessionState.HUMAN_TO_MOVE, pauses), "not while a dialog is open");
        assertFalse(new OnePlayerRules().clockRuns(SessionState.COMPUTER_THINKING, new Pauses(this)),
                "not while the computer thinks");
        assertTrue(rules.losesTurnWhenTimeIsUp(), "the turn is lost at once");
    }

    @Test
    void everyModeHasItsRulesAndOnlyTheNetworkGameHasARemoteSeat() {
        Set<Mode> registered = EnumSet.noneOf(Mode.class);
        for (GameSettings settings : new GameSettings[] {GameSettings.onePlayer(ComputerLevel.EASY),
                GameSettings.twoPlayers(false), GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD)}) {
            GameRules rules = Modes.rulesFor(settings, null);
            assertEquals(settings.mode(), rules.mode());
            registered.add(rules.mode());
            assertThrows(IllegalArgumentException.class, () -> Modes.rulesFor(settings, new Seat2()));
        }
        registered.add(Modes.rulesFor(NETWORK, new Seat2()).mode());
        assertThrows(IllegalArgumentException.class, () -> Modes.rulesFor(NETWORK, null));
        assertEquals(EnumSet.allOf(Mode.class), registered);
    }

    @Test
    void aKindOfGameMadeInTheTestsPlaysThroughTheSameSeam() {
        SessionHarness harness = new SessionHarness();
        GameSettings settings = GameSettings.twoPlayers(true);
        GameSession blitz = new GameSession(settings, harness.services(), harness.time, new BlitzRules());
        GameSession usual = new SessionHarness().start(settings);
        blitz.start();
        for (GameSession session : new GameSession[] {blitz, usual}) {
            session.play(3);
            session.play(3); // the second disc of each side is timed
            session.play(4);
            session.pause(PauseReason.ANIMATION); // a disc falls on the screen
            session.pause(PauseReason.PLAYER);
        }
        assertTrue(blitz.clock().isRunning(), "blitz: the clock runs while the disc falls");
        assertFalse(blitz.isPausedByPlayer(), "blitz: no pause");
        assertEquals(Refusal.NOT_YOUR_TURN, blitz.undo().refusal().orElseThrow(), "blitz: no taking back");
        assertFalse(usual.clock().isRunning(), "two players: the clock waits for the disc");
        assertTrue(usual.isPausedByPlayer());
        blitz.resume(PauseReason.ANIMATION);
        assertEquals(Seat.TWO, blitz.getLineup().of(blitz.getPosition().toMove()).seat());
        assertTrue(blitz.resign().isAccepted());
        assertEquals(Seat.ONE, blitz.getResult().winningSeat(), "the side to move resigned");
    }

    /** A remote seat that takes every move and tells nothing. */
    private static final class Seat2 implements RemoteSeat {
        @Override
        public void attach(Table table) {
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
    }
}
