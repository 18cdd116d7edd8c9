package dev.connectfour.ui.stats;

import dev.connectfour.game.Outcome;
import dev.connectfour.game.stats.FinishedGame;
import dev.connectfour.ui.Texts;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The statistics screen's chart: won, drawn and lost games stacked per day, for the {@value #DAYS}
 * latest days on which games were played. Each bar is one day; the series are the outcomes, coloured
 * and named in the legend (and the numbers are in the table for anyone who cannot tell the colours
 * apart).
 *
 * <p>Every {@link #show} draws a new chart in the box: a {@link StackedBarChart} given other days
 * keeps laying its bars out against the old categories (seen on screen: one bar as wide as the whole
 * chart after selecting a line with games on one day only).
 */
final class ResultsChart {
    /** The most days shown: enough to see a trend, few enough for readable bars. */
    static final int DAYS = 14;
    /** The widest bar, in pixels. */
    private static final double BAR_WIDTH = 64;
    /** The least gap between two bars. */
    private static final double MIN_GAP = 12;
    /** About what the count axis and the padding take of the chart's width. */
    private static final double AXIS_ROOM = 70;

    private final Pane box;
    private final ResourceBundle strings;
    private final DateTimeFormatter dayFormat;

    /** @param box where the chart goes, its only child */
    ResultsChart(Pane box, ResourceBundle strings) {
        this.box = box;
        this.strings = strings;
        this.dayFormat = DateTimeFormatter.ofPattern(strings.getString("chart.dayPattern"), strings.getLocale());
    }

    /**
     * Shows {@code games} (oldest first), grouped by day; {@code watched} games' outcomes are named as
     * the computers' ("Computer 1 won"), not as a player's.
     */
    void show(List<FinishedGame> games, boolean watched) {
        TreeMap<LocalDate, Map<Outcome, Integer>> byDay = new TreeMap<>();
        for (FinishedGame game : games) {
            byDay.computeIfAbsent(game.day(), day -> new EnumMap<>(Outcome.class)).merge(game.outcome(), 1, Integer::sum);
        }
        while (byDay.size() > DAYS) {
            byDay.pollFirstEntry();
        }
        List<String> days = new ArrayList<>();
        byDay.keySet().forEach(day -> days.add(dayFormat.format(day)));
        CategoryAxis dayAxis = new CategoryAxis(FXCollections.observableArrayList(days));
        dayAxis.setLabel(strings.getString("chart.day"));
        int highest = byDay.values().stream().mapToInt(counts -> counts.values().stream().mapToInt(Integer::intValue)
                .sum()).max().orElse(0);
        StackedBarChart<String, Number> chart = new StackedBarChart<>(dayAxis, countAxis(highest));
        chart.getStyleClass().add("results-chart");
        chart.setAccessibleText(strings.getString("chart"));
        chart.setAnimated(false);
        // the chart's own legend gives way when the chart is short (gone at 800x600): ours always shows
        chart.setLegendVisible(false);
        chart.setMinHeight(0);
        // bars at most BAR_WIDTH wide: with few days a bar would otherwise fill the chart's whole width
        int bars = Math.max(1, days.size());
        chart.categoryGapProperty().bind(Bindings.createDoubleBinding(
                () -> Math.max(MIN_GAP, (chart.getWidth() - AXIS_ROOM) / bars - BAR_WIDTH), chart.widthProperty()));
        for (Outcome outcome : Outcome.values()) {
            XYChart.Series<String, Number> series = new XYChart.Series<>();
            series.setName(seriesName(outcome, watched));
            byDay.forEach((day, counts) -> series.getData().add(
                    new XYChart.Data<>(dayFormat.format(day), counts.getOrDefault(outcome, 0))));
            chart.getData().add(series);
        }
        VBox shown = new VBox(chart, legend(watched));
        shown.getStyleClass().add("results");
        VBox.setVgrow(chart, Priority.ALWAYS);
        box.getChildren().setAll(shown);
    }

    private String seriesName(Outcome outcome, boolean watched) {
        return strings.getString((watched ? "series.watch." : "series.") + outcome.name().toLowerCase(Locale.ROOT));
    }

    /** One swatch and name per outcome, coloured as its bars. */
    private HBox legend(boolean watched) {
        HBox legend = new HBox();
        legend.getStyleClass().add("chart-legend");
        legend.setAlignment(Pos.CENTER);
        for (Outcome outcome : Outcome.values()) {
            Region symbol = new Region();
            symbol.getStyleClass().addAll("chart-legend-item-symbol", "default-color" + outcome.ordinal());
            Label item = new Label(seriesName(outcome, watched), symbol);
            item.getStyleClass().add("chart-legend-item");
            item.setMinWidth(Region.USE_PREF_SIZE);
            legend.getChildren().add(item);
        }
        return legend;
    }

    /** Whole games only: 0 to a little above the highest bar, in steps of whole games. */
    private NumberAxis countAxis(int highest) {
        int step = Math.max(1, (int) Math.ceil(highest / 6.0));
        NumberAxis axis = new NumberAxis(0, (highest + step) / step * step, step);
        axis.setLabel(strings.getString("chart.games"));
        axis.setMinorTickVisible(false);
        axis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number value) {
                return Texts.format(strings, "count", value.intValue()); // "1 000" in French, as the table
            }

            @Override
            public Number fromString(String text) {
                return Integer.valueOf(text);
            }
        });
        return axis;
    }
}
