package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code audit} on late positions, where Hard's moves are proven at once and the referee's solves are short. */
class AuditCommandTest {
    @TempDir
    Path dir;

    private String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(CliMain.OK, code, err.toString());
        return out.toString();
    }

    @Test
    void hardKeepsTheOutcomeOfLatePositionsAndASecondAuditReusesTheVerdicts() throws Exception {
        Path verdicts = dir.resolve("verdicts.txt");
        String[] audit = {"audit", "--level", "hard", "--positions", "12", "--seed", "5", "--min-discs", "30",
            "--referee-ms", "60000", "--verdicts", verdicts.toString(), "--verbose"};
        String first = run(audit);
        assertTrue(first.contains("AUDIT level=hard positions=12 kept=12 spoiled=0 unproven=0"), first);
        List<String> judged = Files.readAllLines(verdicts);
        assertEquals(12, judged.size(), judged.toString());
        assertTrue(judged.stream().allMatch(line -> line.matches("[1-7]{30,41} [1-7] KEPT")), judged.toString());

        String second = run(audit);
        assertEquals(12, Files.readAllLines(verdicts).size(), "nothing judged twice");
        assertEquals(first.lines().filter(line -> line.startsWith("POSITION")).toList(),
                second.lines().filter(line -> line.startsWith("POSITION")).toList(), "the same positions and verdicts");
    }
}
