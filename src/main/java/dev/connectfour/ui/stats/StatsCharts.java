package dev.connectfour.ui.stats;

import dev.connectfour.ui.chart.RatingChart;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.scene.layout.Pane;

/** The statistics screen's chart box: the results per day or the game rating over time, as the model says. */
final class StatsCharts {
    private final Pane box;
    private final StatsViewModel model;
    private final ResultsChart results;
    private final RatingChart rating;

    /** @param box where the chart goes, its only child */
    StatsCharts(Pane box, ResourceBundle strings, StatsViewModel model) {
        this.box = box;
        this.model = model;
        this.results = new ResultsChart(box, strings);
        this.rating = new RatingChart(strings.getLocale(), strings.getString("rating.chart.games"),
                strings.getString("view.rating"), strings.getString("rating.chart.empty"),
                strings.getString("rating.chart.point"));
        InvalidationListener redraw = obs -> show();
        model.chartProperty().addListener(redraw);
        model.resultsProperty().addListener(redraw);
        model.ratingProperty().addListener(redraw);
        show();
    }

    private void show() {
        if (model.chartProperty().get() == StatsViewModel.Chart.RATING) {
            rating.show(model.ratingProperty().get());
            box.getChildren().setAll(rating);
        } else {
            results.show(model.resultsProperty().get().games(), model.resultsProperty().get().watched());
        }
    }
}
