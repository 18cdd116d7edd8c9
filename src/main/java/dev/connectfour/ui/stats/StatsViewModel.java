package dev.connectfour.ui.stats;

import dev.connectfour.game.stats.FinishedGame;
import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.chart.RatingChart;
import java.util.List;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The statistics screen without its controls: the lines of the played and the watched games, the chart of the
 * selected line (all games people played when none is selected) or of the game rating over time, and the reset
 * that asks first. Follows the {@link StatisticsBook} and its game rating until {@link #close()}.
 */
final class StatsViewModel {
    /** Which chart is shown. */
    enum Chart {
        RESULTS, RATING
    }

    /** What the results chart shows: the games, oldest first, and whether they are watched (computers' outcomes). */
    record Results(List<FinishedGame> games, boolean watched) {
    }

    private final StatisticsBook book;
    private final ResourceBundle strings;
    private final ObservableList<StatsRow> played = FXCollections.observableArrayList();
    private final ObservableList<StatsRow> watched = FXCollections.observableArrayList();
    private final ObjectProperty<StatsRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObjectProperty<Chart> chart = new SimpleObjectProperty<>(this, "chart", Chart.RESULTS);
    private final ReadOnlyObjectWrapper<Results> results = new ReadOnlyObjectWrapper<>(this, "results");
    private final ReadOnlyObjectWrapper<List<RatingChart.Point>> rating = new ReadOnlyObjectWrapper<>(this, "rating");
    private final ReadOnlyStringWrapper chartTitle = new ReadOnlyStringWrapper(this, "chartTitle");
    private final ReadOnlyBooleanWrapper empty = new ReadOnlyBooleanWrapper(this, "empty");
    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(this, "asking");
    private final InvalidationListener onChange = obs -> show();
    private final InvalidationListener onRating = obs -> showRating();

    StatsViewModel(StatisticsBook book, ResourceBundle strings) {
        this.book = book;
        this.strings = strings;
        book.statisticsProperty().addListener(onChange);
        book.rating().ratingProperty().addListener(onRating);
        selected.addListener((obs, old, row) -> {
            if (row != null) {
                chart.set(Chart.RESULTS); // a line is chosen to see its results
            }
            showResults();
        });
        chart.addListener(obs -> showResults());
        show();
        showRating();
    }

    /** The lines of the games people played, in {@code Statistics.ORDER}. */
    ObservableList<StatsRow> played() {
        return played;
    }

    /** The lines of the watched games (computer against computer). */
    ObservableList<StatsRow> watched() {
        return watched;
    }

    /** The line whose chart is shown; null for all games people played. */
    ObjectProperty<StatsRow> selectedProperty() {
        return selected;
    }

    /** Which chart is shown: the results of the selected line, or the game rating over time. */
    ObjectProperty<Chart> chartProperty() {
        return chart;
    }

    /** The game rating after each rated game, oldest first: the rating chart's points. */
    ReadOnlyObjectProperty<List<RatingChart.Point>> ratingProperty() {
        return rating.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<Results> resultsProperty() {
        return results.getReadOnlyProperty();
    }

    /** "Results per day: all games played", or of the selected line, or "Game rating over time". */
    ReadOnlyStringProperty chartTitleProperty() {
        return chartTitle.getReadOnlyProperty();
    }

    /** True while there is nothing to reset. */
    ReadOnlyBooleanProperty emptyProperty() {
        return empty.getReadOnlyProperty();
    }

    /** True while the reset asks to be confirmed. */
    ReadOnlyBooleanProperty askingProperty() {
        return asking.getReadOnlyProperty();
    }

    void askReset() {
        asking.set(true);
    }

    void cancelReset() {
        asking.set(false);
    }

    /** Forgets every game counted (the book's store then empties the file). */
    void confirmReset() {
        book.clear();
        asking.set(false);
    }

    /** Stops following the book. */
    void close() {
        book.statisticsProperty().removeListener(onChange);
        book.rating().ratingProperty().removeListener(onRating);
    }

    private void show() {
        Statistics statistics = book.getStatistics();
        List<StatsRow> rows = statistics.tallies().entrySet().stream()
                .map(entry -> StatsRow.of(entry.getKey(), entry.getValue(), strings)).toList();
        played.setAll(rows.stream().filter(row -> row.key().isPlayed()).toList());
        watched.setAll(rows.stream().filter(row -> !row.key().isPlayed()).toList());
        empty.set(statistics.isEmpty());
        showResults();
    }

    private void showResults() {
        StatsRow row = selected.get();
        Statistics statistics = book.getStatistics();
        results.set(row == null ? new Results(statistics.playedHistory(), false)
                : new Results(statistics.history(row.key()), !row.key().isPlayed()));
        chartTitle.set(chart.get() == Chart.RATING ? strings.getString("rating.chart")
                : row == null ? strings.getString("chart.all") : Texts.format(strings, "chart.kind", row.game()));
    }

    private void showRating() {
        rating.set(book.rating().getRating().history().stream()
                .map(point -> new RatingChart.Point(point.day(), point.rating())).toList());
    }
}
