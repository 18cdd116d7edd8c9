package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.puzzles.Finding;
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
    /** Two short games between Beginner and Easy, from src/docs/ladder/beginner-easy.games. */
    private static final String[] RECORDED = {"663734424764737555", "527436562355571434"};

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
        List<String> progress = Files.readAllLines(dir.resolve("new.txt.progress"));
        assertEquals("1", progress.get(0));
        int found = PuzzleFile.read(new java.io.StringReader(Files.readString(file))).size();
        assertTrue(found > 0, Files.readString(file));
        assertEquals(found, tallied(progress, "accepted"), progress.toString());
        Run again = run("puzzles", "generate", "--out", file.toString(), "--games", "1", "--table-mb", "16");
        assertTrue(again.err().startsWith("puzzles: resuming at game 1 with " + found + " puzzles"), again.err());
        assertEquals(progress, Files.readAllLines(dir.resolve("new.txt.progress")), "the tally is kept");
        Run check = run("puzzles", "verify", "--file", file.toString());
        assertEquals(CliMain.OK, check.code(), check.out());
    }

    @Test
    void generateCountsEveryPositionOfRecordedGamesPerBracketAndReason() throws Exception {
        Path games = dir.resolve("beginner-easy.games");
        Files.writeString(games, "GAME 1 " + RECORDED[0] + " second\nGAME 2 " + RECORDED[1] + " second\n");
        Path file = dir.resolve("recorded.txt");
        Path progressFile = dir.resolve("recorded.progress");
        Run capped = run("puzzles", "generate", "--from-games", games.toString(), "--out", file.toString(),
                "--progress", progressFile.toString(), "--games", "5", "--cap", "1", "--theme-min", "0",
                "--table-mb", "16");
        assertEquals(CliMain.OK, capped.code(), capped.err());
        assertTrue(capped.err().contains("puzzles: game 2/2: "), capped.err());
        assertTrue(capped.err().contains("  bracket       set target      met accepted not-unique"), capped.err());
        List<String> progress = Files.readAllLines(progressFile);
        assertEquals("2", progress.get(0));
        assertEquals(RECORDED[0].length() + RECORDED[1].length(), tallied(progress, "met") + repeats(progress),
                "every position of both games is offered once: " + progress);
        List<Puzzle> puzzles = PuzzleFile.read(new java.io.StringReader(Files.readString(file)));
        assertEquals(puzzles.size(), tallied(progress, "accepted"));
        assertTrue(puzzles.stream().collect(java.util.stream.Collectors.groupingBy(Finding::bracket,
                java.util.stream.Collectors.counting())).values().stream().allMatch(count -> count == 1),
                "a bracket at its cap takes no more: " + puzzles);
        assertTrue(tallied(progress, "full") > 0, "some proven puzzles were left out as full: " + progress);
    }

    @Test
    void calibrateLetsTheRungsTryEachPuzzleOnceAndRewritesTheRatings() throws Exception {
        Path file = dir.resolve("few.txt");
        Files.writeString(file, "# three puzzles\n44444246622215151 win 3 1 870 double-threat,block,sacrifice 12333\n"
                + "44445644233322563 draw 0 6 1250 vertical-three 6\n44444242232322 only-move 0 3 1050 - 3\n");
        Path trials = dir.resolve("few.trials");
        Run first = run("puzzles", "calibrate", "--file", file.toString(), "--trials", trials.toString(),
                "--rungs", "2", "--seeds", "1");
        assertEquals(CliMain.OK, first.code(), first.err());
        List<String> tried = Files.readAllLines(trials);
        assertEquals("rungs 2 seeds 1", tried.get(1));
        assertEquals(5, tried.size(), tried.toString());
        assertTrue(tried.get(2).startsWith("44444246622215151 1,2,0,0,"), tried.get(2));
        List<String> lines = Files.readAllLines(file);
        assertEquals("# three puzzles", lines.get(0));
        assertEquals(4, lines.size());
        assertTrue(lines.get(1).matches("44444246622215151 win 3 1 [0-9]+ double-threat,block,sacrifice 12333"),
                lines.get(1));
        assertTrue(first.err().contains("rung beginner"), first.err());
        Run again = run("puzzles", "calibrate", "--file", file.toString(), "--trials", trials.toString(),
                "--rungs", "2", "--seeds", "1");
        assertEquals(CliMain.OK, again.code(), again.err());
        assertEquals(tried, Files.readAllLines(trials), "each puzzle is tried once");
        assertEquals(lines, Files.readAllLines(file), "the same trials give the same ratings");
    }

    /** The sum over the brackets of the tally's {@code outcome} counts in a progress file. */
    private static long tallied(List<String> progress, String outcome) {
        return progress.stream().filter(line -> line.startsWith("bracket ") && line.split(" ")[2].equals(outcome))
                .mapToLong(line -> Long.parseLong(line.split(" ")[3])).sum();
    }

    private static long repeats(List<String> progress) {
        return progress.stream().filter(line -> line.startsWith("repeats ")).mapToLong(line -> Long.parseLong(
                line.split(" ")[1])).sum();
    }
}
