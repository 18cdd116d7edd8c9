package dev.connectfour.ui.puzzles;

import dev.connectfour.ui.chart.RatingChart;
import java.util.List;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.function.Function;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The puzzle progress, shown in the lobby over the board while its toggle (beside the lobby's title) is on: the puzzle rating over time
 * ({@link RatingChart}, as the statistics show the game rating) and the rated attempts solved and failed by length,
 * kind and theme. Binds a {@link PuzzleProgressViewModel}.
 */
final class PuzzleProgressView extends VBox {
    private static final String STYLESHEET = Objects.requireNonNull(PuzzleProgressView.class.getResource("progress.css"),
            "progress.css").toExternalForm();

    private final PuzzleProgressViewModel model;

    private PuzzleProgressView(PuzzleProgressViewModel model, ResourceBundle strings) {
        this.model = model;
        getStylesheets().add(STYLESHEET);
        getStyleClass().addAll("card", "puzzle-progress");
        setSpacing(8);
        Label title = new Label(strings.getString("progress.chart"));
        title.getStyleClass().add("progress-title");
        RatingChart chart = new RatingChart(strings.getLocale(), strings.getString("progress.chart.attempts"),
                strings.getString("rating"), strings.getString("progress.chart.empty"),
                strings.getString("progress.chart.point"), strings.getString("progress.chart.range"),
                strings.getString("progress.chart.pointRange"));
        chart.show(model.ratingProperty().get());
        model.ratingProperty().addListener((obs, old, points) -> chart.show(points));
        VBox.setVgrow(chart, Priority.ALWAYS);
        chart.setPrefHeight(260);
        TableView<PuzzleProgressViewModel.Row> table = new TableView<>(model.rows());
        table.getStyleClass().add("progress-table");
        table.setAccessibleText(strings.getString("progress.table"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.getColumns().setAll(List.of(
                column(strings.getString("progress.col.name"), PuzzleProgressViewModel.Row::name, 2, "name"),
                column(strings.getString("progress.col.solved"), PuzzleProgressViewModel.Row::solved, 1, "number"),
                column(strings.getString("progress.col.failed"), PuzzleProgressViewModel.Row::failed, 1, "number")));
        Label placeholder = new Label(strings.getString("progress.empty"));
        placeholder.getStyleClass().add("field-note");
        table.setPlaceholder(placeholder);
        table.setPrefHeight(200);
        table.setMinHeight(96);
        VBox.setVgrow(table, Priority.ALWAYS); // both share a tall window: the lines show without scrolling
        Label note = new Label(strings.getString("progress.note"));
        note.getStyleClass().add("field-note");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        getChildren().setAll(title, chart, table, note);
    }

    /**
     * Puts the progress over the board in {@code boardBox}, shown while {@code toggle} is on and no puzzle is played.
     *
     * @return the view, whose model follows the progress until {@link #close()}
     */
    static PuzzleProgressView install(StackPane boardBox, ToggleButton toggle, BooleanExpression inPuzzle,
                                      PuzzleProgressViewModel model, ResourceBundle strings) {
        PuzzleProgressView view = new PuzzleProgressView(model, strings);
        toggle.getStylesheets().add(STYLESHEET);
        toggle.getStyleClass().add("progress-toggle");
        toggle.visibleProperty().bind(inPuzzle.not()); // the lobby's: a puzzle has the board
        toggle.managedProperty().bind(toggle.visibleProperty());
        view.visibleProperty().bind(toggle.selectedProperty().and(inPuzzle.not()));
        boardBox.getChildren().add(view);
        return view;
    }

    /** Stops following the progress (the screen is left). */
    void close() {
        model.close();
    }

    private static TableColumn<PuzzleProgressViewModel.Row, String> column(String title,
            Function<PuzzleProgressViewModel.Row, String> value, int share, String style) {
        TableColumn<PuzzleProgressViewModel.Row, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setSortable(false);
        column.setReorderable(false);
        column.setPrefWidth(share * 90);
        column.getStyleClass().add(style);
        // a long theme's name ("Thema: eine Drohung blockieren") wraps in a narrow window rather than end in "…":
        // a table cell's own text never wraps its row taller, a text node as its graphic does
        column.setCellFactory(ignored -> {
            TableCell<PuzzleProgressViewModel.Row, String> cell = new TableCell<>() {
                private final Text words = new Text();

                {
                    words.getStyleClass().add("progress-cell-text");
                    words.wrappingWidthProperty().bind(column.widthProperty().subtract(10));
                    setPrefHeight(Control.USE_COMPUTED_SIZE);
                }

                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    words.setText(empty || item == null ? "" : item);
                    setGraphic(empty ? null : words);
                }
            };
            return cell;
        });
        return column;
    }
}
