package dev.connectfour.ui.play;

import dev.connectfour.game.GameSession;
import dev.connectfour.game.PauseReason;
import dev.connectfour.game.SessionState;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.sound.Sound;
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
    private final Navigator navigator;
    private final GameSession session;
    private final BoardView board;
    private final PlayerCard seatOneCard = new PlayerCard();
    private final PlayerCard seatTwoCard = new PlayerCard();
    private BoardBinding boardBinding;
    private HeaderBinding headerBinding;
    private StatusBinding statusBinding;
    private GameOverPanel gameOver;
    private HelpOverlay help;
    private HintSearch hint;
    private PositionClipboard clipboard;
    private GameFiles files;
    private AnalysisBinding analysis;
    private Notices notices;
    private ConfirmOverlay confirm;
    private Pauses pauses;

    @FXML private ResourceBundle resources;
    @FXML private StackPane screenRoot;
    @FXML private StackPane seatOneSlot;
    @FXML private StackPane seatTwoSlot;
    @FXML private StackPane boardArea;
    @FXML private Label statusLabel;
    @FXML private Label statusNote;
    @FXML private Label messageLine;
    @FXML private HBox gameOverCard;
    @FXML private VBox gameOverText;
    @FXML private HBox gameOverButtons;
    @FXML private Node pausedCard;
    @FXML private Label pausedNote;
    @FXML private Button pausedResumeButton;
    @FXML private Label resultLabel;
    @FXML private Label recordLabel;
    @FXML private Button playAgainButton;
    @FXML private Button undoButton;
    @FXML private Button redoButton;
    @FXML private Button hintButton;
    @FXML private Button pauseButton;
    @FXML private Button reviewButton;
    @FXML private ToggleButton analysisToggle;

    public PlayController(Navigator navigator, GameSession session) {
        this.navigator = navigator;
        this.session = session;
        this.board = new BoardView(session.settings().boardSize());
    }

    @FXML
    private void initialize() {
        analysis = new AnalysisBinding(board, session, navigator.analysis(),
                AnalysisText.in(navigator.settings().locale()), analysisToggle);
        boardArea.getChildren().add(0, analysis.layout());
        if (navigator.analysisShown()) {
            analysisToggle.setSelected(true); // the same line of play goes on: back from the settings, a paste
        }
        analysisToggle.selectedProperty().addListener((obs, was, shown) -> navigator.setAnalysisShown(shown));
        seatOneSlot.getChildren().add(seatOneCard);
        seatTwoSlot.getChildren().add(seatTwoCard);
        notices = new Notices(messageLine, session);
        boardBinding = new BoardBinding(board, session, navigator.services().sound(), resources, notices);
        boardBinding.setAnimationSpeed(navigator.settings().animationSpeed().factor());
        headerBinding = new HeaderBinding(seatOneCard, seatTwoCard, session, resources, navigator.services().sound());
        gameOver = new GameOverPanel(new GameOverPanel.Card(gameOverCard, gameOverText, gameOverButtons), resultLabel, recordLabel, playAgainButton, session, board, resources,
                navigator.services().sound(), navigator.services().session().statistics());
        pauses = new Pauses(session, new Pauses.Card(pausedCard, pausedNote, pausedResumeButton), screenRoot, resources);
        help = new HelpOverlay(screenRoot, navigator, () -> pauses.hold(PauseReason.OVERLAY), board::requestFocus);
        confirm = new ConfirmOverlay(screenRoot, session, () -> pauses.hold(PauseReason.DIALOG), resources,
                board::requestFocus);
        hint = new HintSearch(navigator.services().session().executor(), navigator.services().session().players());
        ToolbarBinding.bind(new ToolbarBinding.Buttons(undoButton, redoButton, hintButton, pauseButton, reviewButton),
                session, board, hint.runningProperty(), resources);
        board.accessibleTextProperty().bind(statusLabel.textProperty());
        statusBinding = new StatusBinding(statusLabel, statusNote, board, session, resources, notices);
        clipboard = new PositionClipboard(board, resources, notices);
        files = new GameFiles(board, resources, navigator.services().files(), notices,
                () -> pauses.hold(PauseReason.DIALOG));
        Shortcuts.install(screenRoot, this);
        Platform.runLater(board::requestFocus);
    }

    /** New game (Ctrl+N), Play again: a game in progress is given up only if the player says so. */
    @FXML void onNewGame() {
        confirm.unlessInProgress("confirm.newGame", "confirm.newGame.yes", this::playAgain);
    }

    private void playAgain() {
        hint.cancel();
        session.restart();
        navigator.services().sound().play(Sound.NEW_GAME);
        board.requestFocus();
    }

    /** Ctrl+C: the position's move string to the clipboard. */
    void copyPosition() {
        clipboard.copy(session.getPosition());
    }

    /**
     * Ctrl+V: a new game with the same settings (and the analysis as it was) from the pasted move string,
     * in place of a game in progress only if the player says so; a bad one changes nothing.
     */
    void pastePosition() {
        clipboard.pasted().ifPresent(position -> confirm.unlessInProgress("confirm.paste", "confirm.replace",
                () -> navigator.startGameFrom(session.settings(), position, session.getLineup().starter())));
    }

    /** Ctrl+S: the game to a file the player chooses. */
    @FXML void onSaveGame() {
        files.save(session);
    }

    /** Ctrl+O: a saved game from a file, in place of a game in progress only if the player says so; a bad file changes nothing. */
    @FXML void onOpenGame() {
        files.open().ifPresent(game -> confirm.unlessInProgress("confirm.open", "confirm.replace",
                () -> navigator.startSavedGame(game)));
    }

    @FXML void onUndo() {
        session.undo();
    }

    @FXML void onRedo() {
        session.redo();
    }

    @FXML void onHint() {
        var asked = session.getPosition();
        hint.request(asked.enginePosition(), column -> {
            if (session.getPosition() == asked) {
                board.hintColumnProperty().set(column);
            }
        }, () -> notices.showForThisTurn(resources.getString("hint.unavailable")));
    }

    /** Pause or Resume, P, or Resume on the paused card. */
    @FXML void onPause() {
        pauses.togglePlayer();
    }

    /** A: the perfect analysis on or off. */
    void toggleAnalysis() {
        analysis.toggle();
    }

    /** R, or Review on the game-over card: step through this game with the analysis; Back returns here. */
    @FXML void onReview() {
        if (!session.getPosition().turns().isEmpty() && !session.isPaused()) { // a paused game's board stays hidden
            if (session.getState() != SessionState.GAME_OVER) {
                session.markAssisted(); // the review shows the perfect analysis of the game in progress
            }
            navigator.showReview(session);
        }
    }

    @FXML void onSettings() {
        navigator.suspend(session);
        navigator.showSettings();
    }

    @FXML void onMenu() {
        navigator.showMenu();
    }

    @FXML void onChangeSettings() {
        navigator.showSetup(session.settings().mode());
    }

    void toggleHelp() {
        help.toggle();
    }

    /** Esc: closes the help overlay if open, else leaves for the start screen. */
    void back() {
        if (help.isOpen()) {
            help.close();
        } else {
            onMenu();
        }
    }

    BoardView board() {
        return board;
    }

    @Override
    public void windowMinimised(boolean minimised) {
        pauses.windowMinimised(minimised);
    }

    @Override
    public void leave() {
        confirm.close();
        hint.cancel();
        analysis.dispose();
        statusBinding.dispose();
        notices.dispose();
        boardBinding.dispose();
        headerBinding.dispose();
        gameOver.dispose();
        pauses.dispose();
        if (!navigator.isSuspended(session)) {
            session.close();
        }
    }
}
