package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.PositionTest;
import dev.connectfour.engine.book.OpeningBook;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Positions after passes (turns lost to the clock): the rules, the keys, and exact solving. */
class PassesTest {

    private static final Solver SOLVER = new Solver(16L << 20);

    @Test
    void aPassKeepsTheDiscsAndHandsTheTurnOver() {
        Position before = Position.parse("44");
        Position after = before.pass();
        assertEquals(Player.SECOND, after.toMove());
        assertEquals(2, after.moveCount());
        assertEquals("44-", after.moves());
        assertTrue(after.hasPasses());
        assertFalse(before.hasPasses());
        assertEquals(Optional.of(Player.FIRST), after.discAt(3, 0));
        assertEquals(Optional.of(Player.SECOND), after.discAt(3, 1));
        assertEquals(OptionalInt.of(3), after.lastMove());
        assertEquals(OptionalInt.empty(), Position.empty(BoardSize.STANDARD).pass().lastMove());
        Position played = after.play(2);
        assertEquals(Optional.of(Player.SECOND), played.discAt(2, 0));
        assertEquals(Player.FIRST, played.toMove());
    }

    @Test
    void theSideToMoveIsPartOfTheValueAndOfTheKey() {
        Position p = Position.parse("4453");
        Position passed = p.pass();
        assertNotEquals(p, passed);
        assertNotEquals(p.key(), passed.key());
        assertNotEquals(p.symmetricKey(), passed.symmetricKey());
        // two passes give back the same discs and the same side to move: the same position
        assertEquals(p, passed.pass());
        assertEquals(p.key(), passed.pass().key());
        assertEquals(p.hashCode(), passed.pass().hashCode());
        assertEquals("4453--", passed.pass().moves());
    }

    @Test
    void keysNameTheDiscsOfTheSideToMoveAndOfItsOpponentOnASmallBoard() {
        // every position of a 4x4 board reachable with passes, up to 8 discs
        BoardSize size = new BoardSize(4, 4);
        Map<Long, String> byKey = new HashMap<>();
        Set<Position> positions = new HashSet<>();
        collect(Position.empty(size), 8, byKey, positions);
        for (Position position : positions) {
            assertEquals(position, Position.parse(size, position.moves()), position.moves());
            Position mirror = position.mirror();
            assertEquals(position.symmetricKey(), mirror.symmetricKey());
            assertEquals(mirror, Position.parse(size, mirror.moves()));
        }
        assertTrue(positions.size() > 1000);
        // colour-swapped twins share a key, and only they: there are fewer keys than positions
        assertTrue(byKey.size() < positions.size());
        Position twin = Position.parse("-44");
        assertEquals(Position.parse("44").key(), twin.key());
        assertNotEquals(Position.parse("44"), twin);
        assertEquals(Player.SECOND, twin.toMove());
        assertEquals(Optional.of(Player.SECOND), twin.discAt(3, 0));
    }

    /** The board seen from the side to move: {@code m} its discs, {@code o} its opponent's. */
    private static String relativeBoard(Position position) {
        StringBuilder board = new StringBuilder();
        for (int column = 0; column < position.size().width(); column++) {
            for (int row = 0; row < position.size().height(); row++) {
                Optional<Player> disc = position.discAt(column, row);
                board.append(disc.isEmpty() ? '.' : disc.get() == position.toMove() ? 'm' : 'o');
            }
        }
        return board.toString();
    }

