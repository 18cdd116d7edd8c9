package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Saved games and pasted move strings on every board: version 2 and later name the board, version 1 is 7x6. */
class SavedGameVariantsTest {
    static java.util.stream.Stream<BoardSize> sizes() {
        return GameSettings.BOARD_SIZES.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizes")
    void aGameOnEveryBoardRoundTrips(BoardSize size) throws SavedGameException {
        GameSettings settings = GameSettings.onePlayer(ComputerLevel.HARD).withBoardSize(size);
        String last = String.valueOf(size.width());
        SavedGame game = new SavedGame(settings, Seat.TWO, GamePosition.fromMoves(size, last + last + "1").pass());
        String text = SavedGameFormat.toText(game);
        assertTrue(text.startsWith(SavedGameFormat.HEADER + "\n"), text);
        assertTrue(text.contains("\nboard-size " + size + "\n"), text);
        assertEquals(game, SavedGameFormat.parse(text));
    }

    @Test
    void aVersionOneFileIsAGameOnTheStandardBoard() throws SavedGameException {
        SavedGame game = SavedGameFormat.parse(SavedGameFormatTest.EXAMPLE);
        assertEquals(BoardSize.STANDARD, game.settings().boardSize());
        assertEquals(BoardSize.STANDARD, game.position().size());
        assertTrue(SavedGameFormat.toText(game).startsWith(SavedGameFormat.HEADER + "\n"), "written again as version 3");
        assertEquals(game, SavedGameFormat.parse(SavedGameFormat.toText(game)));
    }

    @Test
    void versionOneHasNoBoardSizeLine() {
        String text = SavedGameFormatTest.EXAMPLE.replace("first-mover one", "board-size 8x7\nfirst-mover one");
        SavedGameException e = assertThrows(SavedGameException.class, () -> SavedGameFormat.parse(text));
        assertTrue(e.reason().startsWith("unknown key \"board-size\""), e.getMessage());
    }

    @Test
    void versionTwoNeedsAnOfferedBoardAndMovesThatFitIt() {
        String v2 = SavedGameFormatTest.EXAMPLE.replace("saved-game 1", "saved-game 2")
                .replace("first-mover one", "board-size 5x4\nfirst-mover one");
        SavedGameException missing = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v2.replace("board-size 5x4\n", "")));
        assertEquals("the \"board-size\" line is missing", missing.reason());
        SavedGameException notOffered = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v2.replace("5x4", "4x4")));
        assertEquals(13, notOffered.lineNumber());
        assertTrue(notOffered.reason().startsWith("board-size: 4x4 is not one of the boards"), notOffered.getMessage());
        // a game saved on 9x6, which earlier versions offered, is refused with the boards there are now
        SavedGameException retired = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v2.replace("5x4", "9x6")));
        assertEquals("board-size: 9x6 is not one of the boards [7x6, 8x7, 9x7, 6x5, 5x4]", retired.reason());
        SavedGameException garbage = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v2.replace("5x4", "big")));
        assertTrue(garbage.reason().startsWith("board-size: \"big\" is not a board size"), garbage.getMessage());
        SavedGameException offBoard = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v2.replace("moves 44-3", "moves 6")));
        assertTrue(offBoard.reason().startsWith("moves: "), offBoard.getMessage());
    }

    @Test
    void pastedMovesAreReadOnTheGamesBoard() {
        BoardSize wide = new BoardSize(9, 7);
        assertEquals(GamePosition.fromMoves(wide, "98"), PositionText.parse(wide, " 98\n"));
        assertThrows(MoveStringException.class, () -> PositionText.parse(" 98\n"), "no column 9 on 7x6");
        assertThrows(MoveStringException.class, () -> PositionText.parse(new BoardSize(5, 4), "11111"));
    }
}
