package dev.connectfour.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.io.IOException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Hard: the book first, then the solver within its budget; what a player would see it do. */
class HardPlayerTest {

    private static HardPlayer hard(OpeningBook book, long seed, long millis) {
        return new HardPlayer(book, new Solver(16L << 20), seed, millis);
    }

    private static HardPlayer hard(long seed) {
        return hard(OpeningBook.empty(BoardSize.STANDARD), seed, 2000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"121212", "112233", "213141"})
    void winsAtOnceWhenItCan(String moves) {
        Position position = Position.parse(moves);
        assertTrue(position.isWinningMove(hard(1).chooseColumn(position)));
    }

    @Test
    void blocksTheOnlyThreat() {
        assertEquals(3, hard(1).chooseColumn(Position.parse("15253")));
    }

    @Test
    void playsTheBookMoveAtOnceAndVariesAmongTheStoredMoves() {
        Position position = Position.parse("4453");
        Map<Position, OpeningBook.Entry> entries = new LinkedHashMap<>();
        entries.put(position.mirror(), new OpeningBook.Entry(OpeningBook.Outcome.WIN, (1 << 1) | (1 << 2)));
        OpeningBook book = OpeningBook.of(BoardSize.STANDARD, 4, entries);
        Set<Integer> seen = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            seen.add(hard(book, seed, 1).chooseColumn(position)); // a 1 ms budget: only the book can answer
        }
        // stored for the mirror image as columns 2 and 3, so here columns 6 and 5
        assertEquals(Set.of(5, 4), seen);
    }

    @Test
    void amongStoredDrawingMovesItPlaysTheLookaheadsFavouriteWhateverTheSeed() {
        Position position = Position.parse("55433355375"); // drawn; the shipped book stores columns 3 and 4
        int drawing = (1 << 2) | (1 << 3);
        OpeningBook book = OpeningBook.of(BoardSize.STANDARD, 11,
                Map.of(position, new OpeningBook.Entry(OpeningBook.Outcome.DRAW, drawing)));
        Set<Integer> seen = new HashSet<>();
        for (long seed = 0; seed < 10; seed++) {
            seen.add(hard(book, seed, 600).chooseColumn(position));
        }
        assertEquals(1, seen.size(), "not at random among drawing moves: " + seen);
        int column = seen.iterator().next();
        assertTrue((drawing & (1 << column)) != 0, "a stored drawing move, not " + (column + 1));
    }

    /**
     * After {@code 444444566666235} (drawn, Hard second to move) columns 1 and 5 both draw, exactly
     * (a draw scores 0); after 5 the shallow look-ahead opponent's natural reply keeps the draw, after
     * 1 it loses (see {@link TrapSetterTest}). The look-ahead's favourite is 5; Hard plays the trap,
     * whatever its seed, from a book entry that holds both drawing moves.
     */
    @Test
    void amongStoredDrawingMovesItSetsTheTrapWhateverTheSeed() {
        Position position = Position.parse(TrapSetterTest.TRAP_POSITION);
        Solver referee = new Solver(64L << 20);
        assertEquals(0, -referee.solveWeak(position.play(0)));
        assertEquals(0, -referee.solveWeak(position.play(4)));
        OpeningBook book = OpeningBook.of(BoardSize.STANDARD, 15,
                Map.of(position, new OpeningBook.Entry(OpeningBook.Outcome.DRAW, (1 << 0) | (1 << 4))));
        for (long seed = 0; seed < 6; seed++) {
            // a long budget: the choice is tested, not the clock
            assertEquals(0, hard(book, seed, 60_000).chooseColumn(position), "seed " + seed);
        }
    }

    /**
     * After {@code 444444322622666226651} Hard (second) loses, and columns 1, 3 and 7 lose equally
     * slowly; after 7 one of the two replies the shallow look-ahead opponent scores best throws its win
     * away, after 1 and 3 none does. The look-ahead's favourite is 3; Hard, searching, plays 7 whatever
     * its seed.
     */
    @Test
    void amongEquallySlowLossesItSetsTheTrapWhateverTheSeed() {
        Position position = Position.parse("444444322622666226651");
        Analysis analysis = new Solver(64L << 20).analyze(position);
        assertTrue(analysis.bestScore() < 0, "lost");
        for (int column : new int[] {0, 2, 6}) {
            assertEquals(analysis.bestScore(), analysis.score(column), "column " + (column + 1));
        }
        TrapSetter model = new TrapSetter(OpeningBook.empty(BoardSize.STANDARD), new Solver(16L << 20),
                new MediumPlayer(ComputerLevel.MEDIUM, 1), TrapSetter.MODEL_DEPTH);
        Solver referee = new Solver(64L << 20);
        int mistakes = 0;
        int replies = model.plausibleReplies(position.play(6));
        for (int reply = 0; reply < 7; reply++) {
            if ((replies & (1 << reply)) != 0 && referee.solveWeak(position.play(6).play(reply)) >= 0) {
                mistakes++;
            }
        }
        assertTrue(mistakes > 0, "a natural reply after 7 throws the win away");
        for (long seed = 0; seed < 10; seed++) {
            assertEquals(6, hard(OpeningBook.empty(BoardSize.STANDARD), seed, 60_000).chooseColumn(position), "seed " + seed);
        }
    }

    /** Positions from the shared test sets with their exact scores: Hard must keep the best score. */
    private static List<String[]> testPositions(String file, int count) throws IOException {
        try (var in = HardPlayerTest.class.getResourceAsStream("/dev/connectfour/engine/solvertests/" + file)) {
            assertTrue(in != null, "test resource solvertests/" + file);
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII).lines()
                    .limit(count).map(l -> l.split(" ")).toList();
        }
    }

    /** The exact score for the side to move of playing {@code column}, from a long solve. */
    private static int scoreOf(Solver referee, Position position, int column) {
        if (position.isWinningMove(column)) {
            return (position.size().cells() + 1 - position.moveCount()) / 2;
        }
        Position child = position.play(column);
        return child.isGameOver() ? 0 : -referee.solve(child);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Test_L3_R1.txt", "Test_L2_R1.txt"})
    void keepsTheExactScoreOnTestPositions(String file) throws IOException {
        Solver referee = new Solver(64L << 20);
        HardPlayer player = hard(3);
        for (String[] line : testPositions(file, 25)) {
            Position position = Position.parse(line[0]);
            int column = player.chooseColumn(position);
            assertEquals(Integer.parseInt(line[1]), scoreOf(referee, position, column), "Hard played " + (column + 1) + " after " + line[0]);
        }
    }

    @Test
    void keepsTheOutcomeOnOpeningTestPositions() throws IOException {
        Solver referee = new Solver(64L << 20);
        HardPlayer player = hard(4);
        for (String[] line : testPositions("Test_L1_R1.txt", 4)) {
            Position position = Position.parse(line[0]);
            int column = player.chooseColumn(position);
            assertEquals(Integer.signum(Integer.parseInt(line[1])), Integer.signum(scoreOf(referee, position, column)),
                    "Hard played " + (column + 1) + " after " + line[0]);
        }
    }

    @Test
    void variesAmongEquallyScoredMoves() throws IOException {
        Solver referee = new Solver(64L << 20);
        for (String[] line : testPositions("Test_L3_R1.txt", 200)) {
            Position position = Position.parse(line[0]);
            Analysis analysis = referee.analyze(position);
            Set<Integer> best = new HashSet<>();
            for (int column = 0; column < 7; column++) {
                if (analysis.playable(column) && analysis.score(column) == analysis.bestScore()) {
                    best.add(column);
                }
            }
            if (best.size() < 2) {
                continue;
            }
            Set<Integer> seen = new HashSet<>();
            for (long seed = 0; seed < 30; seed++) {
                seen.add(hard(seed).chooseColumn(position));
            }
            assertEquals(best, seen, "after " + line[0]);
            return;
        }
        throw new AssertionError("no test position with two equally good moves");
    }

    @Test
    void answersWithinItsBudgetWhereItCannotProveAnything() {
        HardPlayer player = hard(OpeningBook.empty(BoardSize.STANDARD), 5, 200);
        Position position = Position.parse("43");
        long start = System.nanoTime();
        int column = player.chooseColumn(position);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(position.canPlay(column));
        assertTrue(millis < 1000, "took " + millis + " ms with a 200 ms budget");
    }

    @Test
    void givesUpWhenInterrupted() {
        HardPlayer player = hard(OpeningBook.empty(BoardSize.STANDARD), 5, 60_000);
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> player.chooseColumn(Position.parse("4")));
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void sameSeedSameMoves() throws IOException {
        for (String[] line : testPositions("Test_L2_R1.txt", 5)) {
            Position position = Position.parse(line[0]);
            for (long seed = 0; seed < 3; seed++) {
                assertEquals(hard(seed).chooseColumn(position), hard(seed).chooseColumn(position));
            }
        }
    }

    @Test
    void theFactoryMakesAHardPlayerWhateverTheBook() {
        ComputerPlayer player = ComputerPlayers.create(ComputerLevel.HARD, 1, 100);
        assertEquals(ComputerLevel.HARD, player.level());
        Position position = Position.parse("112233");
        assertEquals(3, player.chooseColumn(position));
    }
}
