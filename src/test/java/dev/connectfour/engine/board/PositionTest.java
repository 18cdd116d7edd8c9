package dev.connectfour.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

public class PositionTest {

    @Test
    void emptyBoard() {
        Position empty = Position.empty(BoardSize.STANDARD);
        assertEquals(0, empty.moveCount());
        assertEquals(Player.FIRST, empty.toMove());
        assertEquals("", empty.moves());
        assertEquals(OptionalInt.empty(), empty.lastMove());
        assertFalse(empty.isGameOver());
        assertEquals(Optional.empty(), empty.winner());
        for (int column = 0; column < 7; column++) {
            assertTrue(empty.canPlay(column));
            assertEquals(0, empty.height(column));
        }
        assertEquals(empty, Position.parse(""));
    }

    @Test
    void playStacksDiscsAndAlternatesPlayers() {
        Position p = Position.parse("4453");
        assertEquals(4, p.moveCount());
        assertEquals(Player.FIRST, p.toMove());
        assertEquals(Optional.of(Player.FIRST), p.discAt(3, 0));
        assertEquals(Optional.of(Player.SECOND), p.discAt(3, 1));
        assertEquals(Optional.of(Player.FIRST), p.discAt(4, 0));
        assertEquals(Optional.of(Player.SECOND), p.discAt(2, 0));
        assertEquals(Optional.empty(), p.discAt(3, 2));
        assertEquals(2, p.height(3));
        assertEquals(OptionalInt.of(2), p.lastMove());
        assertEquals("4453", p.moves());
        assertEquals(Player.SECOND, p.play(0).toMove());
    }