    private static void collect(Position position, int maxDiscs, Map<Long, String> byKey, Set<Position> seen) {
        if (!seen.add(position)) {
            return;
        }
        String board = relativeBoard(position);
        String previous = byKey.putIfAbsent(position.key(), board);
        assertTrue(previous == null || previous.equals(board),
                () -> "two boards share a key: " + previous + " and " + board);
        if (position.isGameOver() || position.moveCount() == maxDiscs) {
            return;
        }
        collect(position.pass(), maxDiscs, byKey, seen);
        for (int column = 0; column < position.size().width(); column++) {
            if (position.canPlay(column)) {
                collect(position.play(column), maxDiscs, byKey, seen);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"'44-3'", "'-'", "'1-1-1-'", "'4453--'", "'--'"})
    void moveStringsWithPassesRoundTrip(String moves) {
        Position position = Position.parse(moves);
        assertEquals(moves, position.moves());
        assertEquals(position, Position.parse(position.moves()));
        assertEquals(moves.chars().filter(c -> c != '-').count(), position.moveCount());
    }

    @Test
    void noPassOnceTheGameIsOver() {
        Position won = Position.parse("1212121");
        assertThrows(IllegalArgumentException.class, won::pass);
        MoveStringException afterWin = assertThrows(MoveStringException.class, () -> Position.parse("1212121-"));
        assertEquals(MoveStringException.Reason.GAME_ALREADY_WON, afterWin.reason());
        Position drawn = Position.parse(PositionTest.drawnGame(BoardSize.STANDARD));
        assertThrows(IllegalArgumentException.class, drawn::pass);
        assertEquals(MoveStringException.Reason.NOT_A_DIGIT,
                assertThrows(MoveStringException.class, () -> Position.parse("4+")).reason());
    }

    @Test
    void aWinAfterPassesBelongsToTheSideThatPlayedIt() {
        // the first player drops four discs in column 1 while the second player loses three turns
        Position position = Position.parse("1-1-1-");
        assertEquals(Player.FIRST, position.toMove());
        assertTrue(position.isWinningMove(0));
        Position won = position.play(0);
        assertEquals(Optional.of(Player.FIRST), won.winner());
        assertEquals(4, won.winningCells().size());
        // the same column for the second player after one more pass: it cannot win there
        assertFalse(position.pass().isWinningMove(0));
    }

    @Test
    void theOpeningBookAnswersByKeySoOnlyTheSameGameOrItsColourSwappedTwinHits() {
        Position book = Position.parse("44");
        OpeningBook.Entry entry = new OpeningBook.Entry(OpeningBook.Outcome.WIN, 1 << 3);
        OpeningBook opening = OpeningBook.of(BoardSize.STANDARD, 2, Map.of(book, entry));
        assertEquals(Optional.of(entry), opening.lookup(book));
        assertEquals(Optional.of(entry), opening.lookup(Position.parse("44--")), "the same discs and side to move");
        assertEquals(Optional.of(entry), opening.lookup(Position.parse("-44")), "the twin: same value for its side to move");
        assertEquals(Optional.empty(), opening.lookup(Position.parse("44-")), "the other side to move");
        assertEquals(Optional.empty(), opening.lookup(Position.parse("4-4")), "two discs against none");
    }

    // ---- the solver ----

    /** A random position that is not over, with a random number of passes by either side along the way. */
    private static Position randomPositionWithPasses(Random random, BoardSize size, int discs, double passChance) {
        while (true) {
            Position p = Position.empty(size);
            while (p.moveCount() < discs && !p.isGameOver()) {
                if (random.nextDouble() < passChance) {
                    p = p.pass();
                    continue;
                }
                int column = random.nextInt(size.width());
                if (p.canPlay(column)) {
                    p = p.play(column);
                }
            }
            if (!p.isGameOver()) {
                return random.nextBoolean() ? p : p.pass();
            }
        }
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"4, 4", "5, 4", "4, 5"})
    void solvesPositionsWithPassesExactlyOnSmallBoards(int width, int height) {
        BoardSize size = new BoardSize(width, height);
        Random random = new Random(width * 31L + height);
        Map<Position, Integer> memo = new HashMap<>();
        int withUnevenDiscs = 0;
        for (int i = 0; i < 300; i++) {
            int discs = size.cells() / 3 + random.nextInt(size.cells() - 1 - size.cells() / 3);
            Position position = randomPositionWithPasses(random, size, discs, 0.25);
            boolean alternating = Long.bitCount(position.currentStones()) == position.moveCount() / 2
                    && position.toMove() == ((position.moveCount() & 1) == 0 ? Player.FIRST : Player.SECOND);
            if (!alternating) {
                withUnevenDiscs++;
            }
            int expected = Minimax.score(position, memo);
            SOLVER.clearTable();
            assertEquals(expected, SOLVER.solve(position), position.moves());
            assertEquals(Integer.signum(expected), SOLVER.solveWeak(position), position.moves());
            Analysis analysis = SOLVER.analyze(position);
            assertEquals(expected, analysis.bestScore(), position.moves());
            for (int column = 0; column < width; column++) {
                if (position.canPlay(column)) {
                    int columnScore = Minimax.columnScore(position, column, memo);
                    assertEquals(columnScore, analysis.score(column), position.moves() + " column " + (column + 1));
                }
            }
        }
        assertTrue(withUnevenDiscs > 100, "the sample must be mostly positions only passes can reach");
    }

    @Test
    void solvesStandardEndgamesWithPassesExactly() {
        Random random = new Random(7);
        Map<Position, Integer> memo = new HashMap<>();
        for (int i = 0; i < 40; i++) {
            Position position = randomPositionWithPasses(random, BoardSize.STANDARD, 30 + random.nextInt(3), 0.08);
            int expected = Minimax.score(position, memo);
            SOLVER.clearTable();
            assertEquals(expected, SOLVER.solve(position), position.moves());
            assertEquals(expected, SOLVER.analyze(position).bestScore(), position.moves());
        }
    }

    @Test
    void aPassGivesTheOpponentItsWinAndTheScoreCountsFreeCells() {
        // 1 2 1 2 1: the first player threatens column 1 and the second player must block ...
        Position threat = Position.parse("12121");
        assertTrue(threat.pass().isWinningMove(0));
        assertFalse(threat.isWinningMove(0));
        // ... but it loses its turn: the first player wins with its next disc, all ceil(37 / 2) = 19 discs left
        Position lostTurn = threat.pass();
        assertEquals(19, SOLVER.solve(lostTurn));
        assertEquals(1, SOLVER.solveWeak(lostTurn));
        assertEquals(19, SOLVER.analyze(lostTurn).score(0));
        assertEquals(0, SOLVER.analyze(lostTurn).bestColumn().getAsInt());
        // two lost turns in a row: the first player holds 3 discs against 0 and wins at once with 20
        Position twoAhead = Position.parse("1-1-1-");
        assertEquals((39 + 1) / 2, SOLVER.solve(twoAhead));
        assertTrue(SOLVER.solve(twoAhead) > BoardSize.STANDARD.maxScore(), "beyond the bound of games without passes");
        // the second player to move in a shared test-set endgame, as if the first had lost its turn
        Position endgame = Position.parse("65214673556155731566316327373221417".substring(0, 34));
        assertEquals(Minimax.score(endgame.pass(), new HashMap<>()), SOLVER.solve(endgame.pass()));
    }
}
