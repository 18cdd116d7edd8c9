package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.puzzles.PuzzleProgress;
import dev.connectfour.game.stats.GameRating;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one text form of both rating files, read and written through their stores. */
class RatingFileTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 26);

    @TempDir
    Path directory;

    @Test
    void aGameRatingWithAFullHistoryReadsBackTheSame() {
        GameRating rating = GameRating.NEW;
        for (int i = 0; i < GameRating.MAX_HISTORY + 5; i++) {
            rating = rating.after(1400, i % 3 == 0 ? Outcome.LOST : Outcome.WON, DAY.plusDays(i / 10));
        }
        RatingStore store = new RatingStore(directory);
        assertTrue(store.save(rating));
        GameRating read = store.load().value();
        assertEquals(rating.games(), read.games());
        assertEquals(rating.rating().rating(), read.rating().rating(), 1e-3);
        assertEquals(rating.rating().deviation(), read.rating().deviation(), 1e-3);
        assertEquals(rating.history().size(), read.history().size());
        assertEquals(rating.history().get(7).day(), read.history().get(7).day());
        assertEquals(rating.history().get(7).rating(), read.history().get(7).rating(), 0.01);
    }

    @Test
    void bothFilesWriteTheirRatingLineAlike() throws IOException {
        assertTrue(new RatingStore(directory).save(GameRating.NEW));
        assertTrue(new PuzzleProgressStore(directory).save(PuzzleProgress.NEW));
        String game = Files.readString(directory.resolve(RatingStore.FILE_NAME));
        String puzzles = Files.readString(directory.resolve(PuzzleProgressStore.FILE_NAME));
        assertEquals("connect-four-game-rating 1\nrating 1500.0000 350.0000 0.06000000 0\n", game);
        assertEquals("connect-four-puzzles 1\nrating 1500.0000 350.0000 0.06000000\n", puzzles);
    }

    @Test
    void aByteOrderMarkWindowsLineEndsBlankLinesAndTheEarlierPrecisionAreRead() throws IOException {
        Files.writeString(directory.resolve(PuzzleProgressStore.FILE_NAME), "\uFEFFconnect-four-puzzles 1\r\n"
                + "rating 1523.412 290.118 0.060000\r\n\r\nattempt 2026-11-26 44444242232322 failed unrated 1523\r\n",
                StandardCharsets.UTF_8);
        LoadResult<PuzzleProgress> loaded = new PuzzleProgressStore(directory).load();
        assertEquals(LoadResult.Status.LOADED, loaded.status(), loaded.problem());
        assertEquals(1523, loaded.value().shownRating());
        assertEquals(1, loaded.value().attempts().size());
    }

    @Test
    void aBadLineIsNamedByItsLineInTheFileAndTheFileIsKeptAside() throws IOException {
        Path path = directory.resolve(RatingStore.FILE_NAME);
        String bad = "connect-four-game-rating 1\n\nrating 1500 350 0.06 1\npoint 2026-11-26 1600.00\nwhat\n";
        Files.writeString(path, bad, StandardCharsets.UTF_8);
        LoadResult<GameRating> loaded = new RatingStore(directory).load();
        assertEquals(GameRating.NEW, loaded.value());
        assertTrue(loaded.problem().contains("line 5"), loaded.problem());
        assertEquals(bad, Files.readString(loaded.keptAsPath().orElseThrow()), "nothing lost");
    }

    @Test
    void anEntryBeforeTheRatingLineAndAMissingRatingLineAreRefused() throws IOException {
        Path path = directory.resolve(RatingStore.FILE_NAME);
        Files.writeString(path, "connect-four-game-rating 1\npoint 2026-11-26 1600.00\nrating 1500 350 0.06 1\n");
        assertTrue(new RatingStore(directory).load().problem().contains("line 2"));
        Files.writeString(path, "connect-four-game-rating 1\n\n");
        assertTrue(new RatingStore(directory).load().problem().contains("no \"rating\" line"));
    }
}
