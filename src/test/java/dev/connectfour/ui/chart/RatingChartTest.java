package dev.connectfour.ui.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The rating chart's x axis: about six round steps, whatever the number of rated events. */
class RatingChartTest {
    @Test
    void theStepsAlongTheEventsAreRound() {
        assertEquals(1, RatingChart.roundStep(1 / 6.0));
        assertEquals(2, RatingChart.roundStep(10 / 6.0));
        assertEquals(5, RatingChart.roundStep(30 / 6.0));
        assertEquals(10, RatingChart.roundStep(31 / 6.0));
        assertEquals(200, RatingChart.roundStep(1000 / 6.0));
    }
}
