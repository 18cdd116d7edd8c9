package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The game screen: builds the view over its view models ({@link PlayViewModel}, and beside it {@link Notices},
 * {@link PauseViewModel}, {@link AnalysisViewModel}, {@link TransferViewModel}), binds them, and forwards the buttons
 * and keys.
 */
public final class PlayController implements Screen {
    private final Navigation navigation;
    private final Games games;
    private final GameSession session;
    private final PlayServices services;
    private final BoardView board;
    /** What {@link #leave()} lets go of: every binding to the session, in the order made. */
    private final List<Runnable> disposals = new ArrayList<>();
    private PlayViewModel model;
    private PauseViewModel pauses;

    @FXML private ResourceBundle resources;
    @FXML private StackPane screenRoot, seatOneSlot, seatTwoSlot, boardArea, sidePanel;
    @FXML private Label statusLabel, statusNote, messageLine, pausedNote, resultLabel, recordLabel;
    @FXML private HBox gameOverCard, hintWhyRow;
    @FXML private FlowPane gameOverButtons;
    @FXML private VBox gameOverText;
    @FXML private Node pausedCard;
    @FXML private Button pausedResumeButton, playAgainButton, saveButton, openButton, newGameButton, changeSettingsButton,
            lessonButton;
    @FXML private Button undoButton, redoButton, hintButton, resignButton, pauseButton, reviewButton;
    @FXML private ToggleButton analysisToggle;

    public PlayController(Navigation navigation, Games games, GameSession session, PlayServices services) {
        this.navigation = navigation;
        this.games = games;
        this.session = session;
        this.services = services;
        this.board = new BoardView(session.settings().boardSize());
    }

    @FXML
    private void initialize() {
        Notices notices = new Notices(session, resources, new FxCountdown());
        messageLine.textProperty().bind(notices.textProperty());
        pauses = new PauseViewModel(session, resources);
        PausedCard.bind(pausedCard, pausedNote, pausedResumeButton, pauses);
        WindowFocus focus = new WindowFocus(screenRoot, pauses::windowFocused);
        HelpOverlay help = new HelpOverlay(screenRoot, navigation, () -> pauses.hold(PauseReason.OVERLAY), board::requestFocus);
        DialogHold dialogs = new DialogHold(pauses, navigation);
        ScreenUi ui = ScreenUi.over(screenRoot, dialogs, resources, board);
        BoardBinding boardBinding = new BoardBinding(board, session, services.sound());
        model = new PlayViewModel(session, new PlayViewModel.Parts(resources, services.sound(), services.statistics(),
                new HintSearch(services.executor(), services.players()), ui, notices, boardBinding));
        boardBinding.bind(model, services.settings().animationSpeed().factor());
        AnalysisViewModel analysis = new AnalysisViewModel(session, model.moment(), notices, games);
        AnalysisBinding analysisView = new AnalysisBinding(board, session, analysis, services.analysis(),
                AnalysisText.in(services.settings().locale()));
        boardArea.getChildren().add(0, analysisView.layout());
        analysisToggle.selectedProperty().bindBidirectional(analysis.shownProperty());
        HeaderBinding header = new HeaderBinding(seatOneSlot, seatTwoSlot, session, model.moment(), resources, services.sound());
        GameOverPanel gameOver = new GameOverPanel(new GameOverPanel.Card(gameOverCard, gameOverText, gameOverButtons),
                resultLabel, recordLabel, playAgainButton, model);
        LessonOffer lesson = LessonOffer.of(session, model, services, resources);
        lesson.bind(lessonButton, this::onReview);
        HintWhy hintWhy = HintWhy.install(hintWhyRow, board, model, session, services, help::toggle);
        statusLabel.textProperty().bind(model.statusProperty());
        statusNote.textProperty().bind(model.noteProperty());
        board.accessibleTextProperty().bind(statusLabel.textProperty());
        disposals.addAll(List.of(ui::close, model::dispose, analysisView::dispose, analysis::dispose,
                notices::dispose, boardBinding::dispose, header::dispose, gameOver::dispose, focus::dispose,
                pauses::dispose, lesson::dispose, hintWhy::dispose));
        TransferViewModel transfers = new TransferViewModel(session, games, new TransferViewModel.Parts(resources,
                notices, ui, dialogs, new SystemDesktop(board, resources, services.files())));
        Shortcuts.install(screenRoot, board, this, new Shortcuts.Actions(model, transfers, analysis, help));
        ToolbarBinding.bind(new ToolbarBinding.Buttons(undoButton, redoButton, hintButton, resignButton, pauseButton,
                reviewButton, newGameButton, saveButton, openButton, changeSettingsButton, analysisToggle), model, transfers);
        NetworkPanel.installFor(session, model, new NetworkPanel.Places(sidePanel, boardArea, playAgainButton), resources,
                notices).ifPresent(disposals::add);
        Platform.runLater(board::requestFocus);
    }

    /** New game (Ctrl+N), Play again; in a network game Rematch. */
    @FXML void onNewGame() {
        model.newGame();
    }

    /** Pause or Resume, P, or Resume on the paused card. */
    @FXML void onPause() {
        pauses.togglePause();
    }

    /** R, or Review on the game-over card: step through this game with the analysis; Back returns here. */
    @FXML void onReview() {
        if (model.mayReview()) {
            navigation.visitFromGame(ScreenId.REVIEW, session);
        }
    }

    @FXML void onSettings() {
        navigation.visitFromGame(ScreenId.SETTINGS, session);
    }

    /** Main menu (Esc); a game someone elsewhere waits on is resigned first, if the player says so. */
    @FXML void onMenu() {
        model.leave(() -> navigation.show(ScreenId.MENU));
    }

    @FXML void onChangeSettings() {
        navigation.show(ScreenId.setUpOf(session.settings().mode()));
    }

    @Override
    public void windowMinimised(boolean minimised) {
        pauses.windowMinimised(minimised);
    }

    @Override
    public void leave() {
        disposals.forEach(Runnable::run);
        if (!games.isWaiting(session)) {
            session.close();
        }
    }
}
