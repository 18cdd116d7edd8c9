package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.PositionTest;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SolverTest {

    /** One solver for the class: its table is reused across tests, as the game will reuse it. */
    private static final Solver SOLVER = new Solver(16L << 20);

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        // from the shared test sets (end, middle and beginning of games)
        "65214673556155731566316327373221417, -1",
        "427566236745127177115664464254, 2",
        "6672375354252731116762237724, -2",
        "36127316172165452675422251, 7",
        "6614446666373154, -4",
        "555317266147361, -1",
        "22144426444, 15",
        "42434653771434, 9",
        "1616621455211, 6",
        "634766171, 4",
        // wins with the next disc: (43 - moves) / 2
        "112233, 18",
    })
    void solvesExactScores(String moves, int score) {
        Position position = Position.parse(moves);
        SOLVER.clearTable();
        assertEquals(score, SOLVER.solve(position));
        assertEquals(Integer.signum(score), SOLVER.solveWeak(position));
        assertTrue(SOLVER.nodeCount() >= 0);
    }

    /**
     * A solve within known bounds gives the exact score for every window holding it, with or without a
     * likely score; where the bounds meet it needs no node. One probe tells whether the score is above a value.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"427566236745127177115664464254", "6672375354252731116762237724",
        "36127316172165452675422251", "65214673556155731566316327373221417"})
    void solvesWithinKnownBounds(String moves) {
        assertSolvesWithinKnownBounds(Position.parse(moves), new Solver(16L << 20));
    }

    /** The bounded solve's and the one-probe question's checks for one position (also on 9x7, in {@code WideSolverTest}). */
    static void assertSolvesWithinKnownBounds(Position position, Solver solver) {
        int score = solver.solve(position);
        for (int lower = score - 2; lower <= score; lower++) {
            for (int upper = score; upper <= score + 2; upper++) {
                solver.clearTable();
                assertEquals(score, solver.solve(position, lower, upper), position.moves() + " in [" + lower + ", " + upper + "]");
                for (int likely = lower; likely <= upper; likely++) {
                    solver.clearTable();
                    assertEquals(score, solver.solve(position, lower, upper, likely),
                            position.moves() + " in [" + lower + ", " + upper + "], likely " + likely);
                }
            }
        }
        int range = (position.freeCells() + 1) / 2;
        assertEquals(score, solver.solve(position, -range, range, Integer.MIN_VALUE), "no likely score");
        assertEquals(score, solver.solve(position, score, score));
        assertEquals(0, solver.nodeCount(), "bounds that meet are the score");
        assertThrows(IllegalArgumentException.class, () -> solver.solve(position, score + 1, score));
        for (int value = score - 2; value <= score + 1; value++) {
            solver.clearTable();
            assertEquals(value < score, solver.scoresAbove(position, value), position.moves() + " scores above " + value);
        }
        assertTrue(solver.scoresAbove(position, -100), "above every possible score's lower end");
        assertFalse(solver.scoresAbove(position, 100), "above more than a win with the next disc");
    }

    @Test
    void refusesFinishedGames() {
        Position won = Position.parse("1122334");
        assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(won));
        assertThrows(IllegalArgumentException.class, () -> SOLVER.analyze(won));
        assertThrows(IllegalArgumentException.class, () -> SOLVER.scoresAbove(won, 100));
        Position drawn = Position.parse(PositionTest.drawnGame(BoardSize.STANDARD));
        assertThrows(IllegalArgumentException.class, () -> SOLVER.solveWeak(drawn));
    }

    @Test
    void analyzeMarksFullColumnsAndScoresWinningMoves() {
        Position position = Position.parse("4444441122");
        Analysis analysis = SOLVER.analyze(position);
        assertFalse(analysis.playable(3));
        assertThrows(IllegalArgumentException.class, () -> analysis.score(3));
        assertEquals((43 - 10) / 2, analysis.score(2)); // 1 1 _ : first player completes the bottom row
        assertEquals(OptionalInt.of(2), analysis.bestColumn());
        assertEquals(SOLVER.solve(position), analysis.bestScore());
        assertEquals('-', analysis.scoresText().split(" ")[3].charAt(0));
    }

    @Test
    void analyzeScoresAFinalDrawingMoveAsZero() {
        String drawn = PositionTest.drawnGame(BoardSize.STANDARD);
        Position beforeLast = Position.parse(drawn.substring(0, drawn.length() - 1));
        Analysis analysis = SOLVER.analyze(beforeLast);
        int last = drawn.charAt(drawn.length() - 1) - '1';
        assertEquals(0, analysis.score(last));
        assertEquals(0, SOLVER.solve(beforeLast));
    }

    /** Random non-final 7x6 positions of 12 to 34 moves. */
    private static Position randomPosition(Random random, BoardSize size, int minMoves, int maxMoves) {
        while (true) {
            int target = minMoves + random.nextInt(maxMoves - minMoves + 1);
            Position p = Position.empty(size);
            while (p.moveCount() < target && !p.isGameOver()) {
                int column = random.nextInt(size.width());
                if (p.canPlay(column)) {
                    p = p.play(column);
                }
            }
            if (!p.isGameOver()) {
                return p;
            }
        }
    }

    @Test
    void analyzeAgreesWithSolveAndMirrorsWithThePosition() {
        Random random = new Random(42);
        for (int i = 0; i < 40; i++) {
            Position position = randomPosition(random, BoardSize.STANDARD, 16, 34);
            SOLVER.clearTable();
            Analysis analysis = SOLVER.analyze(position);
            int score = SOLVER.solve(position);
            assertEquals(score, analysis.bestScore(), position.moves());
            Analysis mirrored = SOLVER.analyze(position.mirror());
            for (int column = 0; column < 7; column++) {
                assertEquals(analysis.playable(column), mirrored.playable(6 - column));
                if (analysis.playable(column)) {
                    assertEquals(analysis.score(column), mirrored.score(6 - column), position.moves() + " column " + column);
                }
            }
            Analysis weak = SOLVER.analyze(position, true);
            for (int column = 0; column < 7; column++) {
                if (analysis.playable(column)) {
                    assertEquals(Integer.signum(analysis.score(column)), weak.score(column));
                }
            }
            assertEquals(Integer.signum(score), SOLVER.solveWeak(position));
        }
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"4,4,0,30", "5,4,6,30", "4,5,6,30", "6,4,10,20", "3,5,0,10", "1,6,0,3", "2,4,0,5"})
    void otherBoardSizesAgreeWithBruteForce(int width, int height, int minMoves, int positions) {
        BoardSize size = new BoardSize(width, height);
        Solver solver = new Solver(8L << 20);
        Map<Position, Integer> memo = new HashMap<>();
        Random random = new Random(width * 31L + height);
        for (int i = 0; i < positions; i++) {
            Position position = randomPosition(random, size, minMoves, Math.min(size.cells() - 1, minMoves + 8));
            int expected = Minimax.score(position, memo);
            assertEquals(expected, solver.solve(position), size + " " + position.moves());
            assertEquals(Integer.signum(expected), solver.solveWeak(position), size + " " + position.moves());
            assertEquals(expected, solver.analyze(position).bestScore());
        }
    }

    @Test
    void fourByFourIsADraw() {
        Position empty = Position.empty(new BoardSize(4, 4));
        assertEquals(0, new Solver(8L << 20).solve(empty));
    }

    @Test
    void cancelStopsASearchPromptly() throws Exception {
        Solver solver = new Solver(8L << 20);
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> solver.solve(Position.parse("4")));
        awaitSearching(solver);
        solver.cancel();
        ExecutionException thrown = assertThrows(ExecutionException.class, () -> running.get(10, TimeUnit.SECONDS));
        assertTrue(thrown.getCause() instanceof SearchCancelledException, thrown.getCause().toString());
        // the solver stays usable
        solver.clearTable();
        assertEquals(-4, solver.solve(Position.parse("6614446666373154")));
    }

    @Test
    void interruptStopsASearch() throws Exception {
        Solver solver = new Solver(8L << 20);
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(() -> {
            try {
                solver.solve(Position.parse("4"));
            } catch (Throwable e) {
                failure[0] = e;
            }
        });
        thread.start();
        awaitSearching(solver);
        thread.interrupt();
        thread.join(10_000);
        assertFalse(thread.isAlive());
        assertTrue(failure[0] instanceof SearchCancelledException, String.valueOf(failure[0]));
    }

    /** Waits until the solver's search is under way (a cancel before that would be forgotten by design). */
    private static void awaitSearching(Solver solver) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!solver.isSearching()) {
            assertTrue(System.nanoTime() < deadline, "the search never started");
            Thread.onSpinWait();
        }
    }

    @Test
    void cancelStopsATwoThreadSearchAndItsHelpers() throws Exception {
        Solver solver = new Solver(8L << 20, 2);
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> solver.solve(Position.parse("4")));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!solver.helpersActive()) {
            assertTrue(System.nanoTime() < deadline, "the helpers never joined the search");
            Thread.onSpinWait();
        }
        solver.cancel();
        ExecutionException thrown = assertThrows(ExecutionException.class, () -> running.get(10, TimeUnit.SECONDS));
        assertTrue(thrown.getCause() instanceof SearchCancelledException, thrown.getCause().toString());
        assertFalse(solver.helpersActive(), "the helpers stopped before the search returned");
        assertEquals(-4, solver.solve(Position.parse("6614446666373154")), "usable after the cancel");
    }

    @Test
    void aDeadlineStopsTheSearchSoonAfterItUntilItIsCleared() {
        Solver solver = new Solver(8L << 20);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(50);
        solver.setDeadline(deadline);
        SearchCancelledException stopped = assertThrows(SearchCancelledException.class, () -> solver.solve(Position.parse("4")),
                "the 1-move position is not solved in 50 ms");
        long late = System.nanoTime() - deadline;
        assertTrue(late < TimeUnit.SECONDS.toNanos(1), "stopped " + late / 1_000_000 + " ms after the deadline");
        assertTrue(stopped.getMessage().contains("deadline"), stopped.getMessage());
        assertFalse(solver.isSearching());
        solver.clearDeadline();
        assertEquals(-4, solver.solve(Position.parse("6614446666373154")), "no deadline any more");
    }

    @Test
    void aFarDeadlineLeavesEasyPositionsExact() {
        Random random = new Random(7);
        for (int i = 0; i < 20; i++) {
            Position position = randomPosition(random, BoardSize.STANDARD, 20, 34);
            Analysis analysis = SOLVER.analyze(position);
            SOLVER.setDeadline(System.nanoTime() + TimeUnit.SECONDS.toNanos(60));
            try {
                assertEquals(analysis.bestScore(), SOLVER.solve(position));
            } finally {
                SOLVER.clearDeadline();
            }
        }
    }
}
