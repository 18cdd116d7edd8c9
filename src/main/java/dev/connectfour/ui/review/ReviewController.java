package dev.connectfour.ui.review;

import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSession;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Replay;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.analysis.AnalysisSearch;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.analysis.AnalysisView;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.play.DiscLooks;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.stream.IntStream;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;

/**
 * The review of a game, opened at its last position: step through it with the buttons or Left/Right (Home/End: first/last), the
 * perfect analysis of every position on show, and the moves that were mistakes marked as the search
 * finds them (the last moves first). "Continue from here" plays on from the position on show in a new
 * game with the same settings; Back (Esc) returns to the game, which waited, paused.
 */
public final class ReviewController implements Screen {
    private final Navigator navigator;
    private final GameSettings settings;
    private final Lineup lineup;
    private final Replay replay;
    private final MistakeMarks marks;
    private ReviewText texts;
    private BoardView board;
    private AnalysisSearch search;
    private AnalysisService.JudgeTask judge;

    @FXML private ResourceBundle resources;
    @FXML private StackPane screenRoot;
    @FXML private StackPane boardArea;
    @FXML private Label stepLabel;
    @FXML private Label mistakeLabel;
    @FXML private Label progressLabel;
    @FXML private ListView<Integer> moveList;
    @FXML private Button firstButton;
    @FXML private Button previousButton;
    @FXML private Button nextButton;
    @FXML private Button lastButton;
    @FXML private Button continueButton;

    public ReviewController(Navigator navigator, GamePosition game, Lineup lineup, GameResult result, GameSettings settings) {
        this.navigator = navigator;
        this.settings = settings;
        this.lineup = lineup;
        this.replay = new Replay(game);
        this.marks = new MistakeMarks(result);
    }

    @FXML
    private void initialize() {
        texts = new ReviewText(resources, lineup);
        board = new BoardView(replay.game().size());
        board.setLooks(DiscLooks.of(lineup, Player.FIRST), DiscLooks.of(lineup, Player.SECOND));
        board.animationSpeedProperty().set(0);
        board.setFocusTraversable(false);
        board.setMouseTransparent(true);
        search = new AnalysisSearch(navigator.analysis());
        AnalysisView analysis = new AnalysisView(board, AnalysisText.in(navigator.settings().locale()));
        analysis.valuesProperty().bind(search.valuesProperty());
        analysis.runningProperty().bind(search.runningProperty());
        analysis.lineupProperty().set(lineup);
        analysis.shownProperty().set(true);
        boardArea.getChildren().add(analysis.layout());

        moveList.getItems().setAll(IntStream.rangeClosed(1, replay.length()).boxed().toList());
        moveList.setCellFactory(list -> new MoveCell());
        // The replay's step is the one source of truth: the buttons, the keys and a click in the list set
        // it; the board, the header, the list's highlight and the buttons follow it.
        moveList.getSelectionModel().selectedItemProperty().addListener((obs, old, turn) -> {
            if (turn != null) {
                replay.go(turn);
            }
        });
        firstButton.disableProperty().bind(replay.atStartProperty());
        previousButton.disableProperty().bind(replay.atStartProperty());
        nextButton.disableProperty().bind(replay.atEndProperty());
        lastButton.disableProperty().bind(replay.atEndProperty());
        continueButton.disableProperty().bind(Bindings.createBooleanBinding(
                () -> replay.getPosition().isGameOver(), replay.positionProperty()));
        replay.stepProperty().addListener((obs, old, step) -> showStep());
        screenRoot.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);

        judge = navigator.analysis().judge(replay.game().enginePosition());
        judge.judgements().addListener((ListChangeListener<Mistakes.Judgement>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(marks::add);
            }
            moveList.refresh();
            showStep();
        });
        judge.runningProperty().addListener((obs, was, running) -> showStep());
        showStep(); // at the game's last position, as it ended: cheap to analyse; Home goes to the start
        Platform.runLater(nextButton::requestFocus);
    }

    @FXML void onFirst() {
        replay.first();
    }

    @FXML void onPrevious() {
        replay.previous();
    }

    @FXML void onNext() {
        replay.next();
    }

    @FXML void onLast() {
        replay.last();
    }

    /** A new game from the position on show, with the same settings and the same side moving first. */
    @FXML void onContinue() {
        if (!replay.getPosition().isGameOver()) {
            navigator.startGameFrom(settings, replay.getPosition(), lineup.starter());
            // the player has seen the perfect analysis of this position
            navigator.currentGame().ifPresent(GameSession::markAssisted);
        }
    }

    @FXML void onBack() {
        navigator.back();
    }

    @Override
    public void leave() {
        search.cancel();
        judge.cancel(true);
        board.stopAnimations();
    }

    private void onKey(KeyEvent event) {
        Map<KeyCode, Runnable> keys = Map.of(KeyCode.LEFT, this::onPrevious, KeyCode.RIGHT, this::onNext,
                KeyCode.HOME, this::onFirst, KeyCode.END, this::onLast, KeyCode.ESCAPE, this::onBack);
        Runnable action = keys.get(event.getCode());
        if (action != null && !event.isShortcutDown() && !event.isAltDown()) {
            action.run();
            event.consume();
        }
    }

    private void showStep() {
        int step = replay.getStep();
        board.show(replay.getPosition(), () -> { });
        search.show(replay.getPosition().enginePosition());
        stepLabel.setText(texts.step(step, replay.length()));
        mistakeLabel.setText(step == 0 ? "" : marks.at(step).map(texts::mistake).orElse(""));
        progressLabel.setText(texts.progress(marks, replay.game().discCount(), judge != null && !judge.isRunning()
                && judge.getState() != javafx.concurrent.Worker.State.READY));
        if (step == 0) {
            moveList.getSelectionModel().clearSelection();
        } else if (!Integer.valueOf(step).equals(moveList.getSelectionModel().getSelectedItem())) {
            moveList.getSelectionModel().select(Integer.valueOf(step));
            moveList.scrollTo(Math.max(0, step - 5));
        }
    }

    /** A move of the list: its number, who played where, and the mistake mark. */
    private final class MoveCell extends ListCell<Integer> {
        @Override
        protected void updateItem(Integer turn, boolean empty) {
            super.updateItem(turn, empty);
            getStyleClass().remove("mistake");
            if (empty || turn == null) {
                setText(null);
                return;
            }
            boolean mistake = marks.at(turn).isPresent();
            setText(texts.moveLine(replay.game(), turn, mistake));
            if (mistake) {
                getStyleClass().add("mistake");
            }
        }
    }
}
