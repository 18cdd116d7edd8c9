package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.OpeningBook;
import dev.connectfour.engine.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shipped opening book as the tools see it: present, valid, and right on a small sample. */
class BookCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new CliMain().run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theShippedBookLoadsAndDescribesItself() throws Exception {
        OpeningBook book = OpeningBook.bundled();
        assertTrue(book.entryCount() > 0);
        assertTrue(book.lookup(Position.parse("")).isPresent(), "the empty board is in the book");
        assertEquals(CliMain.OK, run("book", "info"), err.toString());
        assertTrue(out.toString().startsWith("BOOKINFO size=7x6"), out.toString());
    }

    @Test
    void verifyChecksASmallSampleOfTheShippedBookAgainstTheSolver() throws Exception {
        // the deepest entries: quick to solve, so the test stays fast
        int deepest = OpeningBook.bundled().entries().keySet().stream().mapToInt(Position::moveCount).max().orElseThrow();
        assertEquals(CliMain.OK, run("book", "verify", "--sample", "3", "--min-discs", Integer.toString(deepest), "--seed", "7"),
                err.toString());
        assertTrue(out.toString().startsWith("VERIFY checked=3 mismatches=0"), out.toString());
    }

    @Test
    void refusesACorruptBookFileWithAClearMessage(@TempDir Path temp) throws Exception {
        Path file = temp.resolve("broken.c4ob");
        Files.write(file, "C4OB and then nonsense".getBytes(StandardCharsets.US_ASCII));
        assertEquals(CliMain.FAILED, run("book", "info", "--book", file.toString()));
        assertTrue(err.toString().contains("broken.c4ob"), err.toString());
    }
}
