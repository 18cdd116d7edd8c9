package dev.connectfour.cli.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.puzzles.Finding;
import dev.connectfour.engine.puzzles.Finding.Rejection;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleKind;
import dev.connectfour.engine.puzzles.Theme;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The generator's count of what it met, accepted and rejected, per bracket and theme, and its progress-file form. */
class TallyTest {
    private static final Puzzle WIN_IN_3 = new Puzzle(Position.parse("44444246622215151"), PuzzleKind.WIN, 3, 870,
            Set.of(Theme.DOUBLE_THREAT, Theme.BLOCK), "12333");

    private static Tally sample() {
        Tally tally = new Tally();
        tally.count(new Finding("win-3-4", Optional.of(WIN_IN_3), null), true);
        tally.count(new Finding("win-3-4", Optional.of(WIN_IN_3), null), false);
        tally.count(new Finding("win-8+", Optional.empty(), Rejection.NOT_UNIQUE), false);
        tally.count(new Finding("win-8+", Optional.empty(), Rejection.NOT_UNIQUE_LATER), false);
        tally.count(new Finding("win-8+", Optional.empty(), Rejection.NOT_UNIQUE), false);
        tally.count(new Finding(Finding.UNKNOWN, Optional.empty(), Rejection.TOO_SLOW), false);
        tally.repeat();
        return tally;
    }

    @Test
    void everyPositionOfferedIsMetOnceAndEndsAcceptedOrRejectedForOneReason() {
        Tally tally = sample();
        assertEquals(2, tally.count("win-3-4", Tally.MET));
        assertEquals(1, tally.count("win-3-4", Tally.ACCEPTED));
        assertEquals(1, tally.count("win-3-4", Tally.FULL));
        assertEquals(3, tally.count("win-8+", Tally.MET));
        assertEquals(2, tally.count("win-8+", "not-unique"));
        assertEquals(1, tally.count("win-8+", "later-not-unique"));
        assertEquals(1, tally.count(Finding.UNKNOWN, "too-slow"));
        assertEquals(1, tally.count(Theme.DOUBLE_THREAT, Tally.ACCEPTED));
        assertEquals(1, tally.count(Theme.DOUBLE_THREAT, Tally.FULL));
        assertEquals(0, tally.count(Theme.VERTICAL_THREE, Tally.ACCEPTED));
        assertEquals(1, tally.repeats());
    }

    @Test
    void theProgressFileLinesReadBackToTheSameCounts() {
        Tally tally = sample();
        Tally again = Tally.parse(tally.lines());
        assertEquals(tally.lines(), again.lines());
        assertTrue(tally.lines().contains("bracket win-8+ not-unique 2"), tally.lines().toString());
        assertTrue(tally.lines().contains("theme block full 1"), tally.lines().toString());
        assertThrows(IllegalArgumentException.class, () -> Tally.parse(List.of("bracket win-9 met 1")));
        assertThrows(IllegalArgumentException.class, () -> Tally.parse(List.of("bracket win-1 met many")));
    }

    @Test
    void theTableShowsEachBracketAgainstItsTargetAndEveryReason() {
        List<String> lines = TallyTable.lines(sample(), Map.of("win-8+", 0, "win-3-4", 500),
                Map.of(Theme.VERTICAL_THREE, 45));
        String header = lines.get(0);
        for (String column : List.of("bracket", "set", "target", "met", "accepted", "not-unique", "slower-wins",
                "later-not-unique", "end-not-unique", "too-long", "budget", "others-hold", "too-short", "too-slow",
                "no-choice", "full")) {
            assertTrue(header.contains(column), header);
        }
        assertEquals(List.of("win-8+", "0", "150", "3", "0", "2", "0", "1", "0", "0", "0", "0", "0", "0", "0", "0"),
                List.of(row(lines, "win-8+")));
        assertEquals(List.of("vertical-three", "45", "100", "0", "0"), List.of(row(lines, "vertical-three")));
        assertTrue(lines.get(lines.size() - 1).endsWith(": 1"), lines.get(lines.size() - 1));
    }

    private static String[] row(List<String> lines, String first) {
        return lines.stream().map(String::strip).filter(line -> line.startsWith(first + " ")).findFirst()
                .orElseThrow().split(" +");
    }
}
