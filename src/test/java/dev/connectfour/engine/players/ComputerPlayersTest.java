package dev.connectfour.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Easy, Medium, custom depths and Random: what a player would see them do. */
class ComputerPlayersTest {

    /** Plays a whole game between two players and returns the moves. */
    private static String playGame(ComputerPlayer first, ComputerPlayer second) {
        Position position = Position.empty(BoardSize.STANDARD);
        while (!position.isGameOver()) {
            ComputerPlayer mover = position.toMove() == Player.FIRST ? first : second;
            int column = mover.chooseColumn(position);
            assertTrue(position.canPlay(column), mover.level() + " chose an unplayable column after " + position.moves());
            position = position.play(column);
        }
        return position.moves();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"random", "easy", "medium", "depth:1", "depth:4"})
    void sameSeedSameGameAndDifferentSeedsDifferentGames(String level) {
        ComputerLevel computer = ComputerLevel.parse(level);
        String once = playGame(ComputerPlayers.create(computer, 7), ComputerPlayers.create(computer, 8));
        String again = playGame(ComputerPlayers.create(computer, 7), ComputerPlayers.create(computer, 8));
        assertEquals(once, again);
        Set<String> games = new HashSet<>();
        for (long seed = 0; seed < 10; seed++) {
            games.add(playGame(ComputerPlayers.create(computer, seed), ComputerPlayers.create(computer, seed + 100)));
        }
        assertTrue(games.size() >= 5, "ten seeds gave only " + games.size() + " different games");
    }

    @ParameterizedTest(name = "{0} after {1}")
    @CsvSource({
        "easy, 121212, 1",     // X three high in column 1
        "easy, 112233, 4",     // X holds 1-2-3 on the bottom row
        "medium, 121212, 1",
        "depth:1, 213141, 5",  // X holds 2-3-4; column 1 is O's
    })
    void takesAnImmediateWin(String level, String moves, int expectedColumn) {
        Position position = Position.parse(moves);
        int column = ComputerPlayers.create(ComputerLevel.parse(level), 1).chooseColumn(position);
        assertEquals(expectedColumn, column + 1, level + " missed the win after " + moves);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"easy", "medium", "depth:2", "depth:8"})
    void blocksTheOpponentsOnlyWinningColumn(String level) {
        // X holds 1-2-3 on the bottom row, O two discs in column 5: O must block column 4
        Position position = Position.parse("15253");
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(3, ComputerPlayers.create(ComputerLevel.parse(level), seed).chooseColumn(position));
        }
    }

    @Test
    void mediumVariesAmongEquallyGoodFirstMoves() {
        Set<Integer> first = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            first.add(ComputerPlayers.create(ComputerLevel.custom(1), seed).chooseColumn(Position.parse("444444")));
        }
        // the centre column is full and the board symmetric: the mirror moves 3 and 5 score alike, both must appear
        assertTrue(first.contains(2) && first.contains(4), "replies seen: " + first);
    }

    @Test
    void mediumAtDepthSixTakesWellUnderFiftyMillisecondsPerMove() {
        ComputerPlayer medium = ComputerPlayers.create(ComputerLevel.MEDIUM, 11);
        ComputerPlayer easy = ComputerPlayers.create(ComputerLevel.EASY, 12);
        playGame(medium, easy); // warm up the JIT
        List<Long> times = new ArrayList<>();
        Position position = Position.empty(BoardSize.STANDARD);
        while (!position.isGameOver()) {
            long start = System.nanoTime();
            int column = medium.chooseColumn(position);
            times.add(System.nanoTime() - start);
            position = position.play(column);
        }
        long max = times.stream().mapToLong(Long::longValue).max().orElseThrow();
        assertTrue(max < 250_000_000L, "slowest Medium move took " + max / 1_000_000 + " ms");
    }

    @Test
    void aThinkingPlayerGivesUpWhenInterrupted() {
        ComputerPlayer deep = ComputerPlayers.create(ComputerLevel.custom(12), 5);
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> deep.chooseColumn(Position.empty(BoardSize.STANDARD)));
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void refusesAFinishedGame() {
        Position won = Position.parse("1212121");
        for (ComputerLevel level : List.of(ComputerLevel.RANDOM, ComputerLevel.EASY, ComputerLevel.MEDIUM)) {
            assertThrows(IllegalArgumentException.class, () -> ComputerPlayers.create(level, 1).chooseColumn(won));
        }
    }

    @Test
    void levelsReportThemselves() {
        for (ComputerLevel level : List.of(ComputerLevel.RANDOM, ComputerLevel.EASY, ComputerLevel.MEDIUM, ComputerLevel.custom(9))) {
            assertEquals(level, ComputerPlayers.create(level, 1).level());
        }
    }

    @Test
    void winLinesOfTheStandardBoard() {
        assertEquals(69, LineGeometry.of(BoardSize.STANDARD).lineCount());
        LineGeometry geometry = LineGeometry.of(BoardSize.STANDARD);
        assertEquals(0, MediumPlayer.evaluate(geometry, 0, 0));
        // one disc in the bottom-left corner lies on 3 lines: across, up, diagonal
        Position corner = Position.parse("1");
        assertEquals(-3, MediumPlayer.evaluate(geometry, corner.currentStones(), corner.currentStones() ^ corner.occupied()));
    }
}
