package dev.connectfour.ui.stats;

import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.GameRatingText;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import org.controlsfx.control.SegmentedButton;

/**
 * The statistics: one table line per kind of game a person played (level, board) with its figures, the
 * watched games apart in a table of their own (they are no one's results), a chart of the results per day
 * of the selected line (all games people played when none is selected) or of the game rating over time, and a
 * reset that asks first. Binds
 * the {@link StatsViewModel}, which holds all of it.
 */
public final class StatsController implements Screen {
    private final Navigation navigation;
    private final StatisticsBook book;
    private StatsViewModel model;
    private ResetQuestion resetQuestion;

    @FXML private ResourceBundle resources;
    @FXML private TableView<StatsRow> table;
    @FXML private TableColumn<StatsRow, String> gameColumn, gamesColumn, wonColumn, drawnColumn, lostColumn;
    @FXML private TableColumn<StatsRow, String> streakColumn, averageColumn, assistedColumn;
    @FXML private Label watchTitle;
    @FXML private TableView<StatsRow> watchTable;
    @FXML private TableColumn<StatsRow, String> computersColumn, watchGamesColumn, firstWonColumn, watchDrawnColumn;
    @FXML private TableColumn<StatsRow, String> secondWonColumn, watchAverageColumn;
    @FXML private Label chartTitle, gameRating;
    @FXML private StackPane chartBox;
    @FXML private SegmentedButton chartChoice;
    @FXML private Pane confirmCard;
    @FXML private Button resetButton;
    @FXML private Button backButton;

    public StatsController(Navigation navigation, StatisticsBook book) {
        this.navigation = navigation;
        this.book = book;
    }

    @FXML
    private void initialize() {
        model = new StatsViewModel(book, resources);
        StatsTable played = new StatsTable(table).column(gameColumn, StatsRow::game).column(gamesColumn, StatsRow::games)
                .column(wonColumn, StatsRow::won).column(drawnColumn, StatsRow::drawn).column(lostColumn, StatsRow::lost)
                .column(streakColumn, StatsRow::streak).column(averageColumn, StatsRow::average)
                .column(assistedColumn, StatsRow::assisted);
        StatsTable watched = new StatsTable(watchTable).column(computersColumn, StatsRow::game)
                .column(watchGamesColumn, StatsRow::games).column(firstWonColumn, StatsRow::won)
                .column(watchDrawnColumn, StatsRow::drawn).column(secondWonColumn, StatsRow::lost)
                .column(watchAverageColumn, StatsRow::average);
        played.follow(model.played(), false);
        watched.follow(model.watched(), true);
        watchTitle.visibleProperty().bind(watchTable.visibleProperty());
        watchTitle.managedProperty().bind(watchTable.visibleProperty());
        new StatsCharts(chartBox, resources, model);
        Choices.fill(chartChoice, List.of(StatsViewModel.Chart.values()),
                chart -> resources.getString("view." + chart.name().toLowerCase(Locale.ROOT)), model.chartProperty().get(),
                model.chartProperty()::set);
        model.chartProperty().addListener((obs, old, chart) -> Choices.show(chartChoice, chart));
        chartTitle.textProperty().bind(model.chartTitleProperty());
        GameRatingText.show(gameRating, resources, book.rating());
        followSelection(table, watchTable);
        followSelection(watchTable, table);
        resetButton.disableProperty().bind(model.emptyProperty());
        resetQuestion = ResetQuestion.bind(confirmCard, resetButton, model, navigation);
        // the table first: the arrow keys then walk its lines and the chart follows
        Platform.runLater(() -> (table.getItems().isEmpty() ? backButton : table).requestFocus());
    }

    /** A line selected in {@code one} shows its chart and clears the selection in {@code other}. */
    private void followSelection(TableView<StatsRow> one, TableView<StatsRow> other) {
        one.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                other.getSelectionModel().clearSelection();
            }
            StatsRow selected = table.getSelectionModel().getSelectedItem();
            model.selectedProperty().set(selected != null ? selected : watchTable.getSelectionModel().getSelectedItem());
        });
    }

    @FXML
    private void onReset() {
        model.askReset();
    }

    @FXML
    private void onConfirmReset() {
        model.confirmReset();
        backButton.requestFocus();
    }

    @FXML
    private void onCancelReset() {
        model.cancelReset();
        resetButton.requestFocus();
    }

    @FXML
    private void onBack() {
        navigation.show(ScreenId.MENU);
    }

    @Override
    public void leave() {
        resetQuestion.dispose();
        model.close();
    }
}
