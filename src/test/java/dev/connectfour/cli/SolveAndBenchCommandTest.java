package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.search.Solver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveAndBenchCommandTest {

    private record Run(int code, String out, String err) {
    }

    private static Run run(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CliMain.run(List.of(args), new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void solvePrintsMovesAndScore() {
        Run run = run("6614446666373154\n427566236745127177115664464254\n", "solve");
        assertEquals(0, run.code());
        assertEquals("6614446666373154 -4\n427566236745127177115664464254 2\n", run.out());
        assertEquals("", run.err());
    }

    @Test
    void solveWeakPrintsTheSign() {
        Run run = run("6614446666373154\n", "solve", "--weak");
        assertEquals("6614446666373154 -1\n", run.out());
    }

    @Test
    void analyzePrintsEveryColumnAndADashForFullOnes() {
        Run run = run("4444441122\n", "solve", "--analyze");
        assertEquals(0, run.code());
        String[] fields = run.out().strip().split(" ");
        assertEquals(8, fields.length);
        assertEquals("4444441122", fields[0]);
        assertEquals("16", fields[3]);
        assertEquals("-", fields[4]);
    }

    @Test
    void statsAppendNodesAndMicroseconds() {
        String[] fields = run("427566236745127177115664464254\n", "solve", "--stats").out().strip().split(" ");
        assertEquals(4, fields.length);
        assertTrue(Long.parseLong(fields[2]) > 0);
        assertTrue(Long.parseLong(fields[3]) >= 0);
    }

    @Test
    void invalidLinesAreReportedAndTheRunGoesOn() {
        Run run = run("44a\n1122334\n427566236745127177115664464254\n4444444\n", "solve");
        assertEquals(1, run.code());
        assertEquals("\n\n427566236745127177115664464254 2\n\n", run.out());
        assertTrue(run.err().contains("line 1: move 3 of \"44a\": 'a' is not a digit"), run.err());
        assertTrue(run.err().contains("line 2: the game is already over (won)"), run.err());
        assertTrue(run.err().contains("line 4: move 7 of \"4444444\": column 4 is full"), run.err());
    }

    @Test
    void badUsageExitsWithTwo() {
        assertEquals(2, run("", "solve", "--bogus").code());
        assertEquals(2, run("", "bench").code());
        assertEquals(2, run("", "bench", "--sample", "5", "x.txt").code());
        assertEquals(2, run("", "bench", "--limit", "zero", "x.txt").code());
    }

    @Test
    void benchReportsPositionsAndMismatches(@TempDir Path dir) throws IOException {
        Path good = dir.resolve("good.txt");
        Files.writeString(good, "6614446666373154 -4\n427566236745127177115664464254 2\n");
        Run ok = run("", "bench", "--warmup-ms", "0", good.toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().startsWith("BENCH file=good.txt positions=2 mismatches=0 meanUs="), ok.out());
        assertTrue(ok.out().contains(" knps="), ok.out());

        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "6614446666373154 -3\n427566236745127177115664464254 2\n");
        Run mismatch = run("", "bench", "--warmup-ms", "0", "--sample", "2", "--seed", "1", bad.toString());
        assertEquals(1, mismatch.code());
        assertTrue(mismatch.out().contains("positions=2 mismatches=1"), mismatch.out());
        assertTrue(mismatch.err().contains("MISMATCH file=bad.txt moves=6614446666373154 expected=-3 got=-4"), mismatch.err());

        Run limited = run("", "bench", "--warmup-ms", "0", "--weak", "--limit", "1", bad.toString());
        assertEquals(0, limited.code(), limited.err());
        assertTrue(limited.out().contains("positions=1 mismatches=0"), limited.out());
    }

    @Test
    void thePairedMediansIntervalTakesTheBinomialOrderStatistics() {
        // the classic table for a 95 % interval of a median: n = 6 → 1st and 6th, 25 → 8th and 18th,
        // 100 → 40th and 61st value (1-based); under six values, the whole range
        assertEquals(0, PairedBench.lowerRank(1));
        assertEquals(0, PairedBench.lowerRank(5));
        assertEquals(0, PairedBench.lowerRank(6));
        assertEquals(7, PairedBench.lowerRank(25));
        assertEquals(39, PairedBench.lowerRank(100));
        assertEquals(4901, PairedBench.lowerRank(10_000), "about n/2 - 1.96·√n/2");
    }

    @Test
    void benchVsAnotherBuildSolvesTheSetWithBothInAlternatePasses(@TempDir Path dir) throws Exception {
        // this build's own classes, loaded a second time, stand in for the other build
        String self = Path.of(Solver.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Path good = dir.resolve("good.txt");
        Files.writeString(good, "6614446666373154 -4\n427566236745127177115664464254 2\n");
        Run ok = run("", "bench", "--warmup-ms", "0", "--seconds", "0", "--vs", self, good.toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().startsWith("PAIRED file=good.txt positions=2 pairs=1 mismatches=0 thisUs="), ok.out());
        assertTrue(ok.out().contains(" ratio="), ok.out());
        assertTrue(ok.out().contains(" lo95="), ok.out());

        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "6614446666373154 -3\n");
        Run mismatch = run("", "bench", "--warmup-ms", "0", "--seconds", "0", "--vs", self, bad.toString());
        assertEquals(1, mismatch.code());
        assertTrue(mismatch.err().contains("MISMATCH file=bad.txt moves=6614446666373154 expected=-3 this=-4 other=-4"),
                mismatch.err());

        Run notABuild = run("", "bench", "--warmup-ms", "0", "--seconds", "0", "--vs", dir.toString(), good.toString());
        assertEquals(1, notABuild.code());
        assertTrue(notABuild.err().contains("is not a build of this project"), notABuild.err());
        assertEquals(2, run("", "bench", "--vs", dir.resolve("missing.jar").toString(), good.toString()).code());
        assertEquals(2, run("", "bench", "--vs", self, "--threads", "2", good.toString()).code());
    }

    @Test
    void benchVsInForksRunsThePairedBenchInFreshJvmsAndGivesTheMedianOfTheirRatios(@TempDir Path dir) throws Exception {
        String self = Path.of(Solver.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Path good = dir.resolve("good.txt");
        Files.writeString(good, "6614446666373154 -4\n");
        Run forked = run("", "bench", "--warmup-ms", "0", "--seconds", "0", "--forks", "2", "--vs", self, good.toString());
        assertEquals(0, forked.code(), forked.err());
        assertTrue(forked.out().startsWith("fork 1: PAIRED file=good.txt positions=1 pairs=1 mismatches=0 "), forked.out());
        assertTrue(forked.out().contains("\nfork 2: PAIRED file=good.txt positions=1 "), forked.out());
        assertTrue(forked.out().contains("\nFORKED file=good.txt forks=2 ratio="), forked.out());
        assertEquals(2, run("", "bench", "--forks", "2", good.toString()).code());
        assertEquals(2, run("", "bench", "--forks", "0", "--vs", self, good.toString()).code());
    }

    @Test
    void theForkedLineGivesTheMedianOfTheForksAndItsIntervalByOrderStatistics() {
        // nine forks: the 95 % interval of the median runs from the 2nd to the 8th smallest ratio
        List<Double> ratios = List.of(1.05, 0.97, 1.01, 1.20, 0.99, 1.03, 0.90, 1.02, 1.00);
        assertEquals("FORKED file=set.txt forks=9 ratio=1.0100 lo95=0.9700 hi95=1.0500 thisFaster=3"
                + " ratios=1.0500,0.9700,1.0100,1.2000,0.9900,1.0300,0.9000,1.0200,1.0000",
                ForkedBench.summary("set.txt", ratios));
    }

    @Test
    void benchOnRandomPositionsIsTheSameSetForTheSameSeed() {
        Run first = run("", "bench", "--warmup-ms", "0", "--weak", "--random", "4", "--min-discs", "8", "--max-discs", "10",
                "--seed", "3");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().startsWith("BENCH file=random-4-discs-8-10-seed-3 positions=4 mismatches=- "), first.out());
        String checksum = first.out().substring(first.out().indexOf(" outcomes="));
        Run again = run("", "bench", "--warmup-ms", "0", "--weak", "--random", "4", "--min-discs", "8", "--max-discs", "10",
                "--seed", "3");
        assertEquals(checksum, again.out().substring(again.out().indexOf(" outcomes=")));
        assertEquals(2, run("", "bench", "--random", "4").code());
        assertEquals(2, run("", "bench", "--random", "4", "--seed", "1", "--min-discs", "9", "--max-discs", "8").code());
    }
}
