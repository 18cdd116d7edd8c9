package dev.connectfour.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.Position;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The book the game ships: its outcome layer against an independent table of every 8-disc position
 * ({@code src/docs/book/outcomes-8-ply.txt}, John Tromp's database as published by bitbully-databases,
 * MIT; the 9-disc level below it comes from our exact scores), its layers complete, and a sample of both
 * layers against fresh solves.
 */
class ShippedBookTest {
    private static final Path REFERENCE = Path.of("src/docs/book/outcomes-8-ply.txt");

    private final OpeningBook book = shipped();

    private static OpeningBook shipped() {
        try {
            return OpeningBook.bundled();
        } catch (OpeningBook.BookFormatException e) {
            throw new AssertionError("the shipped book cannot be read: " + e.getMessage(), e);
        }
    }

    @Test
    void theOutcomeLayerAgreesWithEveryLineOfTheIndependentTable() throws Exception {
        List<String> disagreements = new ArrayList<>();
        List<String> lines = Files.readAllLines(REFERENCE);
        for (String line : lines) {
            String[] fields = line.split(" ");
            Position position = Position.parse(fields[0]);
            OpeningBook.Outcome expected = OpeningBook.Outcome.ofScore(Integer.parseInt(fields[1]));
            for (Position orientation : new Position[] {position, position.mirror()}) {
                OpeningBook.Outcome actual = book.lookup(orientation).map(OpeningBook.Entry::outcome).orElse(null);
                if (actual != expected) {
                    disagreements.add(orientation.moves() + ": " + actual + ", the table says " + expected);
                }
            }
        }
        assertEquals(91_295, lines.size());
        assertEquals(List.of(), disagreements.subList(0, Math.min(20, disagreements.size())),
                disagreements.size() + " disagreements");
    }

    @Test
    void theLayersGoToNineDiscsForOutcomesAndExactScoresAndHoldEveryPosition() {
        assertEquals(9, book.depths().outcome());
        assertEquals(9, book.depths().exact());
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        // a sample of none: only the completeness of the layers
        BookVerifier.Report report = new BookVerifier(book, 8L << 20).verify(BookVerifier.Layer.ALL, 0, 1, 0, new PrintStream(log));
        assertEquals(0, report.missing(), log.toString());
    }

    @Test
    void aSampleOfEachLayerAgreesWithFreshSolves() {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        BookVerifier verifier = new BookVerifier(book, 64L << 20);
        BookVerifier.Report outcomes = verifier.verify(BookVerifier.Layer.OUTCOME, 8, 20261124, 8, new PrintStream(log));
        BookVerifier.Report exact = verifier.verify(BookVerifier.Layer.EXACT, 2, 20261124, 6, new PrintStream(log));
        assertEquals(8, outcomes.checked());
        assertEquals(2, exact.checked());
        assertEquals(0, outcomes.mismatches() + exact.mismatches(), log.toString());
    }
}
