package dev.connectfour.ui.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleCatalogue;
import dev.connectfour.game.puzzles.PuzzleProgress;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.chart.RatingChart;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The puzzle progress's model, without a window: the rating over time and the attempts by kind and theme. */
class PuzzleProgressViewModelTest {
    private final Puzzle winIn3 = PuzzleFile.parse("44444246622215151 win 3 1 1700 double-threat 12333");
    private final Puzzle onlyMove = PuzzleFile.parse("44444242232322 only-move 0 3 1050 - 3");
    private final PuzzleCatalogue catalogue = new PuzzleCatalogue(List.of(winIn3, onlyMove));
    private final PuzzleBook book = new PuzzleBook(PuzzleProgress.NEW,
            Clock.fixed(Instant.parse("2026-11-26T12:00:00Z"), ZoneOffset.UTC));

    private PuzzleProgressViewModel model(Locale locale) {
        return new PuzzleProgressViewModel(book, catalogue, Bundles.forScreen(PuzzlesController.class, "puzzles", locale));
    }

    private static List<String> texts(PuzzleProgressViewModel.Row row) {
        return List.of(row.name(), row.solved(), row.failed());
    }

    @Test
    void beforeAnyAttemptThereIsNeitherAPointNorALine() {
        PuzzleProgressViewModel model = model(Locale.ENGLISH);
        assertTrue(model.ratingProperty().get().isEmpty());
        assertTrue(model.rows().isEmpty());
    }

    @Test
    void ratedAttemptsMakeTheChartAndTheLinesByKindAndThemeUnratedOnesAreLeftOut() {
        PuzzleProgressViewModel model = model(Locale.ENGLISH);
        book.record(winIn3, true, true);
        book.record(onlyMove, false, true);
        book.record(onlyMove, true, false); // the retry, unrated
        book.record(winIn3, false, true);
        List<PuzzleProgress.Attempt> attempts = book.getProgress().attempts();
        assertEquals(List.of(0, 1, 3).stream().map(i -> new RatingChart.Point(LocalDate.of(2026, 11, 26),
                attempts.get(i).ratingAfter(), attempts.get(i).deviationAfter().getAsInt())).toList(),
                model.ratingProperty().get(), "the rating after each rated attempt, and its deviation");
        List<RatingChart.Point> points = model.ratingProperty().get();
        assertTrue(points.get(0).deviation() < 350 && points.get(2).deviation() < points.get(0).deviation(),
                "the likely range narrows with each rated attempt: " + points);
        assertEquals(List.of(
                List.of("All puzzles", "1", "2"),
                List.of("Win in 3 or 4", "1", "1"),
                List.of("The only move", "0", "1"),
                List.of("Theme: a double threat", "1", "1")), model.rows().stream().map(PuzzleProgressViewModelTest::texts)
                .toList());
        model.close();
        book.record(winIn3, true, true);
        assertEquals("2", model.rows().get(0).failed(), "a closed model follows the progress no longer");
    }

    @Test
    void theLinesAreInTheLanguageOfTheScreen() {
        book.record(winIn3, true, true);
        PuzzleProgressViewModel model = model(Locale.JAPANESE);
        assertEquals(List.of("すべてのパズル", "1", "0"), texts(model.rows().get(0)));
    }
}
