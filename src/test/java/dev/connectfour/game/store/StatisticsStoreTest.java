package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Statistics;
import dev.connectfour.game.StatisticsBook;
import dev.connectfour.game.StatisticsKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatisticsStoreTest {
    private static final StatisticsKey HARD = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.HARD);
    private static final StatisticsKey TWO = new StatisticsKey(Mode.TWO_PLAYERS, null);

    @TempDir
    Path directory;

    private StatisticsStore store() {
        return new StatisticsStore(new AtomicFile(directory.resolve(StatisticsStore.FILE_NAME),
                Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC)));
    }

    @Test
    void savesAndLoadsWithAVersionedHeader() throws IOException {
        Statistics statistics = Statistics.EMPTY.plus(HARD, Outcome.WON).plus(HARD, Outcome.LOST).plus(TWO, Outcome.DRAWN);
        assertTrue(store().save(statistics));
        String text = Files.readString(directory.resolve("statistics.txt"));
        assertEquals("connect-four-statistics 1\none_player hard 1 0 1 0 1\ntwo_players - 0 1 0 0 0\n", text);
        LoadResult<Statistics> loaded = store().load();
        assertEquals(LoadResult.Status.LOADED, loaded.status());
        assertEquals(statistics, loaded.value());
    }

    @Test
    void noFileIsEmptyStatisticsWithoutANotice() {
        LoadResult<Statistics> loaded = store().load();
        assertEquals(Statistics.EMPTY, loaded.value());
        assertFalse(loaded.needsNotice());
    }

    @Test
    void aBadLineGivesEmptyStatisticsANoticeNamingTheFileLineAndTheKeptCopy() throws IOException {
        String bad = "connect-four-statistics 1\none_player hard 1 0 1 0 1\none_player hard 9 9\n";
        Files.writeString(directory.resolve("statistics.txt"), bad);
        LoadResult<Statistics> loaded = store().load();
        assertEquals(Statistics.EMPTY, loaded.value());
        assertTrue(loaded.problem().startsWith("statistics line 3 "), loaded.problem());
        Path kept = directory.resolve("statistics.txt.corrupt-20261122-120000");
        assertEquals(bad, Files.readString(kept));
        assertTrue(loaded.notice().orElseThrow().contains(kept.getFileName().toString()));
    }

    @Test
    void aFileWithoutTheHeaderIsBad() throws IOException {
        Files.writeString(directory.resolve("statistics.txt"), "one_player hard 1 0 1 0 1\n");
        LoadResult<Statistics> loaded = store().load();
        assertTrue(loaded.problem().startsWith("line 1: expected \"connect-four-statistics 1\""), loaded.problem());
    }

    @Test
    void keepSavedWritesEveryFinishedGameUntilStopped() {
        StatisticsBook book = new StatisticsBook();
        Runnable stop = store().keepSaved(book);
        book.record(HARD, Outcome.WON);
        assertEquals(book.getStatistics(), store().load().value());
        stop.run();
        book.record(HARD, Outcome.WON);
        assertEquals(1, store().load().value().tally(HARD).won());
    }
}
