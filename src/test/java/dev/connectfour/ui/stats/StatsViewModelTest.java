package dev.connectfour.ui.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.chart.RatingChart;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The statistics screen's model, without a window: its lines, the chart of the selected one, the reset. */
class StatsViewModelTest {
    private final StatisticsBook book = new StatisticsBook();
    private final StatisticsKey easy = new StatisticsKey(Mode.ONE_PLAYER, ComputerLevel.EASY, BoardSize.STANDARD);

    private StatsViewModel model() {
        return new StatsViewModel(book, Bundles.forScreen(StatsController.class, "stats", Locale.ENGLISH));
    }

    @Test
    void theLinesSplitPlayedFromWatchedAndTheChartFollowsTheSelectedLine() {
        book.record(easy, Outcome.WON, 9, false);
        book.record(easy, Outcome.LOST, 20, false);
        book.record(StatisticsKey.watched(ComputerLevel.MEDIUM, ComputerLevel.HARD, BoardSize.STANDARD), Outcome.LOST, 30,
                false);
        StatsViewModel model = model();
        assertEquals(List.of("vs Easy · 7 × 6"), model.played().stream().map(StatsRow::game).toList());
        assertEquals(List.of("Medium vs Hard · 7 × 6"), model.watched().stream().map(StatsRow::game).toList());
        assertEquals("Results per day: all games played", model.chartTitleProperty().get());
        assertEquals(2, model.resultsProperty().get().games().size(), "the watched game is no one's result");
        assertFalse(model.resultsProperty().get().watched());

        model.selectedProperty().set(model.watched().get(0));
        assertEquals("Results per day: Medium vs Hard · 7 × 6", model.chartTitleProperty().get());
        assertEquals(1, model.resultsProperty().get().games().size());
        assertTrue(model.resultsProperty().get().watched(), "named as the computers' outcomes");
    }

    @Test
    void theRatingChartHasAPointPerRatedGameAndALineChosenShowsItsResultsAgain() {
        book.record(easy, Outcome.WON, 9, false);
        StatsViewModel model = model();
        assertTrue(model.ratingProperty().get().isEmpty(), "not rated yet");
        model.chartProperty().set(StatsViewModel.Chart.RATING);
        assertEquals("Game rating over time", model.chartTitleProperty().get());
        book.rating().rate(ComputerLevel.EASY, Outcome.WON);
        book.rating().rate(ComputerLevel.MEDIUM, Outcome.LOST);
        List<RatingChart.Point> points = model.ratingProperty().get();
        assertEquals(2, points.size(), "each rated game, as it is rated");
        assertEquals(book.rating().getRating().rating().rating(), points.get(1).rating(), 1e-9);
        assertTrue(points.get(0).rating() > 1500 && points.get(1).rating() < points.get(0).rating(), points.toString());
        model.selectedProperty().set(model.played().get(0));
        assertEquals(StatsViewModel.Chart.RESULTS, model.chartProperty().get());
        assertEquals("Results per day: vs Easy · 7 × 6", model.chartTitleProperty().get());
    }

    @Test
    void resetAsksFirstThenForgetsEverything() {
        book.record(easy, Outcome.WON, 9, false);
        StatsViewModel model = model();
        assertFalse(model.emptyProperty().get());
        model.askReset();
        assertTrue(model.askingProperty().get());
        model.cancelReset();
        assertFalse(model.askingProperty().get());
        assertEquals(1, model.played().size(), "kept");
        model.askReset();
        model.confirmReset();
        assertTrue(model.played().isEmpty());
        assertTrue(model.emptyProperty().get(), "nothing left to reset");
        assertFalse(model.askingProperty().get());
        model.close();
        book.record(easy, Outcome.WON, 9, false);
        assertTrue(model.played().isEmpty(), "a closed model follows the book no longer");
    }
}
