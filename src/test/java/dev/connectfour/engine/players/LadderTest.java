package dev.connectfour.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The ladder of strengths and the character of its rungs, as a player would meet them. */
class LadderTest {
    /** Red (first, to move) can connect four in column 1; Yellow threatens column 2 too. */
    private static final String RED_WINS_IN_ONE = "121212";
    /** Yellow (second, to move) must block column 1. */
    private static final String YELLOW_MUST_BLOCK = "15151";

    static List<Ladder.Rung> rungs() {
        return Ladder.rungs();
    }

    private static String playGame(ComputerPlayer first, ComputerPlayer second, Position start) {
        Position position = start;
        while (!position.isGameOver()) {
            ComputerPlayer mover = position.toMove() == Player.FIRST ? first : second;
            int column = mover.chooseColumn(position);
            assertTrue(position.canPlay(column), mover.level() + " chose an unplayable column after " + position.moves());
            position = position.play(column);
        }
        return position.moves();
    }

    @Test
    void theNamedLevelsKeepTheirPlacesWeakestFirst() {
        List<Ladder.Rung> rungs = Ladder.rungs();
        assertEquals("beginner", rungs.get(0).name());
        assertEquals(ComputerLevel.EASY, rungs.get(1).level());
        assertEquals(ComputerLevel.MEDIUM, Ladder.rungOf(ComputerLevel.MEDIUM).orElseThrow().level());
        assertEquals(ComputerLevel.HARD, rungs.get(rungs.size() - 1).level());
        assertEquals(1000, Ladder.rungOf(ComputerLevel.EASY).orElseThrow().rating(), "anchored at Easy");
        for (int i = 0; i < rungs.size(); i++) {
            assertEquals(i + 1, rungs.get(i).number());
            if (i > 0) {
                assertTrue(rungs.get(i).rating() > rungs.get(i - 1).rating(), "ratings rise: " + rungs);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rungs")
    void everyRungIsALevelTheToolsAcceptAndPlaysIt(Ladder.Rung rung) {
        assertEquals(rung.level(), ComputerLevel.parse(rung.level().id()));
        assertEquals(rung.level(), ComputerPlayers.create(rung.level(), 1).level());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rungs")
    void everyRungTakesAWinInOne(Ladder.Rung rung) {
        for (long seed = 0; seed < 5; seed++) {
            assertEquals(0, ComputerPlayers.create(rung.level(), seed).chooseColumn(Position.parse(RED_WINS_IN_ONE)),
                    rung.name() + " with seed " + seed);
        }
    }

    @Test
    void theBeginnerDoesNotSeeThreatsButTheNoviceBlocksThem() {
        Position position = Position.parse(YELLOW_MUST_BLOCK);
        ComputerLevel beginner = Ladder.rung(1).level();
        ComputerLevel novice = Ladder.rung(3).level();
        Set<Integer> beginnerMoves = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            beginnerMoves.add(ComputerPlayers.create(beginner, seed).chooseColumn(position));
            assertEquals(0, ComputerPlayers.create(novice, seed).chooseColumn(position), "the novice blocks, seed " + seed);
        }
        assertTrue(beginnerMoves.size() > 1, "the beginner should sometimes miss the threat: " + beginnerMoves);
    }

    @Test
    void aRungWithATemperatureVariesWhereTheBestMoveIsClear() {
        // the empty board: the look-ahead prefers the centre, yet a warm rung sometimes opens elsewhere
        Set<Integer> openings = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            openings.add(ComputerPlayers.create(Ladder.rung(4).level(), seed).chooseColumn(Position.empty(BoardSize.STANDARD)));
        }
        assertTrue(openings.contains(3) && openings.size() > 1, openings.toString());
    }

    @Test
    void theRungsAboveMediumPlayPerfectlyFromTheirDiscCountOn() {
        Solver solver = new Solver(8L << 20);
        SplittableRandom random = new SplittableRandom(5);
        ComputerLevel strong = named("strong");
        int perfectFrom = Ladder.styleOf(strong).perfectFromDiscs();
        int checked = 0;
        while (checked < 6) {
            Position position = Position.empty(BoardSize.STANDARD);
            while (!position.isGameOver() && position.moveCount() < perfectFrom + 2) {
                position = position.play(ComputerPlayers.randomPlayableColumn(position, random));
            }
            if (position.isGameOver() || position.moveCount() < perfectFrom) {
                continue;
            }
            Analysis analysis = solver.analyze(position);
            int column = ComputerPlayers.create(strong, checked).chooseColumn(position);
            assertEquals(Integer.signum(analysis.bestScore()), Integer.signum(analysis.score(column)), "keeps the outcome after " + position.moves() + ": " + analysis.scoresText());
            checked++;
        }
    }

    @Test
    void theGrandmasterPlaysPerfectlyEarlierThanTheMaster() throws OpeningBook.BookFormatException {
        // below the master's disc count the book's outcomes judge both: the grandmaster keeps every one
        BookedSolver book = new BookedSolver(OpeningBook.bundled(), new Solver(8L << 20));
        ComputerLevel grandmaster = named("grandmaster");
        ComputerLevel master = named("master");
        int perfectFrom = Ladder.styleOf(grandmaster).perfectFromDiscs();
        assertTrue(perfectFrom < Ladder.styleOf(master).perfectFromDiscs());
        assertEquals(master.depth() + 1, grandmaster.depth(), "the rung above the master");
        SplittableRandom random = new SplittableRandom(11);
        int masterSlips = 0;
        for (int checked = 0; checked < 20; checked++) {
            Position position = Position.empty(BoardSize.STANDARD);
            while (position.moveCount() < perfectFrom) { // too few discs to connect four
                position = position.play(ComputerPlayers.randomPlayableColumn(position, random));
            }
            Analysis outcomes = book.analyze(position, true);
            int column = ComputerPlayers.create(grandmaster, checked).chooseColumn(position);
            assertEquals(outcomes.bestScore(), outcomes.score(column), "keeps the outcome after " + position.moves()
                    + ": " + outcomes.scoresText());
            if (outcomes.score(ComputerPlayers.create(master, checked).chooseColumn(position)) < outcomes.bestScore()) {
                masterSlips++;
            }
        }
        assertTrue(masterSlips > 0, "the master, still looking ahead there, sometimes lets the outcome slip");
    }

    private static ComputerLevel named(String name) {
        return Ladder.rungs().stream().filter(rung -> rung.name().equals(name)).findFirst().orElseThrow().level();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rungs")
    void aRungBetweenTheNamedLevelsReplaysUnderItsSeed(Ladder.Rung rung) {
        if (rung.level().kind() != ComputerLevel.Kind.RUNG) {
            return; // Easy and Medium are pinned by ComputerPlayersTest, Hard by HardPlayerTest
        }
        Position start = Position.parse("44");
        String once = playGame(ComputerPlayers.create(rung.level(), 7), ComputerPlayers.create(ComputerLevel.EASY, 8), start);
        String again = playGame(ComputerPlayers.create(rung.level(), 7), ComputerPlayers.create(ComputerLevel.EASY, 8), start);
        assertEquals(once, again);
    }

    @Test
    void onlyTheRungsBetweenTheNamedLevelsAreRungLevels() {
        assertEquals("rung:1", Ladder.rung(1).level().id());
        assertThrows(IllegalArgumentException.class, () -> ComputerLevel.rung(2), "rung 2 is Easy");
        assertThrows(IllegalArgumentException.class, () -> ComputerLevel.parse("rung:2"));
        assertThrows(IllegalArgumentException.class, () -> ComputerLevel.parse("rung:99"));
    }

    @Test
    void theNearestRungToARating() {
        assertEquals(1, Ladder.nearest(0).number());
        assertEquals(2, Ladder.nearest(1000).number());
        assertEquals(Ladder.size(), Ladder.nearest(5000).number());
    }
}
