package dev.connectfour.ui.puzzles;

import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleCatalogue;
import dev.connectfour.game.puzzles.PuzzleChoice;
import dev.connectfour.game.puzzles.PuzzleProgress;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.chart.RatingChart;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The puzzle progress without its controls: the puzzle rating after each rated attempt (the chart's points), and the
 * rated attempts solved and failed, all of them and then per length, kind and theme that has any. Rated attempts only,
 * as the rating counts them: a retry or a puzzle solved after a hint is left out. Follows the {@link PuzzleBook} until
 * {@link #close()}.
 */
final class PuzzleProgressViewModel {
    /** One line of the table, in words: "Theme: a double threat", solved "3", failed "1". */
    record Row(String name, String solved, String failed) {
    }

    private final PuzzleBook book;
    private final PuzzleCatalogue catalogue;
    private final ResourceBundle strings;
    private final ReadOnlyObjectWrapper<List<RatingChart.Point>> rating = new ReadOnlyObjectWrapper<>(this, "rating");
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final InvalidationListener onProgress = obs -> show();

    PuzzleProgressViewModel(PuzzleBook book, PuzzleCatalogue catalogue, ResourceBundle strings) {
        this.book = book;
        this.catalogue = catalogue;
        this.strings = strings;
        book.progressProperty().addListener(onProgress);
        show();
    }

    /** The puzzle rating after each rated attempt and its deviation where it was kept, oldest first. */
    ReadOnlyObjectProperty<List<RatingChart.Point>> ratingProperty() {
        return rating.getReadOnlyProperty();
    }

    /** All rated attempts first, then one line per length, kind or theme tried; none before the first rated attempt. */
    ObservableList<Row> rows() {
        return rows;
    }

    void close() {
        book.progressProperty().removeListener(onProgress);
    }

    private void show() {
        List<PuzzleProgress.Attempt> rated = book.getProgress().attempts().stream().filter(PuzzleProgress.Attempt::rated)
                .toList();
        rating.set(rated.stream().map(attempt -> new RatingChart.Point(attempt.date(), attempt.ratingAfter(),
                attempt.deviationAfter().isPresent() ? attempt.deviationAfter().getAsInt() : Double.NaN)).toList());
        Map<PuzzleChoice, int[]> counts = new EnumMap<>(PuzzleChoice.class);
        for (PuzzleProgress.Attempt attempt : rated) {
            // a puzzle no longer shipped counts among all puzzles only
            Optional<Puzzle> puzzle = catalogue.byId(attempt.puzzle());
            for (PuzzleChoice choice : PuzzleChoice.values()) {
                if (choice == PuzzleChoice.ANY || puzzle.isPresent() && choice.accepts(puzzle.get())) {
                    counts.computeIfAbsent(choice, key -> new int[2])[attempt.solved() ? 0 : 1]++;
                }
            }
        }
        List<Row> shown = new ArrayList<>();
        counts.forEach((choice, count) -> shown.add(new Row(strings.getString(choice == PuzzleChoice.ANY ? "progress.all"
                : "choice." + choice.name()), Texts.format(strings, "progress.count", count[0]),
                Texts.format(strings, "progress.count", count[1]))));
        rows.setAll(shown);
    }
}
