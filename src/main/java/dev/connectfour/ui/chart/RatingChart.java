package dev.connectfour.ui.chart;

import java.text.MessageFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * A rating over time: a line through the rating after each rated event (a game, a puzzle), numbered along the x axis,
 * each point's day and rating in its tooltip, the rating named in a legend under it. Where the rating's deviation is
 * known, its likely range is a band around the line (Glickman's 95% interval, the rating give or take two
 * deviations), named in the legend too. With no rated event yet it shows a sentence instead of an empty axis. The
 * owner says what the events and the rating are called and what the sentence is; the chart only draws.
 */
public final class RatingChart extends StackPane {
    private static final String STYLESHEET = Objects.requireNonNull(RatingChart.class.getResource("chart.css"),
            "chart.css").toExternalForm();
    /** Up to this many points each get a dot (and a tooltip); more would be a smear of dots. */
    static final int MAX_DOTS = 60;
    /** About this many numbered ticks along the x axis. */
    private static final int TICKS = 6;
    /** The likely range's half-width in deviations: Glickman's 95% interval is the rating give or take 1.96 RD. */
    private static final double RANGE_DEVIATIONS = 2;

    /**
     * One rated event: its day, the rating after it and that rating's deviation (RD; NaN where it is not known, as
     * in files written before it was kept: no band there).
     */
    public record Point(LocalDate day, double rating, double deviation) {
        public Point {
            Objects.requireNonNull(day, "day");
        }

        /** A point whose deviation is not known. */
        public Point(LocalDate day, double rating) {
            this(day, rating, Double.NaN);
        }

        /** True if the deviation is known, so the point has a likely range. */
        public boolean hasRange() {
            return Double.isFinite(deviation);
        }

        /** The likely range's lower end. */
        public double low() {
            return rating - RANGE_DEVIATIONS * deviation;
        }

        /** The likely range's upper end. */
        public double high() {
            return rating + RANGE_DEVIATIONS * deviation;
        }
    }

    private final NumberAxis events = new NumberAxis();
    private final NumberAxis ratings = new NumberAxis();
    private final BandedLineChart chart = new BandedLineChart(events, ratings);
    private final Label empty = new Label();
    private final Label rangeItem;
    private final VBox drawn;
    private final DateTimeFormatter dayFormat;
    private final MessageFormat pointText;
    private final MessageFormat rangePointText;

    /** A chart that draws no band, whatever the points' deviations. See the other constructor. */
    public RatingChart(Locale locale, String eventsAxis, String ratingName, String emptyText, String pointText) {
        this(locale, eventsAxis, ratingName, emptyText, pointText, null, null);
    }

    /**
     * @param locale         the language of the days in the tooltips
     * @param eventsAxis     the x axis' name: "Rated games"
     * @param ratingName     the rating's name in the legend: "Game rating"
     * @param emptyText      what to say before the first rated event
     * @param pointText      a point's tooltip, {@code {0}} its number, {@code {1}} its day, {@code {2}} the rating after it
     * @param rangeName      the band's name in the legend, "Likely range"; null for no band
     * @param rangePointText the tooltip of a point with a deviation: {@code pointText}'s and {@code {3}} to {@code {4}}
     *                       the likely range; null for no band
     */
    public RatingChart(Locale locale, String eventsAxis, String ratingName, String emptyText, String pointText,
                       String rangeName, String rangePointText) {
        this.dayFormat = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale);
        this.pointText = new MessageFormat(pointText, locale);
        this.rangePointText = rangePointText == null ? null : new MessageFormat(rangePointText, locale);
        getStylesheets().add(STYLESHEET);
        getStyleClass().add("rating-chart-box");
        events.setLabel(eventsAxis);
        events.setAutoRanging(false);
        events.setMinorTickVisible(false);
        events.setTickLabelFormatter(whole());
        ratings.setForceZeroInRange(false);
        ratings.setMinorTickVisible(false);
        ratings.setTickLabelFormatter(whole());
        chart.getStyleClass().add("rating-chart");
        chart.setAccessibleText(ratingName);
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.setMinHeight(0);
        chart.setMinWidth(0);
        empty.setText(emptyText);
        empty.getStyleClass().add("rating-chart-empty");
        empty.setWrapText(true);
        empty.setAccessibleRole(AccessibleRole.TEXT);
        rangeItem = legendItem(rangeName == null || rangePointText == null ? "" : rangeName, "rating-chart-range-swatch");
        HBox legend = new HBox(16, legendItem(ratingName, "rating-chart-swatch"), rangeItem);
        legend.getStyleClass().add("chart-legend");
        legend.setAlignment(Pos.CENTER);
        drawn = new VBox(chart, legend);
        drawn.getStyleClass().add("rating-chart-drawn");
        VBox.setVgrow(chart, Priority.ALWAYS);
        setMinHeight(0);
        show(List.of());
    }

    /** Shows {@code points}, oldest first; none shows the sentence. */
    public void show(List<Point> points) {
        if (points.isEmpty()) {
            chart.getData().clear();
            getChildren().setAll(empty);
            return;
        }
        int count = points.size();
        // the events numbered 1 to count on an axis from 0 in round steps (a lone point sits in the middle)
        int step = roundStep(count / (double) TICKS);
        events.setLowerBound(0);
        events.setUpperBound(Math.max(2, (count + step - 1) / step * step));
        events.setTickUnit(step);
        boolean ranged = rangePointText != null && points.stream().anyMatch(Point::hasRange);
        chart.setBand(ranged ? points : List.of());
        rangeItem.setVisible(ranged);
        rangeItem.setManaged(ranged);
        XYChart.Series<Number, Number> series = new XYChart.Series<>();
        for (int i = 0; i < count; i++) {
            series.getData().add(new XYChart.Data<>(i + 1, points.get(i).rating()));
        }
        chart.setCreateSymbols(count <= MAX_DOTS);
        chart.getData().setAll(List.of(series));
        if (count <= MAX_DOTS) {
            for (int i = 0; i < count; i++) {
                Tooltip.install(series.getData().get(i).getNode(), new Tooltip(tooltip(i, points.get(i), ranged)));
            }
        }
        getChildren().setAll(drawn);
    }

    private String tooltip(int index, Point point, boolean ranged) {
        Object[] values = {index + 1, dayFormat.format(point.day()), Math.round(point.rating()),
            Math.round(point.low()), Math.round(point.high())};
        return (ranged && point.hasRange() ? rangePointText : pointText).format(values);
    }

    /** A legend's swatch and name. */
    private static Label legendItem(String name, String swatchStyle) {
        Region swatch = new Region();
        swatch.getStyleClass().add(swatchStyle);
        Label item = new Label(name, swatch);
        item.getStyleClass().add("chart-legend-item");
        item.setMinWidth(Region.USE_PREF_SIZE);
        return item;
    }

    /** The least of 1, 2, 5, 10, 20, 50… that is at least {@code raw}. */
    static int roundStep(double raw) {
        for (int power = 1; ; power *= 10) {
            for (int mantissa : new int[] {1, 2, 5}) {
                if (mantissa * power >= raw) {
                    return mantissa * power;
                }
            }
        }
    }

    private static StringConverter<Number> whole() {
        return new StringConverter<>() {
            @Override
            public String toString(Number value) {
                return Long.toString(Math.round(value.doubleValue()));
            }

            @Override
            public Number fromString(String text) {
                return Long.valueOf(text);
            }
        };
    }
}
