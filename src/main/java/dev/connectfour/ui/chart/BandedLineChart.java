package dev.connectfour.ui.chart;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.chart.Axis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.shape.ClosePath;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;

/**
 * A rating's line chart with the rating's likely range as a band behind the line ({@link RatingChart.Point#low()} to
 * {@link RatingChart.Point#high()}), over each run of points whose deviation is known; a lone such point gets a short
 * bar. The rating axis, when it ranges itself, takes in the band as well as the line.
 */
final class BandedLineChart extends LineChart<Number, Number> {
    /** Half the width of a lone point's bar, in pixels. */
    private static final double LONE_HALF_WIDTH = 4;

    private final Path band = new Path();
    private List<RatingChart.Point> points = List.of();

    BandedLineChart(NumberAxis events, NumberAxis ratings) {
        super(events, ratings);
        band.getStyleClass().add("rating-chart-band");
        band.setMouseTransparent(true);
        getPlotChildren().add(band);
    }

    /** The points whose ranges to draw, event {@code i + 1} the i-th; set before the data, which the axes follow. */
    void setBand(List<RatingChart.Point> points) {
        this.points = List.copyOf(points);
        requestChartLayout();
    }

    @Override
    protected void updateAxisRange() {
        super.updateAxisRange();
        Axis<Number> ratings = getYAxis();
        if (ratings.isAutoRanging() && points.stream().anyMatch(RatingChart.Point::hasRange)) {
            List<Number> values = new ArrayList<>();
            for (RatingChart.Point point : points) {
                values.add(point.rating());
                if (point.hasRange()) {
                    values.add(point.low());
                    values.add(point.high());
                }
            }
            ratings.invalidateRange(values);
        }
    }

    @Override
    protected void layoutPlotChildren() {
        super.layoutPlotChildren();
        if (getPlotChildren().indexOf(band) != 0) {
            band.toBack(); // behind the line and its dots
        }
        band.getElements().clear();
        int first = 0;
        while (first < points.size()) {
            if (!points.get(first).hasRange()) {
                first++;
                continue;
            }
            int last = first;
            while (last + 1 < points.size() && points.get(last + 1).hasRange()) {
                last++;
            }
            drawRun(first, last);
            first = last + 1;
        }
    }

    /** The band over points {@code first} to {@code last}: along their highs, back along their lows. */
    private void drawRun(int first, int last) {
        if (first == last) {
            double x = x(first);
            band.getElements().addAll(new MoveTo(x - LONE_HALF_WIDTH, y(points.get(first).high())),
                    new LineTo(x + LONE_HALF_WIDTH, y(points.get(first).high())),
                    new LineTo(x + LONE_HALF_WIDTH, y(points.get(first).low())),
                    new LineTo(x - LONE_HALF_WIDTH, y(points.get(first).low())), new ClosePath());
            return;
        }
        band.getElements().add(new MoveTo(x(first), y(points.get(first).high())));
        for (int i = first + 1; i <= last; i++) {
            band.getElements().add(new LineTo(x(i), y(points.get(i).high())));
        }
        for (int i = last; i >= first; i--) {
            band.getElements().add(new LineTo(x(i), y(points.get(i).low())));
        }
        band.getElements().add(new ClosePath());
    }

    private double x(int index) {
        return getXAxis().getDisplayPosition(index + 1);
    }

    private double y(double rating) {
        return getYAxis().getDisplayPosition(rating);
    }
}
