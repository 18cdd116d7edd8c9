package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Direction;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The claimeven and odd-threat bounds are upper bounds of the exact score wherever they apply, and apply
 * only where they should.
 */
class ClaimEvenTest {

    /**
     * The empty cells that would complete a four for the side that is not to move, found line by line
     * from the discs (independently of the bitboard code under test), as the solver hands them to
     * {@link ClaimEven#oddThreatBound}.
     */
    private static long opponentWins(Position position) {
        BoardSize size = position.size();
        Player opponent = position.toMove().opponent();
        long wins = 0;
        for (int column = 0; column < size.width(); column++) {
            for (int row = position.height(column); row < size.height(); row++) {
                if (completesFour(position, opponent, new Position.Cell(column, row))) {
                    wins |= 1L << (column * (size.height() + 1) + row);
                }
            }
        }
        return wins;
    }

    private static boolean completesFour(Position position, Player player, Position.Cell cell) {
        for (Direction direction : Direction.values()) {
            for (int start = -3; start <= 0; start++) {
                int own = 0;
                for (int step = start; step < start + 4; step++) {
                    Position.Cell other = direction.from(cell, step);
                    if (step != 0 && inside(position.size(), other)
                            && position.discAt(other.column(), other.row()).filter(player::equals).isPresent()) {
                        own++;
                    }
                }
                if (own == 3) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean inside(BoardSize size, Position.Cell cell) {
        return cell.column() >= 0 && cell.column() < size.width() && cell.row() >= 0 && cell.row() < size.height();
    }

    private static int oddThreatBound(ClaimEven claimEven, Position position) {
        return claimEven.oddThreatBound(position.currentStones(), position.occupied(), opponentWins(position));
    }

    /** The sets' positions (few of which have every column even: the rule bounds nodes inside the searches). */
    @ParameterizedTest
    @ValueSource(strings = {"Test_L3_R1.txt", "Test_L2_R1.txt", "Test_L2_R2.txt", "Test_L1_R1.txt", "Test_L1_R2.txt",
            "Test_L1_R3.txt"})
    void neverContradictsTheScoresOfATestSet(String file) throws IOException {
        ClaimEven claimEven = new ClaimEven(BoardSize.STANDARD);
        InputStream in = ClaimEvenTest.class.getResourceAsStream("/dev/connectfour/engine/solvertests/" + file);
        assertNotNull(in, "test resource solvertests/" + file);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank()) {
                    continue;
                }
                String[] fields = line.strip().split("\\s+");
                Position position = Position.parse(fields[0]);
                int score = Integer.parseInt(fields[1]);
                int bound = claimEven.upperBound(position.currentStones(), position.occupied(), opponentWins(position));
                if (bound != ClaimEven.NO_BOUND) {
                    assertTrue(score <= bound, fields[0] + " scores " + score + " above its claimeven bound " + bound);
                }
                int oddThreat = oddThreatBound(claimEven, position);
                if (oddThreat != ClaimEven.NO_BOUND) {
                    assertTrue(score <= oddThreat, fields[0] + " scores " + score + " above its odd-threat bound");
                }
            }
        }
    }

    /**
     * Every position of the 4x4 board, against plain minimax: the claimeven bounds of a draw and of a
     * loss and the odd-threat bound all occur, and none is ever wrong.
     */
    @Test
    void neverContradictsMinimaxOnEveryPositionOfA4x4Board() {
        BoardSize size = new BoardSize(4, 4);
        ClaimEven claimEven = new ClaimEven(size);
        Map<Position, Integer> memo = new HashMap<>();
        Set<Position> seen = new HashSet<>();
        Deque<Position> todo = new ArrayDeque<>();
        todo.add(Position.empty(size));
        int[] boundsSeen = new int[2];
        int oddThreatsSeen = 0;
        while (!todo.isEmpty()) {
            Position position = todo.pop();
            if (position.isGameOver() || !seen.add(position)) {
                continue;
            }
            int bound = claimEven.upperBound(position.currentStones(), position.occupied(), opponentWins(position));
            if (bound != ClaimEven.NO_BOUND) {
                boundsSeen[-bound]++;
                int score = Minimax.score(position, memo);
                assertTrue(score <= bound, position.moves() + " scores " + score + " above its claimeven bound " + bound);
            }
            if (oddThreatBound(claimEven, position) != ClaimEven.NO_BOUND) {
                oddThreatsSeen++;
                int score = Minimax.score(position, memo);
                assertTrue(score <= -1, position.moves() + " scores " + score + " above its odd-threat bound -1");
            }
            for (int column = 0; column < size.width(); column++) {
                if (position.canPlay(column)) {
                    todo.push(position.play(column));
                }
            }
        }
        assertTrue(boundsSeen[0] > 0 && boundsSeen[1] > 0, "draw bounds " + boundsSeen[0] + ", loss bounds " + boundsSeen[1]);
        assertTrue(oddThreatsSeen > 0, "odd-threat bounds " + oddThreatsSeen);
    }