    @Test
    void positionIsAnImmutableValue() {
        Position before = Position.parse("44");
        Position after = before.play(2);
        assertEquals("44", before.moves());
        assertEquals(2, before.moveCount());
        assertEquals("443", after.moves());
        // equal stones, different move orders: equal values
        assertEquals(Position.parse("1234"), Position.parse("3214"));
        assertEquals(Position.parse("1234").hashCode(), Position.parse("3214").hashCode());
        assertEquals(Position.parse("1234").key(), Position.parse("3214").key());
        assertNotEquals(Position.parse("1234"), Position.parse("1243"));
        assertNotEquals(Position.empty(new BoardSize(7, 6)), Position.empty(new BoardSize(6, 7)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "1122334, FIRST, 0:0 1:0 2:0 3:0",
        "7766554, FIRST, 3:0 4:0 5:0 6:0",
        "1212121, FIRST, 0:0 0:1 0:2 0:3",
        "777171717, FIRST, 6:2 6:3 6:4 6:5",
        "12233434544, FIRST, 0:0 1:1 2:2 3:3",
        "76655454344, FIRST, 3:3 4:2 5:1 6:0",
        "112255443, FIRST, 0:0 1:0 2:0 3:0 4:0",
    })
    void wonPositionsNameTheWinnerAndTheCells(String moves, Player winner, String cells) {
        Position before = Position.parse(moves.substring(0, moves.length() - 1));
        int last = moves.charAt(moves.length() - 1) - '1';
        assertFalse(before.isWon());
        assertTrue(before.isWinningMove(last));
        Position p = Position.parse(moves);
        assertEquals(p, before.play(last));
        assertTrue(p.isWon());
        assertTrue(p.isGameOver());
        assertFalse(p.isDraw());
        assertEquals(Optional.of(winner), p.winner());
        assertEquals(parseCells(cells), p.winningCells());
        for (int column = 0; column < 7; column++) {
            assertFalse(p.canPlay(column));
            assertFalse(p.isWinningMove(column));
        }
        assertThrows(IllegalArgumentException.class, () -> p.play(0));
    }

    @Test
    void winningLinesRunAlongTheirDirectionAndLinesThroughFollowTheOwnerOfACell() {
        // X completes the rising diagonal 0:0 1:1 2:2 3:3
        Position p = Position.parse("12233434544");
        List<Line> lines = p.winningLines();
        assertEquals(1, lines.size());
        assertEquals(Direction.RISING, lines.get(0).direction());
        assertEquals(parseCells("0:0 1:1 2:2 3:3"), lines.get(0).cells());
        assertEquals(new Position.Cell(0, 0), lines.get(0).first());
        assertEquals(new Position.Cell(3, 3), lines.get(0).last());
        Position falling = Position.parse("76655454344");
        assertEquals(parseCells("3:3 4:2 5:1 6:0"), falling.winningLines().get(0).cells());
        Position five = Position.parse("112255443");
        assertEquals(Direction.HORIZONTAL, five.winningLines().get(0).direction());
        assertEquals(5, five.winningLines().get(0).cells().size());
        // the same discs one move earlier: no line yet, and none through an empty cell
        Position before = Position.parse("11225544");
        assertEquals(List.of(), before.winningLines());
        assertEquals(List.of(), before.linesThrough(new Position.Cell(0, 0)));
        assertEquals(List.of(), before.linesThrough(new Position.Cell(2, 0)));
        assertEquals(lines, p.linesThrough(new Position.Cell(1, 1)));
        assertThrows(IllegalArgumentException.class, () -> p.linesThrough(new Position.Cell(7, 0)));
    }

    static List<Position.Cell> parseCells(String cells) {
        List<Position.Cell> list = new ArrayList<>();
        for (String cell : cells.trim().split(" ")) {
            String[] parts = cell.split(":");
            list.add(new Position.Cell(Integer.parseInt(parts[0]), Integer.parseInt(parts[1])));
        }
        return list;
    }

    @Test
    void fullColumnCannotBePlayed() {
        Position p = Position.parse("444444");
        assertEquals(6, p.height(3));
        assertFalse(p.canPlay(3));
        assertFalse(p.isWinningMove(3));
        assertTrue(p.canPlay(2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.play(3));
        assertTrue(e.getMessage().contains("full"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> p.play(7));
        assertThrows(IllegalArgumentException.class, () -> p.play(-1));
        assertFalse(p.canPlay(7));
        assertFalse(p.canPlay(-1));
    }

    @Test
    void drawnFullBoard() {
        String moves = drawnGame(BoardSize.STANDARD);
        Position p = Position.parse(moves);
        assertEquals(42, p.moveCount());
        assertTrue(p.isDraw());
        assertTrue(p.isGameOver());
        assertFalse(p.isWon());
        assertEquals(Optional.empty(), p.winner());
        assertEquals(List.of(), p.winningCells());
        for (int column = 0; column < 7; column++) {
            assertFalse(p.canPlay(column));
        }
        assertThrows(IllegalArgumentException.class, () -> p.play(0));
    }

    /** A drawn 7x6 game (found by a seeded random search), checked move by move by parse(). */
    public static String drawnGame(BoardSize size) {
        return "165775322175245373465547417441226311263663";
    }

    @ParameterizedTest(name = "\"{0}\" -> {2} at {1}")
    @CsvSource({
        "44a5, 3, NOT_A_DIGIT",
        "4 4, 2, NOT_A_DIGIT",
        "4+1, 2, NOT_A_DIGIT",
        "1212121-, 8, GAME_ALREADY_WON",
        "448, 3, COLUMN_OUT_OF_RANGE",
        "40, 2, COLUMN_OUT_OF_RANGE",
        "9, 1, COLUMN_OUT_OF_RANGE",
        "4444444, 7, COLUMN_FULL",
        "11223344, 8, GAME_ALREADY_WON",
        "112233441, 8, GAME_ALREADY_WON",
    })
    void rejectsBadMoveStrings(String moves, int index, MoveStringException.Reason reason) {
        MoveStringException e = assertThrows(MoveStringException.class, () -> Position.parse(moves));
        assertEquals(index, e.index());
        assertEquals(reason, e.reason());
        assertEquals(moves, e.moves());
        assertTrue(e.getMessage().startsWith("move " + index + " of \"" + moves + "\": "), e.getMessage());
    }

    @Test
    void errorMessagesSayWhatIsWrong() {
        assertEquals("move 7 of \"4444444\": column 4 is full",
                assertThrows(MoveStringException.class, () -> Position.parse("4444444")).getMessage());
        assertEquals("move 8 of \"11223344\": the game was already won at move 7",
                assertThrows(MoveStringException.class, () -> Position.parse("11223344")).getMessage());
        assertEquals("move 3 of \"448\": column 8 is out of range 1..7",
                assertThrows(MoveStringException.class, () -> Position.parse("448")).getMessage());
        assertEquals("move 2 of \"4x\": 'x' is not a digit",
                assertThrows(MoveStringException.class, () -> Position.parse("4x")).getMessage());
        // a wider board accepts column 8
        assertEquals(3, Position.parse(new BoardSize(8, 7), "448").moveCount());
    }

    @Test
    void mirrorReflectsDiscsAndMoves() {
        Position p = Position.parse("4453");
        Position m = p.mirror();
        assertEquals("4435", m.moves());
        assertEquals(Position.parse("4435"), m);
        assertEquals(p, m.mirror());
        assertEquals(p.symmetricKey(), m.symmetricKey());
        assertNotEquals(p.key(), m.key());
        assertNotEquals(p.symmetricKey(), Position.parse("4452").symmetricKey());
        Position symmetric = Position.parse("4444");
        assertEquals(symmetric, symmetric.mirror());
        assertEquals(symmetric.key(), symmetric.symmetricKey());
    }

    @Test
    void toStringDrawsTheBoard() {
        assertEquals(".......\n.......\n.......\n.......\n...O...\n..OXX..\nmoves: \"4453\"",
                Position.parse("4453").toString());
    }

    /** Four in a row the slow way: every line of every direction, for the random-game checks. */
    private static Optional<Player> naiveWinner(Position p) {
        BoardSize size = p.size();
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int c = 0; c < size.width(); c++) {
            for (int r = 0; r < size.height(); r++) {
                Optional<Player> first = p.discAt(c, r);
                if (first.isEmpty()) {
                    continue;
                }
                for (int[] d : directions) {
                    int k = 1;
                    while (k < 4) {
                        int cc = c + k * d[0];
                        int rr = r + k * d[1];
                        if (cc < 0 || cc >= size.width() || rr < 0 || rr >= size.height() || !p.discAt(cc, rr).equals(first)) {
                            break;
                        }
                        k++;
                    }
                    if (k == 4) {
                        return first;
                    }
                }
            }
        }
        return Optional.empty();
    }

    @ParameterizedTest
    @CsvSource({"7,6,6000", "4,4,500", "5,4,500", "6,5,500", "8,7,500", "9,6,500", "3,5,100", "1,20,10", "2,31,20",
        "9,7,3000", "8,8,300", "7,9,300", "4,16,100", "2,32,20", "1,64,5"})
    void randomGamesStayConsistent(int width, int height, int games) {
        BoardSize size = new BoardSize(width, height);
        Random random = new Random(width * 1000L + height);
        Set<List<Position.Cell>> winningLines = new HashSet<>();
        for (int game = 0; game < games; game++) {
            Position p = Position.empty(size);
            while (!p.isGameOver()) {
                List<Integer> legal = new ArrayList<>();
                for (int column = 0; column < width; column++) {
                    if (p.canPlay(column)) {
                        legal.add(column);
                    }
                }
                assertFalse(legal.isEmpty());
                int column = legal.get(random.nextInt(legal.size()));
                boolean wins = p.isWinningMove(column);
                Position next = p.play(column);
                assertEquals(p.moveCount() + 1, next.moveCount());
                assertEquals(p.height(column) + 1, next.height(column));
                assertEquals(Optional.of(p.toMove()), next.discAt(column, p.height(column)));
                assertEquals(wins, next.isWon());
                assertEquals(naiveWinner(next), next.winner());
                assertEquals(next, Position.parse(size, next.moves()));
                assertEquals(next.mirror().mirror(), next);
                assertEquals(next.symmetricKey(), next.mirror().symmetricKey());
                assertEquals(next.isGameOver(), next.isWon() || next.moveCount() == size.cells());
                if (next.isWon()) {
                    List<Position.Cell> cells = next.winningCells();
                    assertTrue(cells.size() >= 4);
                    assertTrue(cells.contains(new Position.Cell(column, p.height(column))));
                    for (Position.Cell cell : cells) {
                        assertEquals(Optional.of(p.toMove()), next.discAt(cell.column(), cell.row()));
                    }
                    for (List<Position.Cell> line : allLines(size)) {
                        if (cells.containsAll(line)) {
                            winningLines.add(line);
                        }
                    }
                }
                p = next;
            }
        }
        if (size.equals(BoardSize.STANDARD)) {
            // every one of the 69 lines of the 7x6 board, at every edge, was seen as a win (9x7: PackedBoardTest)
            assertEquals(69, allLines(size).size());
            List<List<Position.Cell>> missing = new ArrayList<>(allLines(size));
            missing.removeAll(winningLines);
            assertEquals(List.of(), missing, "lines never seen winning");
        }
    }

    /** Every line of four cells on the board, in the four directions. */
    static List<List<Position.Cell>> allLines(BoardSize size) {
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        List<List<Position.Cell>> lines = new ArrayList<>();
        for (int c = 0; c < size.width(); c++) {
            for (int r = 0; r < size.height(); r++) {
                for (int[] d : directions) {
                    int endC = c + 3 * d[0];
                    int endR = r + 3 * d[1];
                    if (endC < size.width() && endR >= 0 && endR < size.height()) {
                        List<Position.Cell> line = new ArrayList<>();
                        for (int k = 0; k < 4; k++) {
                            line.add(new Position.Cell(c + k * d[0], r + k * d[1]));
                        }
                        lines.add(line);
                    }
                }
            }
        }
        return lines;
    }
}
