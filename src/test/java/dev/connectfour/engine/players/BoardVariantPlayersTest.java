package dev.connectfour.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The computer players on the boards other than 7x6 (8x7, 9x7, 6x5, 5x4, and 9x6, which earlier
 * versions offered): Medium evaluates the win lines of the board it plays on, every level plays whole
 * games legally, Hard searches where its book does not apply. 9x7 is a packed board (no spare bit per
 * column), so its lines come from another bit layout.
 */
class BoardVariantPlayersTest {

    @ParameterizedTest(name = "{0}x{1}: {2} lines")
    @CsvSource({"7, 6, 69", "8, 7, 107", "9, 7, 126", "9, 6, 99", "6, 5, 39", "5, 4, 17"})
    void theWinLinesAreThoseOfTheBoard(int width, int height, int lines) {
        // horizontal (w-3)h, vertical w(h-3), two diagonals (w-3)(h-3) each
        assertEquals(lines, LineGeometry.of(new BoardSize(width, height)).lineCount());
    }

    @Test
    void mediumsEvaluationCountsOnlyLinesOnItsOwnBoard() {
        // one disc in the bottom-right corner lies on one horizontal, one vertical and one diagonal line
        for (BoardSize size : new BoardSize[] {new BoardSize(8, 7), new BoardSize(9, 7), new BoardSize(9, 6), new BoardSize(5, 4)}) {
            LineGeometry geometry = LineGeometry.of(size);
            long corner = geometry.cell(size.width() - 1, 0);
            assertEquals(3, MediumPlayer.evaluate(geometry, corner, 0L), size.toString());
        }
        // the centre of the bottom row: on 7x6 four horizontal lines, one vertical, two diagonals; on 5x4
        // two horizontal lines and one vertical (a diagonal from there would leave the board)
        LineGeometry standard = LineGeometry.of(BoardSize.STANDARD);
        assertEquals(7, MediumPlayer.evaluate(standard, standard.cell(3, 0), 0L));
        LineGeometry small = LineGeometry.of(new BoardSize(5, 4));
        assertEquals(3, MediumPlayer.evaluate(small, small.cell(2, 0), 0L));
    }

    @ParameterizedTest(name = "{0} on {1}x{2} after {3}")
    @CsvSource({
        "medium, 9, 6, 657181, 9",    // X has 6-7-8 on the bottom row, O holds 5: 9 wins, only on a 9-wide board
        "medium, 9, 7, 657181, 9",
        "medium, 9, 7, 99991919, 9",  // X blocks O's three in column 9 in its top cell (bit 62 of the packed board)
        "easy, 9, 7, 99991919, 9",
        "hard, 9, 7, 99991919, 9",
        "hard, 9, 7, 657181, 9",
        "easy, 9, 7, 657181, 9",
        "medium, 8, 7, 81818, 8",     // O blocks X's three in column 8
        "medium, 5, 4, 12121, 1",     // O blocks X's three in column 1, the top cell of a 4-high board
        "easy, 9, 6, 191929, 9",      // X blocks O's three in column 9
        "hard, 6, 5, 161626, 6",      // X blocks O's three in column 6
        "hard, 9, 6, 657181, 9",
        "depth:3, 8, 7, 81818, 8",
    })
    void winsOrBlocksInAColumnThatOnlyThisBoardHas(String level, int width, int height, String moves, int expected) {
        Position position = Position.parse(new BoardSize(width, height), moves);
        ComputerPlayer player = ComputerPlayers.create(ComputerLevel.parse(level), 3, 300);
        assertEquals(expected, player.chooseColumn(position) + 1, level + " after " + moves);
    }

    @ParameterizedTest(name = "{0} against random on {1}x{2}")
    @CsvSource({"medium, 8, 7", "medium, 9, 7", "medium, 6, 5", "medium, 5, 4", "easy, 9, 7", "depth:4, 5, 4"})
    void playsWholeGamesLegallyAndBeatsRandomPlay(String level, int width, int height) {
        BoardSize size = new BoardSize(width, height);
        int won = 0;
        int games = 10;
        for (long seed = 0; seed < games; seed++) {
            ComputerPlayer computer = ComputerPlayers.create(ComputerLevel.parse(level), seed);
            ComputerPlayer random = ComputerPlayers.create(ComputerLevel.RANDOM, seed + 1000);
            boolean computerFirst = seed % 2 == 0;
            Position position = playToTheEnd(size, computerFirst ? computer : random, computerFirst ? random : computer);
            boolean firstWon = position.isWon() && position.moveCount() % 2 == 1;
            boolean secondWon = position.isWon() && position.moveCount() % 2 == 0;
            if (computerFirst ? firstWon : secondWon) {
                won++;
            }
        }
        assertTrue(won >= 7, level + " won only " + won + " of " + games + " on " + size);
    }

    @Test
    void hardPlaysWholeGamesOnTheWideBoardWithItsTimedSearch() {
        BoardSize size = new BoardSize(9, 7);
        for (long seed = 0; seed < 2; seed++) {
            ComputerPlayer hard = ComputerPlayers.create(ComputerLevel.HARD, seed, 40);
            ComputerPlayer medium = ComputerPlayers.create(ComputerLevel.MEDIUM, seed + 1000);
            boolean hardFirst = seed % 2 == 0;
            Position position = playToTheEnd(size, hardFirst ? hard : medium, hardFirst ? medium : hard);
            assertTrue(position.isGameOver(), position.moves());
        }
    }

    /** A whole game between two players on an empty board, every move checked to be legal. */
    private static Position playToTheEnd(BoardSize size, ComputerPlayer first, ComputerPlayer second) {
        Position position = Position.empty(size);
        while (!position.isGameOver()) {
            int column = (position.toMove() == Player.FIRST ? first : second).chooseColumn(position);
            assertTrue(position.canPlay(column), "unplayable column " + column + " after " + position.moves());
            position = position.play(column);
        }
        return position;
    }
}
