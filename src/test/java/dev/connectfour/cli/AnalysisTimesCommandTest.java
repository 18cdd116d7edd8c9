package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code analysis-times} reports one line per disc count, with the exact values unless told to stop at the outcomes,
 * and samples positions after a lost turn when asked.
 */
class AnalysisTimesCommandTest {

    private static List<String> run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(CliMain.OK, code, err.toString());
        return out.toString().lines().toList();
    }

    @Test
    void reportsOutcomesAndExactValuesPerDiscCount() {
        List<String> lines = run("analysis-times", "--positions", "2", "--min-discs", "30", "--max-discs", "31", "--seed", "3");
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("ANALYSIS discs=30 positions=2 outcomes median=\\S+ms p99=\\S+ms max=\\S+ms exact median=\\S+ms p99=\\S+ms max=\\S+ms"), lines.get(0));
        assertTrue(lines.get(1).startsWith("ANALYSIS discs=31 "), lines.get(1));
    }

    @Test
    void samplesPositionsAfterALostTurnWhenAsked() {
        List<String> lines = run("analysis-times", "--positions", "2", "--min-discs", "30", "--max-discs", "30", "--lost-turn");
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("ANALYSIS discs=30 positions=2 lost-turn outcomes median="), lines.get(0));
        lines = run("analysis-times", "--positions", "2", "--min-discs", "30", "--max-discs", "30", "--lost-turn", "--cpu-time");
        assertTrue(lines.get(0).startsWith("ANALYSIS discs=30 positions=2 lost-turn cpu-time outcomes median="), lines.get(0));
        SplittableRandom random = new SplittableRandom(5);
        for (int discs = 0; discs <= 30; discs += 3) {
            Position position = AnalysisTimesCommand.afterALostTurn(discs, random);
            assertEquals(discs, position.moveCount(), position.moves());
            assertEquals(1, position.moves().chars().filter(move -> move == Position.PASS).count(), position.moves());
            assertFalse(position.isGameOver(), position.moves());
        }
    }

    @Test
    void stopsAtTheOutcomesWhenAsked() {
        List<String> lines = run("analysis-times", "--positions", "3", "--min-discs", "7", "--max-discs", "7", "--outcomes-only");
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("ANALYSIS discs=7 positions=3 outcomes median=\\S+ms p99=\\S+ms max=\\S+ms"), lines.get(0));
    }
}
