package dev.connectfour.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The book generator on 6x4, where the first player loses with perfect play: so Hard, as first player,
 * meets lost positions, and the book must hold the slowest losses for them.
 */
class BookGeneratorTest {
    private static final BoardSize SIX_BY_FOUR = new BoardSize(6, 4);
    private static final int DEPTH = 10;

    private static OpeningBook generate(Path progress) throws Exception {
        BookGenerator.Settings settings = new BookGenerator.Settings(DEPTH, 2, 8L << 20, progress);
        PrintStream log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        return new BookGenerator(SIX_BY_FOUR, settings, log).run();
    }

    @Test
    void everyEntryKeepsItsProvenOutcomeAndLostOnesLoseAsSlowlyAsPossible(@TempDir Path temp) throws Exception {
        OpeningBook book = generate(temp.resolve("progress.txt"));
        assertEquals(DEPTH, book.depth());
        Solver solver = new Solver(8L << 20);
        int slowestChecked = 0;
        for (Map.Entry<Position, OpeningBook.Entry> e : book.entries().entrySet()) {
            Position position = e.getKey();
            OpeningBook.Entry entry = e.getValue();
            Analysis analysis = solver.analyze(position);
            assertEquals(OpeningBook.Outcome.ofScore(analysis.bestScore()), entry.outcome(), position.moves());
            int best = analysis.bestScore();
            for (int column = 0; column < SIX_BY_FOUR.width(); column++) {
                if (entry.keeps(column)) {
                    assertEquals(Integer.signum(best), Integer.signum(analysis.score(column)),
                            "column " + (column + 1) + " of " + position.moves() + " keeps the outcome");
                }
            }
            if (entry.outcome() == OpeningBook.Outcome.LOSS && position.moveCount() >= BookGenerator.SLOWEST_LOSS_MIN_DISCS) {
                for (int column = 0; column < SIX_BY_FOUR.width(); column++) {
                    boolean slowest = analysis.playable(column) && analysis.score(column) == best;
                    assertEquals(slowest, entry.keeps(column), "column " + (column + 1) + " of lost " + position.moves());
                }
                slowestChecked++;
            }
        }
        assertTrue(slowestChecked > 0, "the test board gives Hard lost positions to store");
    }

    @Test
    void aResumedRunComputesNothingTwiceAndRefinesTheLossesOfAnOlderFile(@TempDir Path temp) throws Exception {
        Path progress = temp.resolve("progress.txt");
        OpeningBook first = generate(progress);
        List<String> lines = Files.readAllLines(progress, StandardCharsets.UTF_8);
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("S ")));

        // an older file: no slowest-loss records, and each lost position holding one move that is not a slowest loss
        Path older = temp.resolve("older.txt");
        int[] degraded = {0};
        Files.write(older, lines.stream().filter(line -> !line.startsWith("S ")).map(line -> {
            String[] fields = line.split(" ");
            if (!fields[0].equals("E") || !fields[2].equals("LOSS")
                    || fields[1].length() < BookGenerator.SLOWEST_LOSS_MIN_DISCS) {
                return line;
            }
            Position position = Position.parse(SIX_BY_FOUR, fields[1]);
            int slowest = Integer.parseInt(fields[3]);
            for (int column = 0; column < SIX_BY_FOUR.width(); column++) {
                if (position.canPlay(column) && (slowest & (1 << column)) == 0) {
                    degraded[0]++;
                    return "E " + fields[1] + " LOSS " + (1 << column);
                }
            }
            return line;
        }).toList(), StandardCharsets.UTF_8);
        assertTrue(degraded[0] > 0, "the older file holds moves that lose faster");
        OpeningBook resumed = generate(older);
        assertEquals(first.entries(), resumed.entries(), "the losses refined, the rest as before");

        long before = Files.size(progress);
        OpeningBook again = generate(progress);
        assertEquals(first.entries(), again.entries());
        List<String> added = Files.readAllLines(progress, StandardCharsets.UTF_8).subList(lines.size(),
                Files.readAllLines(progress, StandardCharsets.UTF_8).size());
        assertFalse(added.stream().anyMatch(line -> line.startsWith("E ") || line.startsWith("S ")),
                "nothing computed twice: " + added + " (file grew from " + before + " bytes)");
    }
}
