package dev.connectfour.cli.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
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
        assertEquals(DEPTH, book.depths().lines());
        Solver solver = new Solver(8L << 20);
        int slowestChecked = 0;
        int drawsChecked = 0;
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
            if (entry.outcome() != OpeningBook.Outcome.WIN && position.moveCount() >= BookGenerator.ALL_MOVES_MIN_DISCS) {
                // a loss: every slowest loss; a draw: every drawing move
                for (int column = 0; column < SIX_BY_FOUR.width(); column++) {
                    boolean expected = analysis.playable(column) && (entry.outcome() == OpeningBook.Outcome.LOSS
                            ? analysis.score(column) == best : analysis.score(column) == 0);
                    assertEquals(expected, entry.keeps(column), "column " + (column + 1) + " of " + position.moves());
                }
                if (entry.outcome() == OpeningBook.Outcome.LOSS) {
                    slowestChecked++;
                } else {
                    drawsChecked++;
                }
            }
        }
        assertTrue(slowestChecked > 0, "the test board gives Hard lost positions to store");
        assertTrue(drawsChecked > 0, "and drawn ones");
    }

    @Test
    void aResumedRunComputesNothingTwiceAndRefinesTheLossesOfAnOlderFile(@TempDir Path temp) throws Exception {
        Path progress = temp.resolve("progress.txt");
        OpeningBook first = generate(progress);
        List<String> lines = Files.readAllLines(progress, StandardCharsets.UTF_8);
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("R ")));

        // an older file: no R records, and each drawn or lost position holding one move, not always the best
        Path older = temp.resolve("older.txt");
        int[] degraded = {0};
        Files.write(older, lines.stream().filter(line -> !line.startsWith("R ")).map(line -> {
            String[] fields = line.split(" ");
            if (!fields[0].equals("E") || fields[2].equals("WIN")
                    || fields[1].length() < BookGenerator.ALL_MOVES_MIN_DISCS) {
                return line;
            }
            int best = Integer.parseInt(fields[3]);
            if (fields[2].equals("DRAW")) {
                degraded[0]++;
                return "E " + fields[1] + " DRAW " + Integer.lowestOneBit(best); // one drawing move
            }
            Position position = Position.parse(SIX_BY_FOUR, fields[1]);
            for (int column = 0; column < SIX_BY_FOUR.width(); column++) {
                if (position.canPlay(column) && (best & (1 << column)) == 0) {
                    degraded[0]++;
                    return "E " + fields[1] + " LOSS " + (1 << column); // a faster loss
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
        assertFalse(added.stream().anyMatch(line -> line.startsWith("E ") || line.startsWith("R ")),
                "nothing computed twice: " + added + " (file grew from " + before + " bytes)");
    }
}
