package dev.connectfour.ui.stats;

import dev.connectfour.game.Statistics;
import dev.connectfour.game.StatisticsBook;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.Texts;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;

/**
 * The statistics: one table line per mode, level and board with its figures, a chart of the results
 * per day of the selected line (all games when none is selected), and a reset that asks first.
 */
public final class StatsController implements Screen {
    private final Navigator navigator;
    private final StatisticsBook book;
    private final ChangeListener<Statistics> onChange = (obs, old, now) -> show(now);
    private ResultsChart results;

    @FXML private ResourceBundle resources;
    @FXML private TableView<StatsRow> table;
    @FXML private TableColumn<StatsRow, String> modeColumn;
    @FXML private TableColumn<StatsRow, String> levelColumn;
    @FXML private TableColumn<StatsRow, String> boardColumn;
    @FXML private TableColumn<StatsRow, String> gamesColumn;
    @FXML private TableColumn<StatsRow, String> wonColumn;
    @FXML private TableColumn<StatsRow, String> drawnColumn;
    @FXML private TableColumn<StatsRow, String> lostColumn;
    @FXML private TableColumn<StatsRow, String> streakColumn;
    @FXML private TableColumn<StatsRow, String> averageColumn;
    @FXML private TableColumn<StatsRow, String> assistedColumn;
    @FXML private Label chartTitle;
    @FXML private StackPane chartBox;
    @FXML private Pane confirmCard;
    @FXML private Button resetButton;
    @FXML private Button backButton;

    public StatsController(Navigator navigator) {
        this.navigator = navigator;
        this.book = navigator.services().session().statistics();
    }

    @FXML
    private void initialize() {
        column(modeColumn, StatsRow::mode);
        column(levelColumn, StatsRow::level);
        column(boardColumn, StatsRow::board);
        column(gamesColumn, StatsRow::games);
        column(wonColumn, StatsRow::won);
        column(drawnColumn, StatsRow::drawn);
        column(lostColumn, StatsRow::lost);
        column(streakColumn, StatsRow::streak);
        column(averageColumn, StatsRow::average);
        column(assistedColumn, StatsRow::assisted);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        results = new ResultsChart(chartBox, resources, navigator.settings().locale());
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> showChart());
        book.statisticsProperty().addListener(onChange);
        showConfirmation(false);
        show(book.getStatistics());
        // the table first: the arrow keys then walk its lines and the chart follows
        Platform.runLater(() -> (table.getItems().isEmpty() ? backButton : table).requestFocus());
    }

    private static void column(TableColumn<StatsRow, String> column, Function<StatsRow, String> value) {
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setSortable(false);
    }

    private void show(Statistics statistics) {
        List<StatsRow> rows = statistics.tallies().entrySet().stream()
                .map(entry -> StatsRow.of(entry.getKey(), entry.getValue(), resources, navigator.settings().locale()))
                .toList();
        table.getItems().setAll(rows);
        resetButton.setDisable(statistics.isEmpty());
        showChart();
    }

    private void showChart() {
        StatsRow selected = table.getSelectionModel().getSelectedItem();
        Statistics statistics = book.getStatistics();
        results.show(selected == null ? statistics.history() : statistics.history(selected.key()));
        chartTitle.setText(selected == null ? resources.getString("chart.all")
                : Texts.format(resources, "chart.kind", selected.kind()));
    }

    @FXML
    private void onReset() {
        showConfirmation(true);
    }

    @FXML
    private void onConfirmReset() {
        book.clear();
        showConfirmation(false);
        backButton.requestFocus();
    }

    @FXML
    private void onCancelReset() {
        showConfirmation(false);
        resetButton.requestFocus();
    }

    private void showConfirmation(boolean asking) {
        confirmCard.setVisible(asking);
        confirmCard.setManaged(asking);
        resetButton.setVisible(!asking);
        resetButton.setManaged(!asking);
        if (asking) {
            confirmCard.lookup(".cancel-reset").requestFocus();
        }
    }

    @FXML
    private void onBack() {
        navigator.showMenu();
    }

    @Override
    public void leave() {
        book.statisticsProperty().removeListener(onChange);
    }
}
