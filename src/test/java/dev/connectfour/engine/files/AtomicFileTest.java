package dev.connectfour.engine.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path directory;

    private List<String> filesIn(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString()).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void writesCreateTheDirectoryAndReplaceTheWholeFile() throws IOException {
        Path nested = directory.resolve("a").resolve("b");
        AtomicFile file = new AtomicFile(nested.resolve("data.txt"));
        file.writeString("first version, rather long\n");
        file.writeString("second\n");
        assertEquals(Optional.of("second\n"), file.readString());
        assertEquals(List.of("data.txt"), filesIn(nested), "no temporary file left behind");
    }

    @Test
    void aWriterThatFailsHalfWayLeavesTheOldFileIntactAndNoTemporaryFile() throws IOException {
        AtomicFile file = new AtomicFile(directory.resolve("data.txt"));
        file.writeString("the old content\n");
        IOException failure = assertThrows(IOException.class, () -> file.write(out -> {
            out.write("the new content, half of it".getBytes(StandardCharsets.UTF_8));
            out.flush();
            throw new IOException("disk full (simulated)");
        }));
        assertEquals("disk full (simulated)", failure.getMessage());
        assertEquals(Optional.of("the old content\n"), file.readString());
        assertEquals(List.of("data.txt"), filesIn(directory));
    }

    @Test
    void aRuntimeExceptionHalfWayIsNoDifferent() throws IOException {
        AtomicFile file = new AtomicFile(directory.resolve("data.txt"));
        file.writeString("old");
        assertThrows(IllegalStateException.class, () -> file.write(out -> {
            out.write(new byte[100_000]); // more than any buffer: part of it reached the temporary file
            throw new IllegalStateException("bug in a writer");
        }));
        assertEquals(Optional.of("old"), file.readString());
        assertEquals(List.of("data.txt"), filesIn(directory));
    }

    @Test
    void aWriterMayCloseTheStream() throws IOException {
        AtomicFile file = new AtomicFile(directory.resolve("data.txt"));
        file.write(out -> {
            out.write('x');
            out.close();
        });
        assertEquals(Optional.of("x"), file.readString());
    }

    @Test
    void noFileMeansTheDefaultsAndNothingToReport() {
        AtomicFile file = new AtomicFile(directory.resolve("data.txt"), NOON);
        LoadResult<String> result = file.load(text -> text, "defaults");
        assertEquals(LoadResult.Status.NO_FILE, result.status());
        assertEquals("defaults", result.value());
        assertFalse(result.needsNotice());
        assertEquals(Optional.empty(), result.notice());
    }

    @Test
    void aBadFileIsKeptAsideUnderATimestampAndTheDefaultsApply() throws IOException {
        Path path = directory.resolve("data.txt");
        Files.writeString(path, "garbage");
        AtomicFile file = new AtomicFile(path, NOON);
        LoadResult<Integer> result = file.load(Integer::parseInt, 7);
        assertEquals(LoadResult.Status.DEFAULTS_USED, result.status());
        assertEquals(7, result.value());
        Path kept = directory.resolve("data.txt.corrupt-20261122-120000");
        assertEquals(kept.toAbsolutePath(), result.keptAs());
        assertEquals("garbage", Files.readString(kept));
        assertFalse(Files.exists(path));
        assertTrue(result.notice().orElseThrow().contains("data.txt.corrupt-20261122-120000"), result.notice().get());
        assertTrue(result.problem().contains("garbage"), result.problem());
    }

    /** A file some of whose values were reset: a copy as it was beside it, never over an earlier one; the file stays. */
    @Test
    void aRepairedFileKeepsACopyAsItWasAndStaysForTheRepairedValue() throws IOException {
        Path path = directory.resolve("data.txt");
        AtomicFile file = new AtomicFile(path, NOON);
        Files.writeString(path, "a=1\nb=bad\n");
        LoadResult<String> first = file.keepCopyOfRepaired("a=1", "b (bad)");
        assertEquals(LoadResult.Status.REPAIRED, first.status());
        assertTrue(first.needsNotice());
        assertEquals("b (bad)", first.problem());
        assertEquals(directory.resolve("data.txt.corrupt-20261122-120000").toAbsolutePath(), first.keptAs());
        assertEquals("a=1\nb=bad\n", Files.readString(first.keptAs()));
        assertEquals("a=1\nb=bad\n", Files.readString(path), "the file stays for its owner to write over");
        Files.writeString(path, "a=2\nb=worse\n");
        LoadResult<String> second = file.keepCopyOfRepaired("a=2", "b (worse)");
        assertEquals(directory.resolve("data.txt.corrupt-20261122-120000-2").toAbsolutePath(), second.keptAs());
        assertEquals("a=1\nb=bad\n", Files.readString(first.keptAs()), "the earlier copy is kept");
        file.writeString("a=2\n");
        assertEquals("a=2\n", Files.readString(path));
    }

    /** No copy could be made: the file is not written over, so what it held is not lost. */
    @Test
    void aRepairedFileThatCannotBeCopiedIsNotWrittenOver() {
        AtomicFile file = new AtomicFile(directory.resolve("gone.txt"), NOON);
        LoadResult<String> result = file.keepCopyOfRepaired("a=1", "b (bad)");
        assertEquals(LoadResult.Status.REPAIRED, result.status());
        assertEquals(null, result.keptAs());
        assertTrue(result.notice().orElseThrow().contains("will not be written over"), result.notice().get());
        assertThrows(IOException.class, () -> file.writeString("a=1\n"));
    }

    @Test
    void anEarlierCorruptCopyIsNeverOverwritten() throws IOException {
        Path path = directory.resolve("data.txt");
        AtomicFile file = new AtomicFile(path, NOON);
        Files.writeString(path, "first bad");
        Path first = file.load(Integer::parseInt, 0).keptAs();
        Files.writeString(path, "second bad");
        Path second = file.load(Integer::parseInt, 0).keptAs();
        assertNotEquals(first, second);
        assertEquals("first bad", Files.readString(first));
        assertEquals("second bad", Files.readString(second));
        assertEquals(directory.resolve("data.txt.corrupt-20261122-120000-2").toAbsolutePath(), second);
    }

    @Test
    void bytesThatAreNotUtf8AreABadFile() throws IOException {
        Path path = directory.resolve("data.txt");
        byte[] bytes = {(byte) 0xC3, (byte) 0x28, 'a'};
        Files.write(path, bytes);
        LoadResult<String> result = new AtomicFile(path, NOON).load(text -> text, "defaults");
        assertEquals(LoadResult.Status.DEFAULTS_USED, result.status());
        assertArrayEquals(bytes, Files.readAllBytes(result.keptAs()));
    }

    @Test
    void aDirectoryWhereTheFileShouldBeIsReportedNotThrown() throws IOException {
        Path path = directory.resolve("data.txt");
        Files.createDirectory(path);
        LoadResult<String> result = new AtomicFile(path, NOON).load(text -> text, "defaults");
        assertEquals("defaults", result.value());
        assertTrue(result.needsNotice());
    }

    @Test
    void aHugeFileIsNotReadIntoMemory() throws IOException {
        Path path = directory.resolve("data.txt");
        Files.write(path, new byte[(int) AtomicFile.MAX_READ_BYTES + 1]);
        LoadResult<String> result = new AtomicFile(path, NOON).load(text -> text, "defaults");
        assertEquals(LoadResult.Status.DEFAULTS_USED, result.status());
        assertTrue(result.problem().contains("larger than"), result.problem());
    }

    /** What SettingsStore does by hand, as it would read with AtomicFile: Java properties, UTF-8. */
    @Test
    void javaPropertiesRoundTripAsSettingsStoreWouldUseIt() throws IOException {
        AtomicFile file = new AtomicFile(directory.resolve("settings.properties"), NOON);
        java.util.Properties saved = new java.util.Properties();
        saved.setProperty("theme", "CLASSIC");
        saved.setProperty("name", "Zoë");
        file.write(out -> saved.store(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), "Connect Four settings"));
        LoadResult<java.util.Properties> loaded = file.load(text -> {
            java.util.Properties properties = new java.util.Properties();
            properties.load(new java.io.StringReader(text));
            return properties;
        }, new java.util.Properties());
        assertEquals(LoadResult.Status.LOADED, loaded.status());
        assertEquals(saved, loaded.value());
    }

    @Test
    void deleteRemovesTheFileAndIsHarmlessWithout() throws IOException {
        AtomicFile file = new AtomicFile(directory.resolve("data.txt"));
        file.delete();
        file.writeString("x");
        file.delete();
        assertEquals(Optional.empty(), file.readString());
    }
}
