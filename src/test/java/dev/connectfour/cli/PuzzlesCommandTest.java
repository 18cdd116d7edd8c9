package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code puzzles verify|export|generate}, the shipped set re-proved on a fixed sample. */
class PuzzlesCommandTest {
    /** Every 10th shipped puzzle: the whole set takes the solver about half a minute, too long for every build. */
    private static final String SAMPLE = "10";

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theShippedPuzzlesAreProvenByTheSolversOwnAnalysis() {
        int shipped = PuzzleFile.bundled().size();
        Run verify = run("puzzles", "verify", "--every", SAMPLE);
        int sample = (shipped + 9) / 10;
        assertEquals(CliMain.OK, verify.code(), verify.out() + verify.err());
        assertEquals(sample + " puzzles checked, " + sample + " proven, 0 failed\n", verify.out());
    }

    @Test
    void aPuzzleWhoseLineIsWrongFailsAndIsNamed() throws Exception {
        Path file = dir.resolve("puzzles.txt");
        Files.writeString(file, "# two puzzles\n44444246622215151 win 3 1 870 - 12333\n"
                + "44444246622215151 win 3 1 870 - 13777\n");
        Run verify = run("puzzles", "verify", "--file", file.toString());
        assertEquals(CliMain.FAILED, verify.code());
        assertTrue(verify.out().startsWith("puzzle 2 (44444246622215151 win 3 1 870 -): after 444442466222151511: the"
                + " line's reply 3 is not a slowest loss\n"), verify.out());
        assertTrue(verify.out().endsWith("2 puzzles checked, 1 proven, 1 failed\n"), verify.out());
    }

    @Test
    void exportPrintsOnePuzzleALineInTheSixFields() {
        Run export = run("puzzles", "export");
        assertEquals(CliMain.OK, export.code(), export.err());
        List<String> lines = export.out().lines().toList();
        List<Puzzle> shipped = PuzzleFile.bundled();
        assertEquals(shipped.size(), lines.size());
        assertEquals(PuzzleFile.exportLine(shipped.get(0)), lines.get(0));
        assertTrue(lines.stream().allMatch(line -> line.matches("[1-7]+ (win [1-9][0-9]?|draw 0|only-move 0) [1-7]"
                + " [0-9]{3,4} [a-z,-]+")), lines.get(0));
    }

    @Test
    void generateAppendsProvenPuzzlesAndResumesAtTheNextGame() throws Exception {
        Path file = dir.resolve("new.txt");
        Run first = run("puzzles", "generate", "--out", file.toString(), "--games", "1", "--table-mb", "16");
        assertEquals(CliMain.OK, first.code(), first.err());
        assertTrue(first.err().contains("puzzles: game 1/1: "), first.err());
        assertEquals("1\n", Files.readString(dir.resolve("new.txt.progress")));
        int found = PuzzleFile.read(new java.io.StringReader(Files.readString(file))).size();
        assertTrue(found > 0, Files.readString(file));
        Run again = run("puzzles", "generate", "--out", file.toString(), "--games", "1", "--table-mb", "16");
        assertTrue(again.err().startsWith("puzzles: resuming at game 1 with " + found + " puzzles"), again.err());
        Run check = run("puzzles", "verify", "--file", file.toString());
        assertEquals(CliMain.OK, check.code(), check.out());
    }
}
