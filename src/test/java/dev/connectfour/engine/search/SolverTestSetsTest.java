package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The shared solver test sets (Pascal Pons' six sets of 1000 {@code MOVES SCORE} lines, copied under
 * {@code solvertests/}): every position of the three easy sets, seeded samples of the medium ones.
 */
class SolverTestSetsTest {

    @ParameterizedTest(name = "{0}: {1} positions, seed {2}, {3} thread(s)")
    @CsvSource({
        "Test_L3_R1.txt, 1000, 0, 1",
        "Test_L2_R1.txt, 1000, 0, 1",
        "Test_L1_R1.txt, 1000, 0, 1",
        "Test_L2_R2.txt, 100, 2026, 1",
        "Test_L1_R2.txt, 20, 2026, 1",
        // lazy SMP: helpers join the longer searches and share the table
        "Test_L2_R2.txt, 50, 7, 2",
        "Test_L1_R2.txt, 10, 7, 2",
    })
    void solvesEveryPositionToTheExactScore(String file, int count, long seed, int threads) throws IOException {
        List<String> lines = read(file);
        assertEquals(1000, lines.size());
        if (count < lines.size()) {
            Collections.shuffle(lines, new Random(seed));
            lines = lines.subList(0, count);
        }
        Solver solver = new Solver(64L << 20, threads);
        int mismatches = 0;
        StringBuilder report = new StringBuilder();
        for (String line : lines) {
            String[] fields = line.split(" ");
            Position position = Position.parse(fields[0]);
            int expected = Integer.parseInt(fields[1]);
            solver.clearTable();
            int score = solver.solve(position);
            if (score != expected) {
                mismatches++;
                report.append(line).append(" got ").append(score).append('\n');
            }
        }
        assertEquals(0, mismatches, report.toString());
    }

    @ParameterizedTest(name = "{0} weak")
    @CsvSource({"Test_L3_R1.txt", "Test_L2_R1.txt"})
    void weakSolveGivesTheSignOfTheScore(String file) throws IOException {
        Solver solver = new Solver(64L << 20);
        for (String line : read(file)) {
            String[] fields = line.split(" ");
            assertEquals(Integer.signum(Integer.parseInt(fields[1])), solver.solveWeak(Position.parse(fields[0])), line);
        }
    }

    @ParameterizedTest
    @CsvSource({"Test_L3_R1.txt", "Test_L2_R1.txt", "Test_L1_R1.txt"}) // L3_R1: from the late table
    void afterAWeakSolveTheTableHoldsAMoveThatKeepsAWinOrADraw(String file) throws IOException {
        Solver solver = new Solver(16L << 20);
        Solver checker = new Solver(8L << 20);
        int checked = 0;
        int withMove = 0;
        for (String line : read(file)) {
            String[] fields = line.split(" ");
            Position position = Position.parse(fields[0]);
            int outcome = Integer.signum(Integer.parseInt(fields[1]));
            if (outcome < 0 || canWinAtOnce(position)) {
                continue; // no move keeps a loss better than another; a win at once is not searched
            }
            solver.clearTable();
            assertEquals(outcome, solver.solveWeak(position), line);
            checked++;
            OptionalInt move = solver.tableMove(position);
            if (move.isEmpty()) {
                continue; // decided before the table (the last discs, a forced move): a quarter of L3_R1
            }
            withMove++;
            Position after = position.play(move.getAsInt());
            int kept = after.isDraw() ? 0 : -checker.solveWeak(after);
            assertEquals(outcome, kept, line + ": column " + (move.getAsInt() + 1));
        }
        assertTrue(checked > 300, "positions checked: " + checked);
        assertTrue(withMove > checked * 0.7, withMove + " of " + checked + " positions with a table move");
    }

    private static boolean canWinAtOnce(Position position) {
        for (int column = 0; column < position.size().width(); column++) {
            if (position.isWinningMove(column)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> read(String file) throws IOException {
        InputStream in = SolverTestSetsTest.class.getResourceAsStream("/dev/connectfour/engine/solvertests/" + file);
        assertNotNull(in, "test resource solvertests/" + file);
        List<String> lines = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank()) {
                    lines.add(line.strip());
                }
            }
        }
        return lines;
    }
}
