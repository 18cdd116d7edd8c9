package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.game.stats.Tally;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The board size chosen in the settings reaches the session, its positions, its refusals and the statistics. */
class BoardVariantsTest {
    private final SessionHarness h = new SessionHarness();

    static Stream<BoardSize> sizes() {
        return GameSettings.BOARD_SIZES.stream();
    }

    @Test
    void theStandardBoardIsTheDefaultAndTheOnlyOneOfferedFirst() {
        assertEquals(BoardSize.STANDARD, GameSettings.BOARD_SIZES.get(0));
        assertEquals(List.of("7x6", "8x7", "9x7", "6x5", "5x4"),
                GameSettings.BOARD_SIZES.stream().map(BoardSize::toString).toList());
        for (GameSettings settings : List.of(GameSettings.DEFAULT, GameSettings.twoPlayers(true),
                GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD))) {
            assertEquals(BoardSize.STANDARD, settings.boardSize());
            assertTrue(settings.isStandardBoard());
        }
    }

    @Test
    void theBoardSurvivesEveryOtherChange() {
        BoardSize size = new BoardSize(8, 7);
        GameSettings settings = GameSettings.onePlayer(ComputerLevel.EASY).withBoardSize(size)
                .withLevel(Seat.TWO, ComputerLevel.HARD).withStarter(Starter.RANDOM).withMoveClockSeconds(9)
                .withComputerDelayMillis(0).withAdaptive(true).withName(Seat.ONE, "Ann")
                .withColour(Seat.ONE, DiscColour.BLUE).withColours(DiscColour.GREEN, DiscColour.RED);
        assertEquals(size, settings.boardSize());
        assertFalse(settings.isStandardBoard());
    }

    @Test
    void onlyTheOfferedBoardsAreAccepted() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameSettings.twoPlayers(false).withBoardSize(new BoardSize(4, 4)));
        assertTrue(e.getMessage().startsWith("the board must be one of [7x6, 8x7, 9x7, 6x5, 5x4]"), e.getMessage());
        assertThrows(NullPointerException.class, () -> GameSettings.twoPlayers(false).withBoardSize(null));
        IllegalArgumentException retired = assertThrows(IllegalArgumentException.class,
                () -> GameSettings.twoPlayers(false).withBoardSize(new BoardSize(9, 6)));
        assertTrue(retired.getMessage().contains("was 9x6"), "9x6, offered before 9x7 was: " + retired.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizes")
    void aTwoPlayerGameOnEverySizeIsWonWithAVerticalFourAndCountedForThatBoard(BoardSize size) {
        GameSession session = h.start(GameSettings.twoPlayers(false).withBoardSize(size));
        assertEquals(GamePosition.empty(size), session.getPosition());
        String last = String.valueOf(size.width());
        h.play("1" + last + "1" + last + "1" + last + "1");
        assertEquals(Seat.ONE, session.getResult().winningSeat());
        assertEquals(size, session.getPosition().size());
        Tally tally = h.statistics.getStatistics().tally(new StatisticsKey(Mode.TWO_PLAYERS, null, size));
        assertEquals(new Tally(1, 0, 0, 1, 1, 1, 7, 0), tally);
        assertEquals(size, h.statistics.getStatistics().history().get(0).key().size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizes")
    void columnsBeyondTheBoardAreRefusedAndTheLastOneIsPlayable(BoardSize size) {
        GameSession session = h.start(GameSettings.twoPlayers(false).withBoardSize(size));
        assertEquals(Refusal.NO_SUCH_COLUMN, session.play(size.width()).refusal().orElseThrow());
        assertTrue(session.play(size.width() - 1).isAccepted());
        for (int i = 1; i < size.height(); i++) {
            assertTrue(session.play(size.width() - 1).isAccepted());
        }
        assertEquals(Refusal.COLUMN_FULL, session.play(size.width() - 1).refusal().orElseThrow(),
                "the column holds " + size.height() + " discs");
    }

    @Test
    void aFullSmallBoardIsADrawOfTwentyMoves() {
        GameSession session = h.start(GameSettings.twoPlayers(false).withBoardSize(new BoardSize(5, 4)));
        h.play("15113343553242445221"); // found by a random search: nobody lines up four

        assertTrue(session.getResult().isDraw());
        assertEquals(20, h.statistics.getStatistics().history().get(0).moves());
    }

    @Test
    void aGameWithTheAnalysisShownIsCountedAsAssisted() {
        BoardSize size = new BoardSize(6, 5);
        h.script(ComputerLevel.EASY, "222222");
        GameSession session = h.start(GameSettings.onePlayer(ComputerLevel.EASY).withBoardSize(size));
        session.recordHelp(Help.ANALYSIS);
        h.playAndWaitForReply("111");
        h.play("1");
        StatisticsKey key = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY, size);
        assertEquals(1, h.statistics.getStatistics().tally(key).assisted());
        assertTrue(h.statistics.getStatistics().history().get(0).assisted());

        session.restart();
        assertFalse(session.isAssisted(), "every game starts unassisted");
        h.playAndWaitForReply("111");
        h.play("1");
        assertEquals(new Tally(2, 0, 0, 2, 2, 2, 14, 1), h.statistics.getStatistics().tally(key));
    }

    @Test
    void aPositionOnAnotherBoardCannotBeContinued() {
        GameSession session = h.create(GameSettings.twoPlayers(false).withBoardSize(new BoardSize(9, 7)));
        assertThrows(IllegalArgumentException.class,
                () -> session.startFrom(GamePosition.fromMoves(BoardSize.STANDARD, "44"), Seat.ONE));
        assertThrows(IllegalArgumentException.class,
                () -> session.startFrom(GamePosition.fromMoves(new BoardSize(9, 6), "99"), Seat.ONE));
        session.startFrom(GamePosition.fromMoves(new BoardSize(9, 7), "999999"), Seat.ONE);
        assertEquals("999999", session.getPosition().notation());
    }
}
