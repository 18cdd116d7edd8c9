package dev.connectfour.ui.puzzles;

import dev.connectfour.game.puzzles.PuzzleAttempt;
import dev.connectfour.game.puzzles.PuzzleChoice;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import java.util.ResourceBundle;
import java.util.SplittableRandom;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The Puzzles screen: binds the {@link PuzzlesViewModel} to the board, the lobby card and the puzzle card. */
public final class PuzzlesController implements Screen {
    private final Navigation navigation;
    private final PuzzlesServices services;
    private PuzzlesViewModel model;
    private PuzzleProgressView progress;

    @FXML private ResourceBundle resources;
    @FXML private StackPane boardBox;
    @FXML private VBox lobbyCard, puzzleCard;
    @FXML private Label rating, solved, streak, today, task, status, notice;
    @FXML private ComboBox<PuzzleChoice> choice;
    @FXML private Button nextButton, hintButton, solutionButton, retryButton, backButton;
    @FXML private ToggleButton progressButton;

    public PuzzlesController(Navigation navigation, PuzzlesServices services) {
        this.navigation = navigation;
        this.services = services;
    }

    @FXML
    private void initialize() {
        BoardView board = new BoardView();
        board.animationSpeedProperty().set(services.animationSpeed());
        boardBox.getChildren().add(board);
        PuzzleTexts texts = new PuzzleTexts(resources);
        model = new PuzzlesViewModel(services.catalogue(), services.book(), services.executor(),
                PuzzleAttempt.solverRefuter(), new SplittableRandom(), texts, new BoardPlayback(board));
        board.setOnColumnChosen(model::play);
        // a board to play only while a move can be made: the lobby's (today's puzzle) is a picture to the mouse
        board.mouseTransparentProperty().bind(model.runningProperty().not());
        board.focusTraversableProperty().bind(model.inPuzzleProperty());
        model.hintColumnProperty().addListener((obs, old, column) -> board.hintColumnProperty().set(column.intValue()));
        rating.textProperty().bind(model.ratingProperty());
        solved.textProperty().bind(model.solvedProperty());
        streak.textProperty().bind(model.streakProperty());
        today.textProperty().bind(model.todayProperty());
        task.textProperty().bind(model.taskProperty());
        status.textProperty().bind(model.statusProperty());
        notice.setText(services.notice().orElse(""));
        notice.setVisible(services.notice().isPresent());
        notice.setManaged(services.notice().isPresent());
        choice.getItems().setAll(PuzzleChoice.values());
        choice.setConverter(new StringConverter<>() {
            @Override
            public String toString(PuzzleChoice value) {
                return value == null ? "" : texts.choice(value);
            }

            @Override
            public PuzzleChoice fromString(String text) {
                throw new UnsupportedOperationException();
            }
        });
        choice.valueProperty().bindBidirectional(model.choiceProperty());
        lobbyCard.visibleProperty().bind(model.inPuzzleProperty().not());
        lobbyCard.managedProperty().bind(lobbyCard.visibleProperty());
        puzzleCard.visibleProperty().bind(model.inPuzzleProperty());
        puzzleCard.managedProperty().bind(puzzleCard.visibleProperty());
        hintButton.disableProperty().bind(model.runningProperty().not());
        retryButton.visibleProperty().bind(model.runningProperty().not());
        retryButton.managedProperty().bind(retryButton.visibleProperty());
        model.playerProperty().addListener((obs, old, side) -> board.previewPlayerProperty().set(side));
        backButton.textProperty().bind(Bindings.when(model.inPuzzleProperty())
                .then(resources.getString("lobby")).otherwise(resources.getString("menu")));
        boardBox.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        progress = PuzzleProgressView.install(boardBox, progressButton, model.inPuzzleProperty(),
                new PuzzleProgressViewModel(services.book(), services.catalogue(), resources), resources);
        Platform.runLater(nextButton::requestFocus);
    }

    @Override
    public void leave() {
        model.close();
        progress.close();
    }

    private void onKey(KeyEvent event) {
        if (event.getCode() == KeyCode.H && model.inPuzzleProperty().get()) {
            onHint();
            event.consume();
        }
    }

    @FXML
    private void onNext() {
        model.nextPuzzle();
        boardBox.getChildren().get(0).requestFocus();
    }

    @FXML
    private void onToday() {
        model.todaysPuzzle();
        boardBox.getChildren().get(0).requestFocus();
    }

    @FXML
    private void onHint() {
        model.hint();
    }

    @FXML
    private void onSolution() {
        model.showSolution();
    }

    @FXML
    private void onRetry() {
        model.retry();
        boardBox.getChildren().get(0).requestFocus();
    }

    /** Esc or the button: from a puzzle to the lobby, from the lobby to the start screen. */
    @FXML
    private void onBack() {
        if (model.inPuzzleProperty().get()) {
            model.toLobby();
            nextButton.requestFocus();
        } else {
            navigation.show(ScreenId.MENU);
        }
    }
}
