package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.game.SavedGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SavedGameStoreTest {
    @TempDir
    Path directory;

    private SavedGameStore store() {
        return new SavedGameStore(new AtomicFile(directory.resolve(SavedGameStore.FILE_NAME),
                Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC)));
    }

    private static SavedGame example() throws SavedGameException {
        return SavedGameFormat.parse(SavedGameFormatTest.EXAMPLE);
    }

    @Test
    void theLastGameIsKeptLoadedAndCleared() throws SavedGameException {
        SavedGameStore store = store();
        assertEquals(Optional.empty(), store.loadLast().value());
        assertTrue(store.save(example()));
        LoadResult<Optional<SavedGame>> last = store().loadLast();
        assertEquals(LoadResult.Status.LOADED, last.status());
        assertEquals(Optional.of(example()), last.value());
        assertTrue(store.clear());
        assertEquals(LoadResult.Status.NO_FILE, store.loadLast().status());
    }

    @Test
    void aBadLastGameIsKeptAsideAndNoGameIsOffered() throws IOException {
        Path file = directory.resolve(SavedGameStore.FILE_NAME);
        String bad = SavedGameFormatTest.EXAMPLE.replace("moves 44-3", "moves 44x");
        Files.writeString(file, bad);
        LoadResult<Optional<SavedGame>> last = store().loadLast();
        assertEquals(Optional.empty(), last.value());
        assertTrue(last.problem().startsWith("line 14: moves: move 3 of \"44x\""), last.problem());
        assertEquals(bad, Files.readString(directory.resolve("last-game.txt.corrupt-20261122-120000")));
        assertFalse(Files.exists(file));
    }

    @Test
    void saveAsAndOpenAChosenFile() throws Exception {
        Path chosen = directory.resolve("games").resolve("mine" + SavedGameStore.EXTENSION);
        SavedGameStore.saveAs(chosen, example());
        assertEquals(example(), SavedGameStore.open(chosen));
    }

    @Test
    void openingABadFileReportsTheLineAndChangesNothing() throws IOException {
        Path chosen = directory.resolve("bad.c4game");
        byte[] bytes = SavedGameFormatTest.EXAMPLE.replace("mode one_player", "mode solo").getBytes();
        Files.write(chosen, bytes);
        SavedGameException error = assertThrows(SavedGameException.class, () -> SavedGameStore.open(chosen));
        assertEquals(2, error.lineNumber());
        assertArrayEquals(bytes, Files.readAllBytes(chosen));
        assertEquals(1, Files.list(directory).count(), "no copy, no temporary file");
        assertThrows(NoSuchFileException.class, () -> SavedGameStore.open(directory.resolve("missing.c4game")));
    }
}
