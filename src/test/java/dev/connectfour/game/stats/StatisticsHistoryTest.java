package dev.connectfour.game.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The history of finished games behind the statistics screen: lengths, assisted games, days, a bound. */
class StatisticsHistoryTest {
    private static final BoardSize SMALL = new BoardSize(5, 4);
    private static final StatisticsKey HARD = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.HARD);
    private static final StatisticsKey HARD_SMALL = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.HARD, SMALL);
    private static final LocalDate DAY = LocalDate.of(2026, 11, 22);

    @Test
    void eachGameCountsItsLengthAndWhetherItWasAssisted() {
        Statistics statistics = Statistics.EMPTY
                .plus(new FinishedGame(DAY, HARD, Outcome.WON, 21, false))
                .plus(new FinishedGame(DAY, HARD, Outcome.LOST, 30, true))
                .plus(new FinishedGame(DAY.plusDays(1), HARD, Outcome.DRAWN, 42, false));
        Tally tally = statistics.tally(HARD);
        assertEquals(new Tally(1, 1, 1, 0, 1, 3, 93, 1), tally);
        assertEquals(31.0, tally.averageMoves().getAsDouble(), 1e-9);
        assertEquals(3, statistics.history().size());
        assertEquals(Outcome.DRAWN, statistics.history().get(2).outcome(), "oldest first");
    }

    @Test
    void theSameLevelOnAnotherBoardIsKeptApart() {
        Statistics statistics = Statistics.EMPTY
                .plus(new FinishedGame(DAY, HARD, Outcome.WON, 21, false))
                .plus(new FinishedGame(DAY, HARD_SMALL, Outcome.LOST, 12, false));
        assertEquals(1, statistics.tally(HARD).won());
        assertEquals(0, statistics.tally(HARD).lost());
        assertEquals(1, statistics.tally(HARD_SMALL).lost());
        assertEquals(List.of(HARD, HARD_SMALL), List.copyOf(statistics.tallies().keySet()), "7x6 first, as set up");
        assertEquals(1, statistics.history(HARD_SMALL).size());
        assertEquals(12, statistics.history(HARD_SMALL).get(0).moves());
    }

    @Test
    void theHistoryKeepsTheLatestGamesWhileTheTalliesCountThemAll() {
        Statistics statistics = Statistics.EMPTY;
        int games = Statistics.MAX_HISTORY + 25;
        for (int i = 0; i < games; i++) {
            statistics = statistics.plus(new FinishedGame(DAY.plusDays(i), HARD, Outcome.WON, 7 + i % 30, false));
        }
        assertEquals(Statistics.MAX_HISTORY, statistics.history().size());
        assertEquals(DAY.plusDays(25), statistics.history().get(0).day(), "the oldest 25 dropped out");
        assertEquals(games, statistics.tally(HARD).played());
        assertEquals(games, statistics.tally(HARD).bestStreak());
        assertEquals(statistics, Statistics.parse(statistics.toText()));
    }

    @Test
    void aLongerSavedHistoryIsCutToTheLatestGames() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Statistics.MAX_HISTORY + 3; i++) {
            text.append("game ").append(DAY.plusDays(i)).append(" one_player hard 7x6 won 7 false\n");
        }
        Statistics statistics = Statistics.parse(text.toString());
        assertEquals(Statistics.MAX_HISTORY, statistics.history().size());
        assertEquals(DAY.plusDays(3), statistics.history().get(0).day());
    }

    @Test
    void theTextFormRoundTripsTalliesAndHistory() {
        Statistics statistics = Statistics.EMPTY
                .plus(new FinishedGame(DAY, HARD_SMALL, Outcome.LOST, 12, true))
                .plus(new FinishedGame(DAY, new StatisticsKey(Mode.WATCH, ComputerLevel.custom(9), new BoardSize(9, 7)),
                        Outcome.DRAWN, 63, false))
                .plus(HARD, Outcome.WON);
        String text = statistics.toText();
        assertEquals("tally one_player hard 7x6 1 0 0 1 1 0 0 0\n"
                + "tally one_player hard 5x4 0 0 1 0 0 1 12 1\n"
                + "tally watch depth:9 9x7 0 1 0 0 0 1 63 0\n"
                + "game 2026-11-22 one_player hard 5x4 lost 12 true\n"
                + "game 2026-11-22 watch depth:9 9x7 drawn 63 false\n", text);
        assertEquals(statistics, Statistics.parse(text));
    }

    @Test
    void gamesOnTheNineBySixBoardOfEarlierVersionsAreKeptBesideTheOthers() {
        String text = "tally one_player hard 7x6 1 0 0 1 1 0 0 0\n"
                + "tally watch depth:9 9x7 0 1 0 0 0 1 63 0\n"
                + "tally watch depth:9 9x6 0 1 0 0 0 1 54 0\n"
                + "game 2026-11-21 watch depth:9 9x6 drawn 54 false\n"
                + "game 2026-11-22 watch depth:9 9x7 drawn 63 false\n";
        Statistics statistics = Statistics.parse(text);
        StatisticsKey old = new StatisticsKey(Mode.WATCH, ComputerLevel.custom(9), new BoardSize(9, 6));
        assertEquals(1, statistics.tally(old).drawn());
        assertEquals(1, statistics.history(old).size());
        assertEquals(3, statistics.tallies().size());
        assertEquals(text, statistics.toText(), "nothing lost, the retired board listed last");
    }

    @Test
    void impossibleGamesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new FinishedGame(DAY, HARD_SMALL, Outcome.WON, 21, false));
        assertThrows(IllegalArgumentException.class, () -> new Tally(1, 0, 0, 1, 1, 2, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> new Tally(1, 0, 0, 1, 1, 1, 10, 2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Statistics.parse("tally one_player hard 7x6 1 0 0 1 1 1 9 0\ngame yesterday one_player hard 7x6 won 9 false"));
        assertTrue(e.getMessage().startsWith("statistics line 2 "), e.getMessage());
    }

    @Test
    void theBookDatesEachGameByItsClockAndClears() {
        StatisticsBook book = new StatisticsBook(Statistics.EMPTY,
                Clock.fixed(Instant.parse("2026-11-22T23:30:00Z"), ZoneOffset.ofHours(2)));
        book.record(HARD_SMALL, Outcome.WON, 9, true);
        assertEquals(List.of(new FinishedGame(LocalDate.of(2026, 11, 23), HARD_SMALL, Outcome.WON, 9, true)),
                book.getStatistics().history(), "the player's own day");
        book.clear();
        assertTrue(book.getStatistics().isEmpty());
    }
}
