package dev.connectfour.ui.play;

import dev.connectfour.game.Help;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.game.session.SessionState;
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
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The game screen: binds the board, the header, the status line and the buttons to one game session. */
public final class PlayController implements Screen {
    private final Navigation navigation;
    private final Games games;
    private final GameSession session;
    private final PlayServices services;
    private final BoardView board;
    private final PlayerCard seatOneCard = new PlayerCard();
    private final PlayerCard seatTwoCard = new PlayerCard();
    /** What {@link #leave()} lets go of: every binding to the session, in the order made. */
    private final List<Runnable> disposals = new ArrayList<>();
    private HelpOverlay help;
    private GameCommands commands;
    private AnalysisBinding analysis;
    private Notices notices;
    private ConfirmOverlay confirm;
    private ScreenPauses pauses;
    /** A network game's chat, connection card and rematch; null in every other mode. */
    private NetworkPanel network;

    @FXML private ResourceBundle resources;
    @FXML private StackPane screenRoot, seatOneSlot, seatTwoSlot, boardArea, sidePanel;
    @FXML private Label statusLabel, statusNote, messageLine, pausedNote, resultLabel, recordLabel;
    @FXML private HBox gameOverCard, gameOverButtons;
    @FXML private VBox gameOverText;
    @FXML private Node pausedCard;
    @FXML private Button pausedResumeButton, playAgainButton, saveButton, openButton, newGameButton, changeSettingsButton;
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
        ShownMoment moment = new ShownMoment(session, board); // what the header and the analysis describe
        analysis = new AnalysisBinding(board, session, moment, services.analysis(),
                AnalysisText.in(services.settings().locale()), analysisToggle);
        boardArea.getChildren().add(0, analysis.layout());
        // the same line of play goes on (back from the settings, a paste): the analysis as it was
        analysisToggle.setSelected(analysisToggle.isSelected() || games.analysisShown());
        analysisToggle.selectedProperty().addListener((obs, was, shown) -> games.setAnalysisShown(shown));
        seatOneSlot.getChildren().add(seatOneCard);
        seatTwoSlot.getChildren().add(seatTwoCard);
        notices = new Notices(messageLine, session);
        BoardBinding boardBinding = new BoardBinding(board, session, services.sound(), resources, notices);
        boardBinding.setAnimationSpeed(services.settings().animationSpeed().factor());
        HeaderBinding header = new HeaderBinding(seatOneCard, seatTwoCard, session, moment, resources, services.sound());
        GameOverPanel gameOver = new GameOverPanel(new GameOverPanel.Card(gameOverCard, gameOverText, gameOverButtons),
                resultLabel, recordLabel, playAgainButton, session, board, resources, services.sound(),
                services.statistics());
        pauses = new ScreenPauses(session, new ScreenPauses.Card(pausedCard, pausedNote, pausedResumeButton), screenRoot, resources);
        help = new HelpOverlay(screenRoot, navigation, () -> pauses.hold(PauseReason.OVERLAY), board::requestFocus);
        confirm = new ConfirmOverlay(screenRoot, session, () -> pauses.hold(PauseReason.DIALOG), resources,
                board::requestFocus);
        HintSearch hint = new HintSearch(services.executor(), services.players());
        board.accessibleTextProperty().bind(statusLabel.textProperty());
        StatusBinding status = new StatusBinding(statusLabel, statusNote, moment, session, resources, notices);
        disposals.addAll(List.of(confirm::close, hint::cancel, analysis::dispose, status::dispose, notices::dispose,
                boardBinding::dispose, header::dispose, gameOver::dispose, pauses::dispose, moment::dispose));
        commands = new GameCommands(session, board, confirm, hint, notices, resources, services.sound());
        GameTransfers transfers = new GameTransfers(session, games, new PositionClipboard(board, resources, notices),
                new GameFiles(board, resources, services.files(), notices, () -> pauses.hold(PauseReason.DIALOG)), confirm,
                commands::refuseLeftOut);
        Shortcuts.install(screenRoot, board, this, new Shortcuts.Actions(commands, transfers, help));
        saveButton.setOnAction(event -> transfers.save());
        openButton.setOnAction(event -> transfers.open());
        ToolbarBinding.bind(new ToolbarBinding.Buttons(undoButton, redoButton, hintButton, resignButton, pauseButton,
                reviewButton), session, board, commands, hint.runningProperty(), resources);
        games.networkOf(session).ifPresent(this::showNetworkGame);
        Platform.runLater(board::requestFocus);
    }

    /** A network game: the chat, Rematch for Play again, none of the help, undo, pause or new games. */
    private void showNetworkGame(NetworkGame match) {
        network = new NetworkPanel(match, session, sidePanel, boardArea, playAgainButton, resources, notices);
        disposals.add(network::dispose);
        for (Node node : List.of(newGameButton, undoButton, redoButton, hintButton, pauseButton, analysisToggle,
                openButton, changeSettingsButton)) {
            node.setVisible(false);
            node.setManaged(false);
        }
        reviewButton.disableProperty().bind(session.stateProperty().isNotEqualTo(SessionState.GAME_OVER));
        disposals.add(reviewButton.disableProperty()::unbind);
    }

    /** New game (Ctrl+N), Play again; in a network game Rematch. */
    @FXML void onNewGame() {
        if (network != null && session.getState() == SessionState.GAME_OVER) {
            network.rematch();
        } else {
            commands.newGame();
        }
    }

    /** Pause or Resume, P, or Resume on the paused card. */
    @FXML void onPause() {
        pauses.togglePlayer();
    }

    /** A: the perfect analysis on or off. */
    void toggleAnalysis() {
        if (!commands.refusedUnless(session.capabilities().analysisDuringGame())) {
            analysis.toggle();
        }
    }

    /** R, or Review on the game-over card: step through this game with the analysis; Back returns here. */
    @FXML void onReview() {
        if (network != null && session.getState() != SessionState.GAME_OVER) {
            commands.refuseLeftOut(); // the review shows the perfect analysis: after the game only
            return;
        }
        if (!session.getPosition().turns().isEmpty() && !session.isPaused()) { // a paused game's board stays hidden
            if (session.getState() != SessionState.GAME_OVER) {
                session.recordHelp(Help.ANALYSIS); // the review shows the perfect analysis of the game in progress
            }
            navigation.visitFromGame(ScreenId.REVIEW, session);
        }
    }

    @FXML void onSettings() {
        navigation.visitFromGame(ScreenId.SETTINGS, session);
    }

    /** Main menu (Esc); a network game in progress is resigned first, if the player says so: leaving ends it. */
    @FXML void onMenu() {
        if (network != null && session.getState() != SessionState.GAME_OVER && session.getState() != SessionState.NOT_STARTED) {
            confirm.ask("confirm.leaveNetwork", "confirm.leaveNetwork.yes", () -> {
                session.resign();
                navigation.show(ScreenId.MENU);
            });
        } else {
            navigation.show(ScreenId.MENU);
        }
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
