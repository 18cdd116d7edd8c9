package dev.connectfour.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.cli.book.BookGenerator;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The book file format, its validation, and a small book generated, resumed and verified end to end. */
class OpeningBookTest {
    private static final BoardSize SMALL = new BoardSize(5, 4);

    @TempDir
    static Path temp;
    private static OpeningBook generated;

    @BeforeAll
    static void generateASmallBook() throws Exception {
        BookGenerator generator = new BookGenerator(SMALL,
                new BookGenerator.Settings(8, 2, 8 << 20, temp.resolve("progress.txt")), new java.io.PrintStream(new ByteArrayOutputStream()));
        generated = generator.run();
    }

    private static byte[] bytes(OpeningBook book) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        book.write(out);
        return out.toByteArray();
    }

    @Test
    void aPackedBoardHasNoBookSinceItsKeysAreOnlyHashes() {
        BoardSize packed = new BoardSize(9, 7);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OpeningBook.of(packed, 2,
                Map.of(Position.empty(packed), new OpeningBook.Entry(OpeningBook.Outcome.WIN, 1 << 4))));
        assertTrue(e.getMessage().contains("9x7"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new BookGenerator(packed,
                new BookGenerator.Settings(2, 1, 8L << 20, Path.of("progress.txt")), System.err));
    }

    @Test
    void aGeneratedBookCoversHardsPositionsAndEveryEntryIsRight() {
        assertEquals(8, generated.depths().lines());
        assertTrue(generated.lookup(Position.empty(SMALL)).isPresent(), "the empty board");
        for (int column = 0; column < SMALL.width(); column++) {
            assertTrue(generated.lookup(Position.empty(SMALL).play(column)).isPresent(), "every first move");
        }
        BookVerifier.Report report = new BookVerifier(generated, 8 << 20).verify(BookVerifier.Layer.ALL, Integer.MAX_VALUE, 1, 0,
                new java.io.PrintStream(new ByteArrayOutputStream()));
        assertEquals(generated.entryCount(), report.checked());
        assertEquals(0, report.mismatches(), report.summary());
    }

    @Test
    void aResumedGenerationComputesNothingAgainAndSkipsACutLine() throws Exception {
        Path progress = temp.resolve("progress.txt");
        Files.writeString(progress, Files.readString(progress) + "E 1234", java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        OpeningBook again = new BookGenerator(SMALL, new BookGenerator.Settings(8, 1, 8 << 20, progress),
                new java.io.PrintStream(log, true)).run();
        String text = log.toString();
        assertTrue(text.contains("skipping line"), text);
        assertTrue(!text.contains("to compute") || text.lines().filter(l -> l.contains("to compute")).allMatch(l -> l.endsWith(" 0 to compute")), text);
        assertEquals(List.copyOf(generated.entries().keySet()), List.copyOf(again.entries().keySet()));
    }

    @Test
    void writesAndReadsBackTheSameBook() throws Exception {
        OpeningBook read = OpeningBook.read(new ByteArrayInputStream(bytes(generated)), SMALL);
        assertEquals(generated.entryCount(), read.entryCount());
        assertEquals(generated.depths().lines(), read.depths().lines());
        assertEquals(generated.entries(), read.entries());
    }

    @Test
    void mirrorImagesShareAnEntryWithTheMovesMirrored() {
        Position position = Position.parse("4453");
        Map<Position, OpeningBook.Entry> entries = new LinkedHashMap<>();
        entries.put(position, new OpeningBook.Entry(OpeningBook.Outcome.WIN, 1 << 1)); // column 2
        OpeningBook book = OpeningBook.of(BoardSize.STANDARD, 4, entries);
        assertEquals(1, book.entryCount());
        assertEquals(Optional.of(new OpeningBook.Entry(OpeningBook.Outcome.WIN, 1 << 1)), book.lookup(position));
        assertEquals(Optional.of(new OpeningBook.Entry(OpeningBook.Outcome.WIN, 1 << 5)), book.lookup(position.mirror()));
        assertEquals(Optional.empty(), book.lookup(Position.parse("4454")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "4", "4453", "1234567", "44444432", "3333334444"})
    void aPositionIsRebuiltFromItsKey(String moves) {
        Position position = Position.parse(moves);
        Position rebuilt = BookKeys.position(BoardSize.STANDARD, position.key());
        assertEquals(position, rebuilt);
    }

    @Test
    void refusesAFlippedByteWithAChecksumMessage() throws Exception {
        byte[] data = bytes(generated);
        data[data.length - 3] ^= 0x10;
        var e = assertThrows(OpeningBook.BookFormatException.class, () -> OpeningBook.read(new ByteArrayInputStream(data), SMALL));
        assertTrue(e.getMessage().contains("checksum"), e.getMessage());
    }

    @Test
    void refusesATruncatedFile() throws Exception {
        byte[] data = bytes(generated);
        byte[] cut = java.util.Arrays.copyOf(data, data.length - 5);
        var e = assertThrows(OpeningBook.BookFormatException.class, () -> OpeningBook.read(new ByteArrayInputStream(cut), SMALL));
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void refusesABookForAnotherBoard() throws Exception {
        var e = assertThrows(OpeningBook.BookFormatException.class,
                () -> OpeningBook.read(new ByteArrayInputStream(bytes(generated)), BoardSize.STANDARD));
        assertTrue(e.getMessage().contains("5x4") && e.getMessage().contains("7x6"), e.getMessage());
    }

    @Test
    void refusesAnotherFileOrFormatVersion() throws Exception {
        var notABook = assertThrows(OpeningBook.BookFormatException.class,
                () -> OpeningBook.read(new ByteArrayInputStream("hello world, not a book".getBytes()), SMALL));
        assertTrue(notABook.getMessage().contains("not an opening book"), notABook.getMessage());
        byte[] data = bytes(generated);
        data[5] = 9; // format version 9
        var version = assertThrows(OpeningBook.BookFormatException.class, () -> OpeningBook.read(new ByteArrayInputStream(data), SMALL));
        assertTrue(version.getMessage().contains("version 9"), version.getMessage());
    }

    @Test
    void refusesLayerCountsThatDisagreeWithTheEntriesEvenUnderAMatchingChecksum() throws Exception {
        byte[] data = bytes(generated);
        ByteBuffer header = ByteBuffer.wrap(data);
        header.putInt(20, header.getInt(20) + 1); // one exact score more than the entries hold
        CRC32 crc = new CRC32();
        crc.update(data, 4, 20);
        crc.update(data, 28, data.length - 28);
        header.putInt(24, (int) crc.getValue());
        var e = assertThrows(OpeningBook.BookFormatException.class, () -> OpeningBook.read(new ByteArrayInputStream(data), SMALL));
        assertTrue(e.getMessage().contains("the header says"), e.getMessage());
    }
}
