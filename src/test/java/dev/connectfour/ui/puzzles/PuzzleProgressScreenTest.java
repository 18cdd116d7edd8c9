package dev.connectfour.ui.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.engine.puzzles.Theme;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleProgress;
import dev.connectfour.game.store.PuzzleProgressStore;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.TestApp;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.shape.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The Puzzles screen's progress, from a real progress file, in a small window: the rating chart and the table. */
class PuzzleProgressScreenTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    /**
     * 24 shipped puzzles over eight days, three a day, every third failed, then a retry (unrated): a zugzwang puzzle
     * among them, so the table has a theme line.
     */
    static PuzzleProgress twentyFourAttempts() {
        List<Puzzle> puzzles = PuzzleFile.bundled().stream().filter(puzzle -> puzzle.themes().contains(Theme.ZUGZWANG))
                .limit(24).toList();
        PuzzleProgress progress = PuzzleProgress.NEW;
        for (int i = 0; i < puzzles.size(); i++) {
            LocalDate day = LocalDate.of(2026, 11, 18).plusDays(i / 3);
            PuzzleBook book = new PuzzleBook(progress, Clock.fixed(day.atStartOfDay().toInstant(ZoneOffset.UTC),
                    ZoneOffset.UTC));
            book.record(puzzles.get(i), i % 3 != 2, true);
            if (i % 3 == 2) {
                book.record(puzzles.get(i), true, false);
            }
            progress = book.getProgress();
        }
        return progress;
    }

    private void startWith(PuzzleProgress progress, String language) throws TimeoutException {
        app.stop();
        new PuzzleProgressStore(app.configDirectory).save(progress);
        app.withSettings("language=" + language, "animationSpeed=FAST").start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean inWindow(Node node, double height) {
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        return node.isVisible() && node.getScene() != null && bounds.getMinY() >= 0 && bounds.getHeight() >= height
                && bounds.getMaxY() <= app.stage.getScene().getHeight() && bounds.getMaxX() <= app.stage.getScene().getWidth();
    }

    @SuppressWarnings("unchecked")
    private TableView<PuzzleProgressViewModel.Row> table() {
        return app.robot.lookup(".progress-table").queryAs(TableView.class);
    }

    private List<List<String>> rows() {
        return table().getItems().stream().map(row -> List.of(row.name(), row.solved(), row.failed())).toList();
    }

    @Test
    void theProgressShowsTheRatedAttemptsAsAChartAndByThemeAndHidesWhileAPuzzleIsPlayed() throws TimeoutException {
        PuzzleProgress progress = twentyFourAttempts();
        startWith(progress, "ENGLISH");
        app.click("Puzzles");
        assertFalse(app.isShowing(".puzzle-progress"), "the board first");
        app.click("Progress");
        @SuppressWarnings("unchecked")
        LineChart<Number, Number> chart = app.robot.lookup(".rating-chart").queryAs(LineChart.class);
        assertEquals(24, chart.getData().get(0).getData().size(), "one point per rated attempt, the retries left out");
        assertEquals(progress.shownRating(), Math.round(chart.getData().get(0).getData().get(23).getYValue().doubleValue()));
        assertEquals(List.of("All puzzles", "16", "8"), rows().get(0));
        assertTrue(rows().contains(List.of("Theme: zugzwang", "16", "8")), rows().toString());
        Path band = app.robot.lookup(".rating-chart-band").queryAs(Path.class);
        app.robot.interact(() -> {
            Bounds line = chart.lookup(".chart-series-line").getBoundsInParent();
            Bounds range = band.getBoundsInParent();
            assertTrue(range.getMinX() < line.getMinX() + 2 && range.getMaxX() > line.getMaxX() - 2,
                    "the likely range is drawn along the whole line: " + range + " " + line);
            assertTrue(range.getMinY() < line.getMinY() - 10 && range.getMaxY() > line.getMaxY() + 10,
                    "above and below it: " + range + " " + line);
        });
        assertTrue(app.isShowing("Likely range"), "the legend names the band");
        app.robot.interact(() -> {
            assertTrue(inWindow(chart, 120), "the chart is on screen at 800x600");
            assertTrue(inWindow(table(), 90), "the table is on screen at 800x600");
        });
        app.robot.interact(() -> Snapshots.write(app.stage.getScene().getRoot(), "puzzles/en-progress-800"));
        app.click("Next puzzle");
        assertFalse(app.isShowing(".puzzle-progress"), "a puzzle is played on the board");
        app.robot.type(KeyCode.ESCAPE); // back to the lobby
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".puzzle-progress"), "back in the lobby, the progress as it was left");
    }

    @Test
    void attemptsKeptBeforeTheirDeviationWasHaveNoBand() throws TimeoutException {
        PuzzleProgress progress = twentyFourAttempts();
        List<PuzzleProgress.Attempt> attempts = progress.attempts();
        List<PuzzleProgress.Attempt> older = new ArrayList<>();
        for (int i = 0; i < attempts.size(); i++) {
            PuzzleProgress.Attempt attempt = attempts.get(i);
            older.add(i >= attempts.size() / 2 ? attempt : new PuzzleProgress.Attempt(attempt.date(), attempt.puzzle(),
                    attempt.solved(), attempt.rated(), attempt.ratingAfter(), OptionalInt.empty()));
        }
        startWith(new PuzzleProgress(progress.rating(), older), "ENGLISH");
        app.click("Puzzles");
        app.click("Progress");
        Path band = app.robot.lookup(".rating-chart-band").queryAs(Path.class);
        Node line = app.robot.lookup(".chart-series-line").query();
        app.robot.interact(() -> {
            Bounds drawn = line.getBoundsInParent();
            assertTrue(band.getBoundsInParent().getMinX() > drawn.getMinX() + drawn.getWidth() / 3,
                    "the band starts where the deviation was kept, not at the first point");
        });
        app.robot.interact(() -> Snapshots.write(app.stage.getScene().getRoot(), "puzzles/en-progress-older-800"));
    }

    @Test
    void inJapaneseTheProgressHasItsWords() throws TimeoutException {
        startWith(twentyFourAttempts(), "JAPANESE");
        app.click("パズル");
        app.click("上達の記録");
        assertEquals(List.of("すべてのパズル", "16", "8"), rows().get(0));
        assertEquals("正解", table().getColumns().get(1).getText());
        assertEquals("パズルのレーティングの推移", app.robot.lookup(".progress-title").queryAs(Label.class).getText());
        app.robot.interact(() -> {
            assertTrue(inWindow(app.robot.lookup(".rating-chart").query(), 120), "the chart is on screen at 800x600");
            assertTrue(inWindow(table(), 90), "the table is on screen at 800x600");
        });
        app.robot.interact(() -> Snapshots.write(app.stage.getScene().getRoot(), "puzzles/ja-progress-800"));
    }

    @Test
    void beforeTheFirstPuzzleSentencesStandInsteadOfAnEmptyChartAndTable() throws TimeoutException {
        startWith(PuzzleProgress.NEW, "ENGLISH");
        app.click("Puzzles");
        app.click("Progress");
        Label empty = app.robot.lookup(".rating-chart-empty").queryAs(Label.class);
        assertTrue(empty.getText().startsWith("No rated puzzles yet."), empty.getText());
        app.robot.interact(() -> assertTrue(inWindow(empty, 20), "the sentence is on screen"));
        assertTrue(app.robot.lookup("No puzzles tried yet.").tryQuery().isPresent(), "the table's placeholder");
    }
}
