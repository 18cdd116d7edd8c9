package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleProgress;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleProgressStoreTest {
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-11-26T12:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path directory;

    private PuzzleProgressStore store() {
        return new PuzzleProgressStore(new AtomicFile(directory.resolve(PuzzleProgressStore.FILE_NAME), NOON));
    }

    @Test
    void everyAttemptIsSavedAtOnceAndLoadsBackTheSame() throws IOException {
        PuzzleBook book = new PuzzleBook(PuzzleProgress.NEW, NOON);
        Runnable stop = store().keepSaved(book);
        int change = book.record(PuzzleFile.parse("44444246622215151 win 3 1 870 - 12333"), true, true);
        book.record(PuzzleFile.parse("44444242232322 only-move 0 3 1050 - 3"), false, false);
        stop.run();
        String text = Files.readString(directory.resolve("puzzles.txt"));
        assertTrue(text.startsWith("connect-four-puzzles 1\nrating "), text);
        int deviation = (int) Math.round(book.getProgress().rating().deviation());
        assertTrue(deviation < 350, "one rated attempt narrows the deviation: " + deviation);
        assertTrue(text.contains("attempt 2026-11-26 44444246622215151 solved rated " + (1500 + change) + " "
                + deviation + "\n"), text);
        assertTrue(text.endsWith("attempt 2026-11-26 44444242232322 failed unrated " + (1500 + change) + " "
                + deviation + "\n"), text);
        LoadResult<PuzzleProgress> loaded = store().load();
        assertEquals(LoadResult.Status.LOADED, loaded.status());
        assertEquals(book.getProgress().attempts(), loaded.value().attempts());
        assertEquals(book.getProgress().shownRating(), loaded.value().shownRating());
    }

    @Test
    void attemptsKeptBeforeTheirDeviationWasReadWithoutItAndAreWrittenBackAsTheyWere() throws IOException {
        String before = "connect-four-puzzles 1\nrating 1523.4120 290.1180 0.06000000\n"
                + "attempt 2026-11-25 44444246622215151 solved rated 1523\n";
        Files.writeString(directory.resolve("puzzles.txt"), before);
        LoadResult<PuzzleProgress> loaded = store().load();
        assertEquals(LoadResult.Status.LOADED, loaded.status(), loaded.problem());
        assertEquals(OptionalInt.empty(), loaded.value().attempts().get(0).deviationAfter());
        PuzzleBook book = new PuzzleBook(loaded.value(), NOON);
        book.record(PuzzleFile.parse("44444242232322 only-move 0 3 1050 - 3"), true, true);
        assertTrue(store().save(book.getProgress()));
        String after = Files.readString(directory.resolve("puzzles.txt"));
        assertTrue(after.contains("attempt 2026-11-25 44444246622215151 solved rated 1523\n"), after);
        assertTrue(after.matches("(?s).*\nattempt 2026-11-26 44444242232322 solved rated \\d+ \\d+\n"), after);
        List<PuzzleProgress.Attempt> read = store().load().value().attempts();
        assertEquals(book.getProgress().attempts(), read, "nothing lost, nothing made up");
        assertTrue(read.get(1).deviationAfter().getAsInt() < 290);
    }

    @Test
    void aCorruptFileIsKeptAsideTheProgressStartsAfreshAndTheNextSaveLosesNothingMore() throws IOException {
        String bad = "connect-four-puzzles 1\nrating 1600 80 0.06\nattempt 2026-11-25 4444 solved rated\n";
        Files.writeString(directory.resolve("puzzles.txt"), bad);
        LoadResult<PuzzleProgress> loaded = store().load();
        assertEquals(PuzzleProgress.NEW, loaded.value());
        assertTrue(loaded.problem().contains("line 3"), loaded.problem());
        Path kept = directory.resolve("puzzles.txt.corrupt-20261126-120000");
        assertEquals(bad, Files.readString(kept));
        assertTrue(loaded.notice().orElseThrow().contains(kept.getFileName().toString()));
        assertTrue(store().save(PuzzleProgress.NEW));
        assertEquals(bad, Files.readString(kept), "the bad file is still there to recover by hand");
    }

    @Test
    void noFileIsANewPlayerWithoutANotice() {
        LoadResult<PuzzleProgress> loaded = store().load();
        assertEquals(1500, loaded.value().shownRating());
        assertTrue(loaded.notice().isEmpty());
    }
}
