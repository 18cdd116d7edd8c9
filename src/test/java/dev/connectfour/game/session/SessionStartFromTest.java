package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.Tally;
import dev.connectfour.game.store.SavedGameException;
import dev.connectfour.game.store.SavedGameFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link GameSession#startFrom}, and a session saved as a {@link SavedGame} and resumed from one ({@link SessionSnapshots}). */
class SessionStartFromTest {
    private final ManualTime time = new ManualTime();
    private final List<String> searched = new ArrayList<>();
    private final StatisticsBook statistics = new StatisticsBook();

    /** A computer that plays the leftmost free column and records the positions it was asked about. */
    private final ComputerPlayer leftmost = new ComputerPlayer() {
        @Override
        public ComputerLevel level() {
            return ComputerLevel.EASY;
        }

        @Override
        public int chooseColumn(Position position) {
            searched.add(position.moves());
            int column = 0;
            while (!position.canPlay(column)) {
                column++;
            }
            return column;
        }
    };

    private GameSession session(GameSettings settings) {
        SessionServices services = new SessionServices(level -> leftmost, new SynchronousExecutor(), time,
                new SplittableRandom(1), statistics);
        return new GameSession(settings, services, time);
    }

    @Test
    void startsAtTheGivenPositionWithYouToMove() {
        GameSession session = session(GameSettings.onePlayer(ComputerLevel.EASY));
        session.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "4455"), Seat.ONE);
        assertEquals("4455", session.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
        assertTrue(session.canUndo(), "the loaded moves can be taken back");
        assertTrue(session.play(5).isAccepted());
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        assertEquals("44556" + "1", session.getPosition().notation());
        assertEquals(List.of("44556"), searched);
    }

    @Test
    void theComputerToMoveStartsThinkingAtOnce() {
        GameSession session = session(GameSettings.onePlayer(ComputerLevel.EASY));
        session.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "4"), Seat.ONE);
        assertEquals(List.of("4"), searched);
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        assertEquals("41", session.getPosition().notation());
    }

    @Test
    void theSeatThatMovedFirstKeepsItsDiscs() {
        GameSession session = session(GameSettings.onePlayer(ComputerLevel.EASY).withStarter(Starter.ALTERNATE));
        session.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "4"), Seat.TWO);
        assertEquals(Seat.TWO, session.getLineup().starter());
        assertEquals(Seat.ONE, session.sideOf(Player.SECOND).seat());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState());
        session.restart();
        assertEquals(Seat.ONE, session.getLineup().starter(), "alternating goes on from the resumed game");
        assertEquals("", session.getPosition().notation());
    }

    @Test
    void refusesAFinishedGameAStartedSessionAndAnotherBoard() {
        GameSession session = session(GameSettings.twoPlayers(false));
        GamePosition won = GamePosition.fromMoves(BoardSize.STANDARD, "4545454");
        assertThrows(IllegalArgumentException.class, () -> session.startFrom(won, Seat.ONE));
        assertThrows(IllegalArgumentException.class, () -> session.startFrom(
                GamePosition.empty(new dev.connectfour.engine.board.BoardSize(8, 7)), Seat.ONE));
        session.startFrom(GamePosition.empty(BoardSize.STANDARD), Seat.ONE);
        assertThrows(IllegalStateException.class, () -> session.startFrom(GamePosition.empty(BoardSize.STANDARD), Seat.ONE));
        assertThrows(IllegalStateException.class, session::start);
    }

    @Test
    void aSavedGameResumesExactlyWithLostTurnsAndRaisedLevels() throws SavedGameException {
        GameSettings settings = GameSettings.onePlayer(ComputerLevel.EASY).withAdaptive(true).withMoveClockSeconds(5);
        GameSession original = session(settings);
        original.start();
        assertTrue(original.play(3).isAccepted()); // your first move is untimed
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        time.advance(5_000); // you lose a turn to the clock
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        assertTrue(original.play(3).isAccepted());
        time.advance(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
        SavedGame saved = SessionSnapshots.of(original).orElseThrow();
        assertEquals(6, saved.position().turns().size());
        assertTrue(saved.position().hasLostTurns(), saved.position().notation());

        SavedGame reread = SavedGameFormat.parse(SavedGameFormat.toText(saved));
        GameSession resumed = session(reread.settings());
        SessionSnapshots.resume(resumed, reread);
        assertEquals(original.getPosition(), resumed.getPosition());
        assertEquals(original.getState(), resumed.getState());
        assertEquals(original.getLineup(), resumed.getLineup());
    }

    /** A hint before the game was saved still counts once it is resumed: the game ends assisted. */
    @Test
    void aGameSavedWithAHintResumesAssistedAndIsCountedWithHelp() throws SavedGameException {
        GameSession original = session(GameSettings.twoPlayers(false));
        original.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "121212"), Seat.ONE);
        original.recordHelp(Help.HINT);
        SavedGame saved = SessionSnapshots.of(original).orElseThrow();
        assertEquals(Set.of(Help.HINT), saved.helpUsed());

        SavedGame reread = SavedGameFormat.parse(SavedGameFormat.toText(saved));
        GameSession resumed = session(reread.settings());
        SessionSnapshots.resume(resumed, reread);
        assertTrue(resumed.isAssisted(), "still a game with help");
        assertEquals(Set.of(Help.HINT), resumed.helpUsed());
        assertTrue(resumed.play(0).isAccepted());
        assertEquals(SessionState.GAME_OVER, resumed.getState());
        List<Tally> tallies = List.copyOf(statistics.getStatistics().tallies().values());
        assertEquals(1, tallies.size());
        assertEquals(1, tallies.get(0).assisted(), "counted as a game with help");
    }

    @Test
    void aGameSavedWithoutHelpResumesWithout() throws SavedGameException {
        GameSession original = session(GameSettings.twoPlayers(false));
        original.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "44"), Seat.ONE);
        SavedGame reread = SavedGameFormat.parse(SavedGameFormat.toText(SessionSnapshots.of(original).orElseThrow()));
        GameSession resumed = session(reread.settings());
        SessionSnapshots.resume(resumed, reread);
        assertFalse(resumed.isAssisted());
    }

    /** The seats' role names are the player's language's words, not part of the game: a language switch resumes it. */
    @Test
    void aGameResumesWithTheRoleNamesOfAnotherLanguageButNotWithOtherPlayers() {
        GameSettings english = GameSettings.onePlayer(ComputerLevel.EASY);
        SavedGame saved = new SavedGame(english, Seat.ONE, GamePosition.fromMoves(BoardSize.STANDARD, "44"));
        GameSession japanese = session(english.withName(Seat.ONE, "あなた").withName(Seat.TWO, "コンピューター"));
        SessionSnapshots.resume(japanese, saved);
        assertEquals("44", japanese.getPosition().notation());
        assertEquals("あなた", japanese.getLineup().of(Seat.ONE).name());

        GameSettings watch = GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD);
        assertTrue(watch.isSameGameAs(watch.withName(Seat.ONE, "Компьютер 1").withName(Seat.TWO, "Компьютер 2")));
        assertFalse(watch.isSameGameAs(watch.withLevel(Seat.TWO, ComputerLevel.MEDIUM)), "the levels still count");

        GameSettings people = GameSettings.twoPlayers(false).withName(Seat.ONE, "Anna");
        SavedGame theirs = new SavedGame(people, Seat.ONE, GamePosition.fromMoves(BoardSize.STANDARD, "44"));
        assertThrows(IllegalArgumentException.class, () -> SessionSnapshots.resume(session(people.withName(Seat.ONE, "Ben")), theirs),
                "the names people gave are part of their game");
        assertThrows(IllegalArgumentException.class, () -> SessionSnapshots.resume(session(english.withMoveClockSeconds(5)), saved));
    }

    @Test
    void nothingToSaveBeforeTheStartOrAfterTheEnd() {
        GameSession session = session(GameSettings.twoPlayers(false));
        assertEquals(Optional.empty(), SessionSnapshots.of(session));
        session.start();
        for (char c : "454545".toCharArray()) {
            session.play(c - '1');
        }
        assertTrue(SessionSnapshots.of(session).isPresent());
        session.play(3);
        assertEquals(SessionState.GAME_OVER, session.getState());
        assertEquals(Optional.empty(), SessionSnapshots.of(session));
    }
}
