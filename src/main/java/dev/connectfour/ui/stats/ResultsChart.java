package dev.connectfour.ui.stats;

import dev.connectfour.game.FinishedGame;
import dev.connectfour.game.Outcome;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;
import javafx.collections.FXCollections;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.util.StringConverter;

/**
 * Fills the statistics screen's chart: won, drawn and lost games stacked per day, for the
 * {@value #DAYS} latest days on which games were played. Each bar is one day; the series are the
 * outcomes, coloured and named in the legend (and the numbers are in the table for anyone who cannot
 * tell the colours apart).
 */
final class ResultsChart {
    /** The most days shown: enough to see a trend, few enough for readable bars. */
    static final int DAYS = 14;

    private final StackedBarChart<String, Number> chart;
    private final ResourceBundle strings;
    private final DateTimeFormatter dayFormat;

    ResultsChart(StackedBarChart<String, Number> chart, ResourceBundle strings, Locale locale) {
        this.chart = chart;
        this.strings = strings;
        this.dayFormat = DateTimeFormatter.ofPattern(strings.getString("chart.dayPattern"), locale);
        chart.setAnimated(false); // the category axis mislays categories when data changes while animating
        chart.setLegendVisible(true);
    }

    /** Shows {@code games} (oldest first), grouped by day. */
    void show(List<FinishedGame> games) {
        TreeMap<LocalDate, Map<Outcome, Integer>> byDay = new TreeMap<>();
        for (FinishedGame game : games) {
            byDay.computeIfAbsent(game.day(), day -> new EnumMap<>(Outcome.class)).merge(game.outcome(), 1, Integer::sum);
        }
        while (byDay.size() > DAYS) {
            byDay.pollFirstEntry();
        }
        List<String> days = new ArrayList<>();
        byDay.keySet().forEach(day -> days.add(dayFormat.format(day)));
        ((CategoryAxis) chart.getXAxis()).setCategories(FXCollections.observableArrayList(days));
        List<XYChart.Series<String, Number>> series = new ArrayList<>();
        for (Outcome outcome : Outcome.values()) {
            XYChart.Series<String, Number> one = new XYChart.Series<>();
            one.setName(strings.getString("series." + outcome.name().toLowerCase(Locale.ROOT)));
            byDay.forEach((day, counts) -> one.getData().add(
                    new XYChart.Data<>(dayFormat.format(day), counts.getOrDefault(outcome, 0))));
            series.add(one);
        }
        chart.getData().setAll(series);
        int highest = byDay.values().stream().mapToInt(counts -> counts.values().stream().mapToInt(Integer::intValue)
                .sum()).max().orElse(0);
        countAxis(highest);
    }

    /** Whole games only: 0 to a little above the highest bar, in steps of whole games. */
    private void countAxis(int highest) {
        NumberAxis axis = (NumberAxis) chart.getYAxis();
        int step = Math.max(1, (int) Math.ceil(highest / 6.0));
        axis.setAutoRanging(false);
        axis.setLowerBound(0);
        axis.setUpperBound((highest + step) / step * step); // a little room above the highest bar
        axis.setTickUnit(step);
        axis.setMinorTickVisible(false);
        axis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number value) {
                return Integer.toString(value.intValue());
            }

            @Override
            public Number fromString(String text) {
                return Integer.valueOf(text);
            }
        });
    }
}
