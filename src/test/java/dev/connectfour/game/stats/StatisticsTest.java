package dev.connectfour.game.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import org.junit.jupiter.api.Test;

class StatisticsTest {
    private static final StatisticsKey HARD = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.HARD);
    private static final StatisticsKey TWO = new StatisticsKey(Mode.TWO_PLAYERS, null);

    @Test
    void streaksCountWinsInARow() {
        Tally tally = Tally.NONE;
        for (Outcome outcome : new Outcome[] {Outcome.WON, Outcome.WON, Outcome.DRAWN, Outcome.WON, Outcome.LOST}) {
            tally = tally.plus(outcome);
        }
        assertEquals(new Tally(3, 1, 1, 0, 2), tally);
        assertEquals(5, tally.played());
        assertEquals(new Tally(4, 1, 1, 1, 2), tally.plus(Outcome.WON));
    }

    @Test
    void theTextFormRoundTrips() {
        Statistics statistics = Statistics.EMPTY
                .plus(HARD, Outcome.WON).plus(HARD, Outcome.LOST)
                .plus(TWO, Outcome.DRAWN)
                .plus(new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.custom(8)), Outcome.WON);
        String text = statistics.toText();
        assertEquals("tally one_player depth:8 7x6 1 0 0 1 1 0 0 0\ntally one_player hard 7x6 1 0 1 0 1 0 0 0\n"
                + "tally two_players - 7x6 0 1 0 0 0 0 0 0\n", text);
        assertEquals(statistics, Statistics.parse(text));
        assertEquals(Statistics.EMPTY, Statistics.parse(""));
        assertEquals(Tally.NONE, statistics.tally(new StatisticsKey(Mode.WATCH, ComputerLevel.EASY)));
    }

    @Test
    void theVersionOneFormStillReadsAsGamesOnTheStandardBoard() {
        Statistics old = Statistics.parseVersion1("one_player hard 1 0 1 0 1\ntwo_players - 0 1 0 0 0\n");
        assertEquals(new Tally(1, 0, 1, 0, 1), old.tally(HARD));
        assertEquals(new Tally(0, 1, 0, 0, 0), old.tally(TWO));
        assertEquals(java.util.List.of(), old.history());
        assertTrue(old.tally(HARD).averageMoves().isEmpty(), "no lengths were kept then");
    }

    @Test
    void badTextIsRefusedNamingTheLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Statistics.parseVersion1("one_player hard 1 0 0 1 1\none_player hard 1 0"));
        assertEquals("statistics line 2 \"one_player hard 1 0\": expected 7 fields (mode level won drawn lost current best), found 4",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Statistics.parseVersion1("one_player hard 1 0 0 2 1"));
        assertThrows(IllegalArgumentException.class, () -> Statistics.parseVersion1("two_players easy 1 0 0 1 1"));
        assertThrows(IllegalArgumentException.class, () -> Statistics.parseVersion1("chess hard 1 0 0 1 1"));
        assertThrows(IllegalArgumentException.class,
                () -> Statistics.parseVersion1("one_player hard 1 0 0 1 1\none_player hard 1 0 0 1 1"));
        e = assertThrows(IllegalArgumentException.class, () -> Statistics.parse("one_player hard 1 0 0 1 1"));
        assertTrue(e.getMessage().startsWith("statistics line 1 "), e.getMessage());
    }

    @Test
    void theBookIsObservable() {
        StatisticsBook book = new StatisticsBook();
        int[] changes = {0};
        book.statisticsProperty().addListener((observable, before, after) -> changes[0]++);
        book.record(HARD, Outcome.WON);
        assertEquals(1, changes[0]);
        assertEquals(new Tally(1, 0, 0, 1, 1), book.getStatistics().tally(HARD));
        book.clear();
        assertEquals(Statistics.EMPTY, book.getStatistics());
    }
}
