package dev.connectfour.ui.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.Outcome;
import dev.connectfour.game.stats.GameRating;
import dev.connectfour.game.store.RatingStore;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.TestApp;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The statistics screen's chart of the game rating over time, from a real rating file, in a small window. */
class GameRatingChartTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    /** 30 rated games over ten days against rungs near the player, about two wins in three. */
    static GameRating thirtyGames() {
        GameRating rating = GameRating.NEW;
        for (int game = 0; game < 30; game++) {
            rating = rating.after(1300 + 15 * game, game % 3 == 2 ? Outcome.LOST : Outcome.WON,
                    LocalDate.of(2026, 11, 17).plusDays(game / 3));
        }
        return rating;
    }

    private void startWith(GameRating rating, String language) throws TimeoutException {
        app.stop();
        new RatingStore(app.configDirectory).save(rating);
        app.withSettings("language=" + language, "animationSpeed=FAST").start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private LineChart<Number, Number> chart() {
        return app.robot.lookup(".rating-chart").queryAs(LineChart.class);
    }

    /** True if {@code node} is shown whole inside the window, at least {@code height} high. */
    private boolean inWindow(Node node, double height) {
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        return node.isVisible() && node.getScene() != null && bounds.getMinY() >= 0 && bounds.getHeight() >= height
                && bounds.getMaxY() <= app.stage.getScene().getHeight() && bounds.getMaxX() <= app.stage.getScene().getWidth();
    }

    private String chartTitle() {
        return app.robot.lookup(".chart-title").queryAs(Label.class).getText();
    }

    @Test
    void thirtyRatedGamesAreThirtyPointsEndingAtTheRatingShownBesideTheTitle() throws TimeoutException {
        GameRating rating = thirtyGames();
        startWith(rating, "ENGLISH");
        app.click("Statistics");
        assertEquals("Results per day: all games played", chartTitle(), "the results first, as before");
        app.click("Game rating");
        assertEquals("Game rating over time", chartTitle());
        LineChart<Number, Number> chart = chart();
        List<XYChart.Data<Number, Number>> points = chart.getData().get(0).getData();
        assertEquals(30, points.size());
        long shown = Math.round(rating.rating().rating());
        assertEquals(shown, Math.round(points.get(29).getYValue().doubleValue()), "the last point is the rating now");
        assertEquals("Game rating: " + shown, app.robot.lookup(".game-rating").queryAs(Label.class).getText());
        assertEquals("Rated games", chart.getXAxis().getLabel());
        app.robot.interact(() -> assertTrue(inWindow(chart, 120), "the chart is on screen at 800x600"));
        app.robot.interact(() -> Snapshots.write(app.stage.getScene().getRoot(), "stats/en-rating-800"));
    }

    @Test
    void inJapaneseTheChartHasItsWordsAndTheResultsComeBackWithTheirToggle() throws TimeoutException {
        startWith(thirtyGames(), "JAPANESE");
        app.click("成績");
        app.click("対局レーティング");
        assertEquals("対局レーティングの推移", chartTitle());
        LineChart<Number, Number> chart = chart();
        assertEquals(30, chart.getData().get(0).getData().size());
        assertEquals("レーティング対象の対局", chart.getXAxis().getLabel());
        app.robot.interact(() -> assertTrue(inWindow(chart, 120), "the chart is on screen at 800x600"));
        app.robot.interact(() -> Snapshots.write(app.stage.getScene().getRoot(), "stats/ja-rating-800"));
        app.click("日ごとの結果");
        assertEquals("日ごとの結果：すべての対局", chartTitle());
        assertTrue(app.isShowing(".results-chart"));
    }

    @Test
    void beforeTheFirstRatedGameASentenceSaysWhatWillBeDrawn() throws TimeoutException {
        startWith(GameRating.NEW, "ENGLISH");
        app.click("Statistics");
        app.click("Game rating");
        Label empty = app.robot.lookup(".rating-chart-empty").queryAs(Label.class);
        assertTrue(empty.getText().startsWith("No rated games yet."), empty.getText());
        app.robot.interact(() -> assertTrue(inWindow(empty, 20), "the sentence is on screen"));
        assertTrue(app.robot.lookup(".rating-chart").tryQuery().map(chart -> chart.getScene() == null).orElse(true),
                "no empty axis");
    }
}
