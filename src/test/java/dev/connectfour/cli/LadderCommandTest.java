package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
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

/** {@code ladder}, and the {@code match} options its ratings were measured with. */
class LadderCommandTest {
    private ByteArrayOutputStream out = new ByteArrayOutputStream();
    private ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        return CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void ladderPrintsOneLinePerRungWeakestFirstWithLevelsBestmoveAccepts() {
        assertEquals(CliMain.OK, run("ladder"));
        List<String> lines = out().lines().toList();
        assertEquals(Ladder.size(), lines.size(), out());
        assertEquals("RUNG 1 beginner rung:1 " + Ladder.rung(1).rating(), lines.get(0));
        assertEquals("RUNG 2 easy easy 1000", lines.get(1));
        assertTrue(lines.get(lines.size() - 1).matches("RUNG \\d+ hard hard \\d+"), lines.toString());
        for (String line : lines) {
            String level = line.split(" ")[3];
            out = new ByteArrayOutputStream();
            CliMain.run(List.of("bestmove", "--level", level, "--seed", "1"), new ByteArrayInputStream(
                    "121212\n".getBytes(StandardCharsets.UTF_8)), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertTrue(out().startsWith("121212 1 "), level + " wins in one: " + out() + err.toString(StandardCharsets.UTF_8));
        }
        assertEquals(ComputerLevel.rung(3), ComputerLevel.parse(lines.get(2).split(" ")[3]));
    }

    @Test
    void aMatchGivenItsGamesFileAgainPlaysOnAndEndsAsAnUninterruptedOne(@TempDir Path dir) throws IOException {
        String[] match = {"match", "--first", "rung:3", "--second", "easy", "--seed", "9", "--opening-plies", "2"};
        assertEquals(CliMain.OK, run(concat(match, "--games", "12", "--games-log")));
        String whole = out();
        String result = whole.lines().filter(line -> line.startsWith("RESULT")).findFirst().orElseThrow();

        Path file = dir.resolve("games.txt");
        assertEquals(CliMain.OK, run(concat(match, "--games", "5", "--games-file", file.toString())));
        // a crash while the sixth game was being written leaves half a line
        Files.writeString(file, Files.readString(file) + "GAME 6 44", StandardCharsets.UTF_8);
        assertEquals(CliMain.OK, run(concat(match, "--games", "12", "--games-file", file.toString())));
        assertEquals(result.replaceAll(" meanMoveMs.*", ""), out().lines().filter(line -> line.startsWith("RESULT"))
                .findFirst().orElseThrow().replaceAll(" meanMoveMs.*", ""));
        assertEquals(whole.lines().filter(line -> line.startsWith("GAME")).toList(), Files.readAllLines(file));
    }

    @Test
    void aGamesFileFromAnotherMatchIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.txt");
        Files.writeString(file, "GAME 1 1212121 first\n", StandardCharsets.UTF_8);
        assertEquals(CliMain.FAILED, run("match", "--first", "easy", "--second", "easy", "--seed", "9", "--games", "2",
                "--opening-plies", "2", "--games-file", file.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("from another match"), err.toString(StandardCharsets.UTF_8));
        assertEquals("GAME 1 1212121 first\n", Files.readString(file), "nothing is lost");
    }

    @Test
    void theShippedRatingsAreTheFitOfTheShippedGames() {
        assertEquals(CliMain.OK, run("ladder"));
        String shipped = out();
        assertEquals(CliMain.OK, run("ladder", "--fit", "src/docs/ladder"));
        assertEquals(shipped, out(), "ladder --fit src/docs/ladder reproduces the ratings in Ladder");
    }

    @Test
    void theFitGivesTheEloGapOfAScoreAndAnchorsTheNamedPlayer(@TempDir Path dir) throws IOException {
        // 300 of 400 is 75 %: 191 Elo points; BayesElo's prior (two draws) pulls it to 75 % of 402, 189.4
        StringBuilder games = new StringBuilder();
        for (int game = 1; game <= 400; game++) {
            games.append("GAME ").append(game).append(" 1212121 ").append(game <= 300 ? "second" : "first").append('\n');
        }
        Files.writeString(dir.resolve("weak-strong.games"), games, StandardCharsets.UTF_8);
        var ratings = LadderFit.fit(dir, "weak", 1000);
        assertEquals(1000, ratings.get("weak"), 1e-9);
        double expected = 1000 + 400 * Math.log10(301.0 / 101.0);
        assertEquals(expected, ratings.get("strong"), 0.01);
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = new String[head.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
