package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The solver on the packed 9x7 board ({@link WideSearch}) against plain minimax over {@link Position}:
 * exact and weak scores, analysis, the time-bounded search, cancellation, and switching sizes.
 */
class WideSolverTest {
    private static final BoardSize NINE_BY_SEVEN = new BoardSize(9, 7);
    private static final long TABLE_BYTES = 16L << 20;

    /** The exact score by {@link Minimax}. */
    static int referenceScore(Position position) {
        return Minimax.score(position, new HashMap<>());
    }

    @Test
    void solvesWithinKnownBounds() {
        Solver solver = new Solver(TABLE_BYTES);
        for (Position position : randomEndgames(3, 38)) {
            SolverTest.assertSolvesWithinKnownBounds(position, solver);
        }
    }

    /** Positions of 48 to 55 discs reached by random moves that do not win, a fifth of them after a pass. */
    private static List<Position> randomEndgames(int count, long seed) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>();
        while (positions.size() < count) {
            int discs = 48 + random.nextInt(8);
            boolean pass = random.nextInt(5) == 0;
            Position p = Position.empty(NINE_BY_SEVEN);
            while (p != null && p.moveCount() < discs) {
                if (pass && p.moveCount() == discs / 2 && !p.hasPasses()) {
                    p = p.pass();
                }
                List<Integer> quiet = new ArrayList<>();
                for (int column = 0; column < 9; column++) {
                    if (p.canPlay(column) && !p.isWinningMove(column)) {
                        quiet.add(column);
                    }
                }
                p = quiet.isEmpty() ? null : p.play(quiet.get(random.nextInt(quiet.size())));
            }
            if (p != null && !p.isGameOver()) {
                positions.add(p);
            }
        }
        return positions;
    }

    @Test
    void solvesRandomEndgamesExactlyAsMinimaxDoes() {
        Solver solver = new Solver(TABLE_BYTES);
        int wins = 0;
        int losses = 0;
        for (Position p : randomEndgames(300, 97)) {
            int expected = referenceScore(p);
            assertEquals(expected, solver.solve(p), p.moves());
            assertEquals(Integer.signum(expected), solver.solveWeak(p), p.moves());
            wins += expected > 0 ? 1 : 0;
            losses += expected < 0 ? 1 : 0;
        }
        assertTrue(wins > 10 && losses > 10, "a mix of outcomes: " + wins + " wins, " + losses + " losses");
    }

    @Test
    void analysesEveryColumnAsMinimaxDoes() {
        Solver solver = new Solver(TABLE_BYTES);
        for (Position p : randomEndgames(60, 5)) {
            Map<Position, Integer> known = new HashMap<>();
            Analysis exact = solver.analyze(p);
            Analysis weak = solver.analyze(p, true);
            for (int column = 0; column < 9; column++) {
                assertEquals(p.canPlay(column), exact.playable(column), p.moves() + " column " + column);
                if (p.canPlay(column)) {
                    int expected = Minimax.columnScore(p, column, known);
                    assertEquals(expected, exact.score(column), p.moves() + " column " + column);
                    assertEquals(Integer.signum(expected), weak.score(column), p.moves() + " column " + column);
                }
            }
        }
    }

    @Test
    void aFarDeadlineLeavesEndgamesExact() {
        Solver solver = new Solver(TABLE_BYTES);
        solver.setDeadline(System.nanoTime() + TimeUnit.SECONDS.toNanos(30));
        for (Position p : randomEndgames(40, 11)) {
            assertEquals(referenceScore(p), solver.solve(p), p.moves());
        }
    }

    @Test
    void aDeadlineStopsTheSearchOfTheEmptyBoardSoonAfterIt() {
        Solver solver = new Solver(TABLE_BYTES);
        Position empty = Position.empty(NINE_BY_SEVEN);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
        solver.setDeadline(deadline);
        assertThrows(SearchCancelledException.class, () -> solver.solveWeak(empty));
        long late = System.nanoTime() - deadline;
        assertTrue(late < TimeUnit.SECONDS.toNanos(1), "returned " + late / 1_000_000 + " ms after the deadline");
        assertFalse(solver.isSearching());
    }

    @Test
    void cancelStopsAWideSearchAtOnce() throws Exception {
        Solver solver = new Solver(TABLE_BYTES);
        CompletableFuture<Integer> solving = CompletableFuture.supplyAsync(() -> solver.solve(Position.empty(NINE_BY_SEVEN)));
        while (!solver.isSearching()) {
            Thread.onSpinWait();
        }
        long cancelled = System.nanoTime();
        solver.cancel();
        ExecutionException e = assertThrows(ExecutionException.class, () -> solving.get(10, TimeUnit.SECONDS));
        long took = System.nanoTime() - cancelled;
        assertTrue(e.getCause() instanceof SearchCancelledException, e.getCause().toString());
        assertTrue(took < TimeUnit.MILLISECONDS.toNanos(500), "stopped " + took / 1_000_000 + " ms after cancel()");
        // the next search starts uncancelled
        Position p = randomEndgames(1, 3).get(0);
        assertEquals(referenceScore(p), solver.solve(p));
    }

    @Test
    void oneSolverMovesBetweenTheStandardAndTheWideBoard() {
        Solver solver = new Solver(TABLE_BYTES);
        Position standard = Position.parse("2252576253462244111563365343671351441");
        Position wide = randomEndgames(1, 17).get(0);
        int standardScore = solver.solve(standard);
        assertEquals(-1, standardScore); // as Test_L3_R1 says
        assertEquals(referenceScore(wide), solver.solve(wide));
        assertEquals(standardScore, solver.solve(standard));
        solver.clearTable();
        assertEquals(referenceScore(wide), solver.solve(wide));
    }

    @Test
    void theKeyIsOnlyAHashButEqualsAndTheSolverTellThePositionsApart() {
        // "1111111": column 1 full, O to move owning rows 1, 3, 5: key 42 + 127 = 169, carrying into column 2
        Position fullColumn = Position.parse(NINE_BY_SEVEN, "1111111");
        // five discs in column 1 (X to move owns rows 1 and 3) and one O disc in column 2: 10 + 31 + 128 = 169
        Position other = Position.parse(NINE_BY_SEVEN, "-11111-2");
        assertEquals(fullColumn.key(), other.key());
        assertNotEquals(fullColumn, other);
        // the same even number of discs added to both adds the same to both keys: two solvable endgames
        // with one key, solved one after the other over the same table
        String filler = sharedFiller(fullColumn, other, 42);
        Position first = Position.parse(NINE_BY_SEVEN, fullColumn.moves() + filler);
        Position second = Position.parse(NINE_BY_SEVEN, other.moves() + filler);
        assertEquals(first.key(), second.key());
        assertNotEquals(first, second);
        Solver solver = new Solver(16L << 20);
        for (Position p : List.of(first, second, first)) {
            assertEquals(WideSolverTest.referenceScore(p), solver.solve(p), p.moves());
        }
    }

    /** Random moves in columns 3 to 9 that end neither game, the same for both positions. */
    private static String sharedFiller(Position a, Position b, int length) {
        Random random = new Random(7);
        while (true) {
            StringBuilder moves = new StringBuilder();
            Position x = a;
            Position y = b;
            while (moves.length() < length) {
                int column = 2 + random.nextInt(7);
                int tries = 0;
                while (tries++ < 30 && !(x.canPlay(column) && y.canPlay(column) && !x.isWinningMove(column)
                        && !y.isWinningMove(column) && x.play(column).freeCells() > 0)) {
                    column = 2 + random.nextInt(7);
                }
                if (tries > 30) {
                    break;
                }
                x = x.play(column);
                y = y.play(column);
                moves.append((char) ('1' + column));
            }
            if (moves.length() == length) {
                return moves.toString();
            }
        }
    }
}