    @Test
    void boundsADrawWhenTheSideToMoveHasNoFourOfItsRowsAndALossWhenTheOpponentHasOneOfItsRows() {
        ClaimEven claimEven = new ClaimEven(BoardSize.STANDARD);
        Solver solver = new Solver();
        // the second player's discs in rows 1, 3 and 5 of column 4 cut every line of those rows
        Position draw = Position.parse("14444441");
        assertEquals(0, claimEven.upperBound(draw.currentStones(), draw.occupied(), opponentWins(draw)));
        assertTrue(solver.solve(draw) <= 0);
        // ... and with its disc in row 2 of columns 1 and 4, the follow-up fills its row 2
        Position loss = Position.parse("7474144441");
        assertEquals(-1, claimEven.upperBound(loss.currentStones(), loss.occupied(), opponentWins(loss)));
        assertTrue(solver.solve(loss) <= -1);
    }

    @Test
    void appliesOnlyWhenEveryColumnHoldsAnEvenNumberOfDiscsOnABoardOfEvenHeight() {
        ClaimEven standard = new ClaimEven(BoardSize.STANDARD);
        Position oddColumn = Position.parse("744744144");
        assertEquals(ClaimEven.NO_BOUND, standard.upperBound(oddColumn.currentStones(), oddColumn.occupied(), opponentWins(oddColumn)),
                "column 1 holds one disc");
        Position open = Position.parse("11");
        assertEquals(ClaimEven.NO_BOUND, standard.upperBound(open.currentStones(), open.occupied(), opponentWins(open)),
                "the first player can still fill row 1");
        BoardSize oddHeight = new BoardSize(7, 5);
        Position blocked = Position.parse(oddHeight, "4444");
        assertEquals(ClaimEven.NO_BOUND, new ClaimEven(oddHeight).upperBound(blocked.currentStones(), blocked.occupied(), opponentWins(blocked)));
    }

    /** Every set of cells of one column at most (and none), on boards of even and odd height. */
    @ParameterizedTest
    @ValueSource(strings = {"7x6", "4x4", "8x7"})
    void theCellsAboveAreEveryCellHigherInTheColumnOfACellGiven(String dimensions) {
        String[] parts = dimensions.split("x");
        BoardSize size = new BoardSize(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        ClaimEven claimEven = new ClaimEven(size);
        int height = size.height();
        for (int column = 0; column < size.width(); column++) {
            for (int cells = 0; cells < 1 << height; cells++) {
                long given = (long) cells << (column * (height + 1));
                long expected = 0;
                if (cells != 0) {
                    for (int row = Integer.numberOfTrailingZeros(cells) + 1; row < height; row++) {
                        expected |= 1L << (column * (height + 1) + row);
                    }
                }
                long otherColumn = column == 0 ? 0 : 1L << ((column - 1) * (height + 1)); // its bottom cell
                long otherAbove = column == 0 ? 0 : ((1L << height) - 2) << ((column - 1) * (height + 1));
                assertEquals(expected | otherAbove, claimEven.cellsAbove(given | otherColumn), dimensions + " column " + column + " cells " + cells);
            }
        }
    }

    @Test
    void theEveningMoveIsTheNextCellOfTheOnlyColumnHoldingAnOddNumberOfDiscs() {
        ClaimEven claimEven = new ClaimEven(BoardSize.STANDARD);
        assertEquals(Position.parse("4").occupied() << 1, claimEven.evening(Position.parse("4").occupied()));
        assertEquals(0, claimEven.evening(Position.parse("").occupied()), "every column is even already");
        assertEquals(0, claimEven.evening(Position.parse("123").occupied()), "three columns are odd");
        long mask = Position.parse("11444").occupied();
        assertEquals(Position.parse("114444").occupied() & ~mask, claimEven.evening(mask), "column 4's fourth cell");
    }
}
