package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.stats.FinishedGame;
import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.game.stats.Tally;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatisticsStoreTest {
    private static final StatisticsKey HARD = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.HARD);
    private static final StatisticsKey TWO = new StatisticsKey(Mode.TWO_PLAYERS, null);
    private static final StatisticsKey SMALL = new StatisticsKey(Mode.TWO_PLAYERS, null, new BoardSize(5, 4));
    private static final LocalDate DAY = LocalDate.of(2026, 11, 22);

    @TempDir
    Path directory;

    private StatisticsStore store() {
        return new StatisticsStore(new AtomicFile(directory.resolve(StatisticsStore.FILE_NAME),
                Clock.fixed(Instant.parse("2026-11-22T12:00:00Z"), ZoneOffset.UTC)));
    }

    @Test
    void savesAndLoadsWithAVersionedHeader() throws IOException {
        Statistics statistics = Statistics.EMPTY.plus(HARD, Outcome.WON).plus(HARD, Outcome.LOST).plus(TWO, Outcome.DRAWN)
                .plus(new FinishedGame(DAY, SMALL, Outcome.WON, 7, true));
        assertTrue(store().save(statistics));
        String text = Files.readString(directory.resolve("statistics.txt"));
        assertEquals("connect-four-statistics 3\ntally one_player hard 7x6 1 0 1 0 1 0 0 0\n"
                + "tally two_players - 7x6 0 1 0 0 0 0 0 0\ntally two_players - 5x4 1 0 0 1 1 1 7 1\n"
                + "game 2026-11-22 two_players - 5x4 won 7 true\n", text);
        LoadResult<Statistics> loaded = store().load();
        assertEquals(LoadResult.Status.LOADED, loaded.status());
        assertEquals(statistics, loaded.value());
    }

    @Test
    void aVersionOneFileStillLoadsAsGamesOnTheStandardBoardAndIsSavedAsTheNewestVersion() throws IOException {
        Files.writeString(directory.resolve("statistics.txt"),
                "connect-four-statistics 1\none_player hard 1 0 1 0 1\ntwo_players - 0 1 0 0 0\n");
        LoadResult<Statistics> loaded = store().load();
        assertEquals(LoadResult.Status.LOADED, loaded.status());
        assertEquals(new Tally(1, 0, 1, 0, 1), loaded.value().tally(new StatisticsKey(Mode.ONE_PLAYER,
                ComputerLevel.HARD, BoardSize.STANDARD)));
        assertEquals(1, loaded.value().tally(TWO).drawn());
        StatisticsBook book = new StatisticsBook(loaded.value());
        store().keepSaved(book);
        book.record(HARD, Outcome.WON, 9, false);
        assertTrue(Files.readString(directory.resolve("statistics.txt")).startsWith("connect-four-statistics 3\n"));
        assertEquals(book.getStatistics(), store().load().value());
        assertEquals(new Tally(2, 0, 1, 1, 1, 1, 9, 0), store().load().value().tally(HARD));
    }

    @Test
    void aBadVersionTwoLineIsHandledLikeAnyBadFile() throws IOException {
        String bad = "connect-four-statistics 2\ntally one_player hard 7x6 1 0 0 1 1 1 9 0\n"
                + "game 2026-11-31 one_player hard 7x6 won 9 false\n";
        Files.writeString(directory.resolve("statistics.txt"), bad);
        LoadResult<Statistics> loaded = store().load();
        assertEquals(Statistics.EMPTY, loaded.value());
        assertTrue(loaded.problem().startsWith("statistics line 3 "), loaded.problem());
        assertEquals(bad, Files.readString(directory.resolve("statistics.txt.corrupt-20261122-120000")));
        for (String line : new String[] {"tally one_player hard 9x8 1 0 0 1 1 1 9 0",
            "tally one_player hard 7x6 1 0 0 1 1 2 9 0", "game 2026-11-22 one_player hard 5x4 won 21 false",
            "game 2026-11-22 one_player hard 7x6 won 9 maybe", "tally one_player hard 7x6 1 0 0 1 1 1 -9 0"}) {
            Files.writeString(directory.resolve("statistics.txt"), "connect-four-statistics 2\n" + line + "\n");
            assertEquals(LoadResult.Status.DEFAULTS_USED, store().load().status(), line);
        }
    }

    @Test
    void aNewerVersionIsNotRead() throws IOException {
        Files.writeString(directory.resolve("statistics.txt"), "connect-four-statistics 4\n");
        assertEquals(LoadResult.Status.DEFAULTS_USED, store().load().status());
    }

    @Test
    void watchedGamesKeepBothComputersApartFromThePlayersGames() throws IOException {
        StatisticsKey watched = StatisticsKey.watched(ComputerLevel.MEDIUM, ComputerLevel.HARD, BoardSize.STANDARD);
        Statistics statistics = Statistics.EMPTY.plus(new FinishedGame(DAY, watched, Outcome.LOST, 30, false))
                .plus(new FinishedGame(DAY, HARD, Outcome.WON, 21, false));
        assertTrue(store().save(statistics));
        String text = Files.readString(directory.resolve("statistics.txt"));
        assertTrue(text.contains("tally watch medium/hard 7x6 0 0 1 0 0 1 30 0\n"), text);
        assertTrue(text.contains("game 2026-11-22 watch medium/hard 7x6 lost 30 false\n"), text);
        Statistics loaded = store().load().value();
        assertEquals(statistics, loaded);
        assertEquals(1, loaded.tally(watched).lost());
        assertEquals(List.of(HARD), loaded.playedHistory().stream().map(FinishedGame::key).toList(),
                "the players' games leave the watched one out");
    }

    @Test
    void aVersionTwoFileWithAWatchedGameStillLoads() throws IOException {
        Files.writeString(directory.resolve("statistics.txt"), "connect-four-statistics 2\n"
                + "tally watch medium 7x6 0 0 1 0 0 1 30 1\ngame 2026-11-22 watch medium 7x6 lost 30 true\n");
        LoadResult<Statistics> loaded = store().load();
        assertEquals(LoadResult.Status.LOADED, loaded.status());
        StatisticsKey firstComputerOnly = new StatisticsKey(Mode.WATCH, ComputerLevel.MEDIUM, BoardSize.STANDARD);
        assertEquals(1, loaded.value().tally(firstComputerOnly).lost());
        assertEquals(List.of(), loaded.value().playedHistory());
    }

    @Test
    void noFileIsEmptyStatisticsWithoutANotice() {
        LoadResult<Statistics> loaded = store().load();
        assertEquals(Statistics.EMPTY, loaded.value());
        assertFalse(loaded.needsNotice());
    }

    @Test
    void aBadLineGivesEmptyStatisticsANoticeNamingTheFileLineAndTheKeptCopy() throws IOException {
        String bad = "connect-four-statistics 1\none_player hard 1 0 1 0 1\none_player hard 9 9\n"; // version 1
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
        assertTrue(loaded.problem().startsWith("line 1: expected \"connect-four-statistics 3\""), loaded.problem());
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
