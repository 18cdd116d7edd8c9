package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The player tools as a user runs them: bestmove, match and play. */
class PlayerToolsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String input, String... args) {
        return CliMain.run(List.of(args), new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void bestMovePrintsMovesColumnAndMillisPerLine() {
        assertEquals(CliMain.OK, run("4453\n112233\n", "bestmove", "--level", "easy", "--seed", "1"), err());
        String[] lines = out().split("\n");
        assertEquals(2, lines.length, out());
        assertTrue(Pattern.matches("4453 [1-7] \\d+", lines[0]), lines[0]);
        assertTrue(Pattern.matches("112233 4 \\d+", lines[1]), lines[1]);
    }

    @Test
    void bestMoveReportsBadLinesAndCarriesOn() {
        assertEquals(CliMain.FAILED, run("44a\n1212121\n4\n", "bestmove", "--level", "depth:3"));
        assertTrue(err().contains("line 1") && err().contains("not a digit"), err());
        assertTrue(err().contains("line 2") && err().contains("over"), err());
        assertTrue(Pattern.matches("4 [1-7] \\d+\\s*", out()), out());
    }

    @Test
    void bestMoveRejectsAnUnknownLevel() {
        assertEquals(CliMain.USAGE, run("", "bestmove", "--level", "expert"));
        assertTrue(err().contains("unknown level 'expert'"), err());
    }

    @Test
    void matchEndsWithTheResultLineAndReplaysUnderASeed() {
        assertEquals(CliMain.OK, run("", "match", "--first", "easy", "--second", "random", "--games", "6", "--seed", "3"), err());
        String first = out();
        String[] lines = first.strip().split("\n");
        String result = lines[lines.length - 1];
        assertTrue(Pattern.matches("RESULT first=easy second=random games=6 firstWins=(\\d) draws=(\\d) secondWins=(\\d)"
                + " meanMoveMs=\\d+\\.\\d+ maxMoveMs=\\d+\\.\\d", result), result);
        out.reset();
        run("", "match", "--first", "easy", "--second", "random", "--games", "6", "--seed", "3", "--games-log");
        String again = out();
        List<String> results = again.lines().filter(l -> l.startsWith("RESULT")).toList();
        assertEquals(result.replaceAll("Ms=[\\d.]+", ""), results.get(0).replaceAll("Ms=[\\d.]+", ""));
        assertEquals(6, again.lines().filter(l -> l.startsWith("GAME ")).count());
    }

    @Test
    void playExplainsBadEntriesAndQuitsAtTheEndOfInput() {
        // human first: an unknown word, an out-of-range column, then a full column 1 after six discs there
        String input = "hello\n9\n1\n1\n1\n";
        assertEquals(CliMain.OK, run(input, "play", "--level", "easy", "--seed", "4"), err());
        String text = out();
        assertTrue(text.contains("'hello' is neither a column nor a command"), text);
        assertTrue(text.contains("There is no column 9"), text);
        assertTrue(text.contains(" 1 2 3 4 5 6 7"), text);
        assertTrue(text.contains("You play column 1."), text);
        assertTrue(text.strip().endsWith("Goodbye."), text);
    }

    @Test
    void playFinishesAGameAndOffersAnother() {
        // against random, the human stacks column 4 and 3 until the game ends; enough input for any game
        StringBuilder input = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            input.append(1 + i % 7).append('\n');
        }
        input.append("n\n");
        assertEquals(CliMain.OK, run(input.toString(), "play", "--level", "random", "--first", "computer", "--seed", "2"), err());
        String text = out();
        assertTrue(text.contains("Play again? [y/n]"), text);
        assertTrue(text.contains("draw") || text.contains("win"), text);
        assertTrue(text.contains("full: choose another") || text.contains("Moves: "), text);
    }
}
