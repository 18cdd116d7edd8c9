package dev.connectfour.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.PackedLines;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.PositionTest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Positions on packed boards (9x7 above all): no spare bit on top of a column, so a line of four must
 * never run from the top of one column into the bottom of the next. PositionTest's random games cover
 * 9x7 and the other packed sizes too.
 */
class PackedBoardTest {
    private static final BoardSize NINE_BY_SEVEN = new BoardSize(9, 7);

    @ParameterizedTest(name = "{0} wide")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9})
    void linesAgreeWithEveryLineCountedCellByCell(int width) {
        BoardSize size = new BoardSize(width, Long.SIZE / width);
        assertTrue(size.isPacked());
        PackedLines packed = PackedLines.of(size);
        List<Long> lines = PositionTest.allLines(size).stream()
                .map(line -> line.stream().mapToLong(cell -> Bitboard.cellBit(size, cell.column(), cell.row()))
                        .reduce(0L, (a, b) -> a | b))
                .toList();
        long board = Bitboard.boardMask(size);
        Random random = new Random(width);
        for (int sample = 0; sample < 20_000; sample++) {
            // dense random sets: many near-lines, many that would wrap from one column into the next
            long stones = random.nextLong() & random.nextLong() & board;
            long mask = (stones | random.nextLong()) & board;
            boolean aligned = false;
            long completing = 0;
            for (long line : lines) {
                aligned |= (line & stones) == line;
                long missing = line & ~stones;
                if (Long.bitCount(missing) == 1 && (missing & mask) == 0) {
                    completing |= missing;
                }
            }
            assertEquals(aligned, packed.hasAlignment(stones), size + " stones " + Long.toHexString(stones));
            assertEquals(aligned, Bitboard.hasAlignment(size, stones));
            assertEquals(completing, packed.winningCells(stones, mask), size + " stones " + Long.toHexString(stones));
        }
    }

    @Test
    void noLineRunsFromTheTopOfAColumnIntoTheNext() {
        // vertical: column 1 rows 5-6 and column 2 rows 0-1 are the bits 5, 6, 7, 8
        assertFalse(Bitboard.hasAlignment(NINE_BY_SEVEN, 0b1_1110_0000L));
        // up to the right, step 8: (1,5) (2,6) (4,0) (5,1)
        assertFalse(Bitboard.hasAlignment(NINE_BY_SEVEN, (1L << 5) | (1L << 13) | (1L << 21) | (1L << 29)));
        // down to the right, step 6: (1,0) (1,6) (2,5) (3,4)
        assertFalse(Bitboard.hasAlignment(NINE_BY_SEVEN, 1L | (1L << 6) | (1L << 12) | (1L << 18)));
        // the real lines through the same cells do count
        assertTrue(Bitboard.hasAlignment(NINE_BY_SEVEN, 0b1111L << 3));
        assertTrue(Bitboard.hasAlignment(NINE_BY_SEVEN, (1L << 6) | (1L << 13) | (1L << 20) | (1L << 27)));
        assertTrue(Bitboard.hasAlignment(NINE_BY_SEVEN, (1L << 62) | (1L << 61) | (1L << 60) | (1L << 59)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "6172839, 5:0 6:0 7:0 8:0",           // bottom row, the right edge
        "1827364, 0:0 1:0 2:0 3:0",           // bottom row, the left edge
        "99199191929, 8:3 8:4 8:5 8:6",       // column 9 up to its top cell, bit 62
        "67789889199, 5:0 6:1 7:2 8:3",       // up to the right, ending at the right edge
        "98871776666, 5:3 6:2 7:1 8:0",       // down to the right, ending in the bottom-right corner
    })
    void winsAtTheEdgesOfTheWideBoard(String moves, String cells) {
        Position before = Position.parse(NINE_BY_SEVEN, moves.substring(0, moves.length() - 1));
        int last = moves.charAt(moves.length() - 1) - '1';
        assertFalse(before.isWon());
        assertTrue(before.isWinningMove(last));
        Position won = before.play(last);
        assertTrue(won.isWon());
        assertEquals(Optional.of(Player.FIRST), won.winner());
        assertEquals(PositionTest.parseCells(cells), won.winningCells());
        assertEquals(won, Position.parse(NINE_BY_SEVEN, moves));
    }

    @Test
    void everyLineOfNineBySevenWinsSomeGame() {
        // games that mostly put off their wins, so that the upper rows fill too
        Random random = new Random(63);
        Set<List<Position.Cell>> seen = new HashSet<>();
        for (int game = 0; game < 3000; game++) {
            Position p = Position.empty(NINE_BY_SEVEN);
            while (!p.isGameOver()) {
                List<Integer> quiet = new ArrayList<>();
                List<Integer> legal = new ArrayList<>();
                for (int column = 0; column < 9; column++) {
                    if (p.canPlay(column)) {
                        legal.add(column);
                        if (!p.isWinningMove(column)) {
                            quiet.add(column);
                        }
                    }
                }
                List<Integer> from = quiet.isEmpty() || random.nextInt(20) == 0 ? legal : quiet;
                p = p.play(from.get(random.nextInt(from.size())));
            }
            if (p.isWon()) {
                List<Position.Cell> cells = p.winningCells();
                for (List<Position.Cell> line : PositionTest.allLines(NINE_BY_SEVEN)) {
                    if (cells.containsAll(line)) {
                        seen.add(line);
                    }
                }
            }
        }
        List<List<Position.Cell>> missing = new ArrayList<>(PositionTest.allLines(NINE_BY_SEVEN));
        assertEquals(126, missing.size());
        missing.removeAll(seen);
        assertEquals(List.of(), missing, "lines never seen winning");
    }

    @Test
    void aFullColumnOfSevenTakesNoMore() {
        Position p = Position.parse(NINE_BY_SEVEN, "9999999");
        assertEquals(7, p.height(8));
        assertFalse(p.canPlay(8));
        assertFalse(p.isWinningMove(8));
        assertTrue(p.canPlay(0));
        assertEquals(Optional.of(Player.FIRST), p.discAt(8, 6));
        assertEquals(1, p.play(0).height(0));
        assertEquals(0, p.play(7).height(0), "the disc beside a full column lands in its own column");
        MoveStringException full = assertThrows(MoveStringException.class, () -> Position.parse(NINE_BY_SEVEN, "99999999"));
        assertEquals(8, full.index());
        assertEquals(MoveStringException.Reason.COLUMN_FULL, full.reason());
        assertEquals("move 2 of \"90\": column 0 is out of range 1..9",
                assertThrows(MoveStringException.class, () -> Position.parse(NINE_BY_SEVEN, "90")).getMessage());
    }

    @Test
    void aDrawnFullBoard() {
        // found by a seeded random search, checked move by move by parse()
        Position p = Position.parse(NINE_BY_SEVEN, "181735548885417371736641288346322444325895921512365927979979666");
        assertEquals(63, p.moveCount());
        assertTrue(p.isDraw());
        assertTrue(p.isGameOver());
        assertEquals(List.of(), p.winningCells());
        for (int column = 0; column < 9; column++) {
            assertFalse(p.canPlay(column));
        }
        assertThrows(IllegalArgumentException.class, () -> p.play(8));
        assertThrows(IllegalArgumentException.class, p::pass);
    }

    @Test
    void mirrorAndSymmetricKey() {
        Position p = Position.parse(NINE_BY_SEVEN, "5564");
        Position m = p.mirror();
        assertEquals("5546", m.moves());
        assertEquals(Position.parse(NINE_BY_SEVEN, "5546"), m);
        assertEquals(p, m.mirror());
        assertEquals(p.symmetricKey(), m.symmetricKey());
        assertEquals(Position.parse(NINE_BY_SEVEN, "1"), Position.parse(NINE_BY_SEVEN, "9").mirror());
        Position fullEdge = Position.parse(NINE_BY_SEVEN, "9999999");
        assertEquals(Position.parse(NINE_BY_SEVEN, "1111111"), fullEdge.mirror());
        assertEquals(fullEdge.symmetricKey(), fullEdge.mirror().symmetricKey());
        assertEquals(".........\n".repeat(5) + "....O....\n...OXX...\nmoves: \"5564\"", p.toString());
    }
}
