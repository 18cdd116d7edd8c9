package dev.connectfour.engine.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PuzzleFileTest {

    @Test
    void aLineReadsBackAsItWasWritten() throws IOException {
        String line = "44444246622215151 win 3 1 870 double-threat,block,sacrifice 12333";
        List<Puzzle> puzzles = PuzzleFile.read(new StringReader("# a comment\n\n" + line + "\n"));
        assertEquals(1, puzzles.size());
        Puzzle puzzle = puzzles.get(0);
        assertEquals(Set.of(Theme.DOUBLE_THREAT, Theme.BLOCK, Theme.SACRIFICE), puzzle.themes());
        assertEquals(0, puzzle.solution());
        assertEquals(line, PuzzleFile.line(puzzle));
        assertEquals("44444246622215151 win 3 1 870 double-threat,block,sacrifice", PuzzleFile.exportLine(puzzle));
    }

    @Test
    void aBadLineIsNamedWithItsReason() {
        IllegalArgumentException solution = assertThrows(IllegalArgumentException.class, () -> PuzzleFile.read(
                new StringReader("# x\n44444246622215151 win 3 2 870 - 12333\n")));
        assertTrue(solution.getMessage().startsWith("line 2: SOLUTION 2"), solution.getMessage());
        IllegalArgumentException length = assertThrows(IllegalArgumentException.class,
                () -> PuzzleFile.parse("44444246622215151 win 2 1 870 - 12333"));
        assertTrue(length.getMessage().contains("3 discs, not 5"), length.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PuzzleFile.parse("4444 lose 0 1 870 - 1"));
        assertThrows(IllegalArgumentException.class, () -> PuzzleFile.parse("4444 draw 0 1 870 -"));
    }
}
