package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shipped opening book as the tools see it: present, valid, and right on a small sample. */
class BookCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theShippedBookLoadsAndDescribesItself() throws Exception {
        OpeningBook book = OpeningBook.bundled();
        assertTrue(book.entryCount() > 0);
        assertEquals(CliMain.OK, run("book", "info"), err.toString());
        assertTrue(out.toString().startsWith("BOOKINFO size=7x6"), out.toString());
    }

    /** A 7x6 book of a few late positions with solver-computed entries, and one wrong entry if asked. */
    private static Path smallBook(Path temp, boolean withAWrongEntry) throws Exception {
        Solver solver = new Solver(16L << 20);
        Map<Position, OpeningBook.Entry> entries = new LinkedHashMap<>();
        for (String moves : List.of("4444443333332222", "44444433333322226", "1234567123456712345")) {
            Position position = Position.parse(moves);
            Analysis analysis = solver.analyze(position, true);
            int best = analysis.bestScore();
            int keeping = 0;
            for (int column = 0; column < 7; column++) {
                if (analysis.playable(column) && analysis.score(column) == best) {
                    keeping |= 1 << column;
                }
            }
            OpeningBook.Outcome outcome = OpeningBook.Outcome.ofScore(best);
            if (withAWrongEntry && entries.isEmpty()) {
                outcome = outcome == OpeningBook.Outcome.WIN ? OpeningBook.Outcome.LOSS : OpeningBook.Outcome.WIN;
            }
            entries.put(position, new OpeningBook.Entry(outcome, keeping));
        }
        Path file = temp.resolve(withAWrongEntry ? "wrong.c4ob" : "right.c4ob");
        try (OutputStream out = Files.newOutputStream(file)) {
            OpeningBook.of(BoardSize.STANDARD, 19, entries).write(out);
        }
        return file;
    }

    @Test
    void verifyChecksASampleAgainstTheSolver(@TempDir Path temp) throws Exception {
        assertEquals(CliMain.OK, run("book", "verify", "--book", smallBook(temp, false).toString(), "--sample", "3", "--seed", "7"),
                err.toString());
        assertTrue(out.toString().startsWith("VERIFY checked=3 mismatches=0"), out.toString());
    }

    @Test
    void verifyReportsAWrongEntry(@TempDir Path temp) throws Exception {
        assertEquals(CliMain.FAILED, run("book", "verify", "--book", smallBook(temp, true).toString(), "--sample", "3"));
        assertTrue(out.toString().startsWith("VERIFY checked=3 mismatches=1"), out.toString());
        assertTrue(err.toString().contains("MISMATCH ") && err.toString().contains("the book says"), err.toString());
    }

    @Test
    void refusesACorruptBookFileWithAClearMessage(@TempDir Path temp) throws Exception {
        Path file = temp.resolve("broken.c4ob");
        Files.write(file, "C4OB and then nonsense".getBytes(StandardCharsets.US_ASCII));
        assertEquals(CliMain.FAILED, run("book", "info", "--book", file.toString()));
        assertTrue(err.toString().contains("broken.c4ob"), err.toString());
    }
}
