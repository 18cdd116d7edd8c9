package dev.connectfour.ui.play;

import dev.connectfour.game.GameSession;
import dev.connectfour.game.Mode;
import dev.connectfour.game.SessionListener;
import dev.connectfour.game.SessionState;
import dev.connectfour.game.TurnLost;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.sound.Sound;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The game screen: binds the board, the header, the status line and the buttons to one game session. */
public final class PlayController implements Screen {
    private final Navigator navigator;
    private final GameSession session;
    private final BoardView board = new BoardView(GameSession.BOARD_SIZE);
    private final PlayerCard seatOneCard = new PlayerCard();
    private final PlayerCard seatTwoCard = new PlayerCard();
    private final InvalidationListener onChange = obs -> refresh();
    private final SessionListener events = new Events();
    private BoardBinding boardBinding;
    private HeaderBinding headerBinding;
    private GameOverPanel gameOver;
    private HelpOverlay help;
    private HintSearch hint;
    private TurnLost lostTurn;
    private boolean pausedByWindow;

    @FXML private ResourceBundle resources;
    @FXML private StackPane screenRoot;
    @FXML private StackPane seatOneSlot;
    @FXML private StackPane seatTwoSlot;
    @FXML private StackPane boardArea;
    @FXML private Label statusLabel;
    @FXML private VBox gameOverCard;
    @FXML private Label resultLabel;
    @FXML private Label recordLabel;
    @FXML private Button playAgainButton;
    @FXML private Button undoButton;
    @FXML private Button redoButton;
    @FXML private Button hintButton;
    @FXML private Button pauseButton;

    public PlayController(Navigator navigator, GameSession session) {
        this.navigator = navigator;
        this.session = session;
    }

    @FXML
    private void initialize() {
        boardArea.getChildren().add(0, board);
        seatOneSlot.getChildren().add(seatOneCard);
        seatTwoSlot.getChildren().add(seatTwoCard);
        boardBinding = new BoardBinding(board, session, navigator.services().sound());
        boardBinding.setAnimationSpeed(navigator.settings().animationSpeed().factor());
        headerBinding = new HeaderBinding(seatOneCard, seatTwoCard, session, resources, navigator.services().sound());
        gameOver = new GameOverPanel(gameOverCard, resultLabel, recordLabel, playAgainButton, session, board, resources,
                navigator.services().sound(), navigator.services().session().statistics());
        help = new HelpOverlay(screenRoot, navigator, board::requestFocus);
        hint = new HintSearch(navigator.services().session().executor(), navigator.services().session().players());
        boolean watching = session.settings().mode() == Mode.WATCH;
        for (Button button : new Button[] {undoButton, redoButton, hintButton}) {
            button.setVisible(!watching);
            button.setManaged(!watching);
        }
        pauseButton.setVisible(watching);
        pauseButton.setManaged(watching);
        undoButton.disableProperty().bind(session.canUndoProperty().not());
        redoButton.disableProperty().bind(session.canRedoProperty().not());
        hintButton.disableProperty().bind(hint.runningProperty()
                .or(session.stateProperty().isNotEqualTo(SessionState.HUMAN_TO_MOVE)).or(session.pausedProperty())
                .or(board.animatingProperty()));
        pauseButton.textProperty().bind(Bindings.when(session.pausedProperty())
                .then(resources.getString("resume")).otherwise(resources.getString("pause")));
        board.accessibleTextProperty().bind(statusLabel.textProperty());
        session.addListener(events);
        for (Observable source : List.of(session.stateProperty(), session.positionProperty(), session.pausedProperty(),
                session.resultProperty())) {
            source.addListener(onChange);
        }
        Shortcuts.install(screenRoot, this);
        refresh();
        Platform.runLater(board::requestFocus);
    }

    private void refresh() {
        if (lostTurn != null && session.getPosition().lastTurn().map(turn -> !turn.isPass()).orElse(true)) {
            lostTurn = null;
        }
        statusLabel.setText(StatusText.of(resources, session, lostTurn));
    }

    @FXML void onNewGame() {
        hint.cancel();
        session.restart();
        navigator.services().sound().play(Sound.NEW_GAME);
        board.requestFocus();
    }

    @FXML void onUndo() {
        session.undo();
    }

    @FXML void onRedo() {
        session.redo();
    }

    @FXML void onHint() {
        var asked = session.getPosition();
        hint.request(Optional.of(asked.enginePosition()), column -> {
            if (session.getPosition() == asked) {
                board.hintColumnProperty().set(column);
            }
        }, () -> Notices.show(board, resources.getString("hint.unavailable")));
    }

    @FXML void onPause() {
        if (session.isPaused()) {
            session.resume();
        } else {
            session.pause();
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
        if (minimised && !session.isPaused()) {
            pausedByWindow = true;
            session.pause();
        } else if (!minimised && pausedByWindow) {
            pausedByWindow = false;
            session.resume();
        }
    }

    @Override
    public void leave() {
        hint.cancel();
        session.removeListener(events);
        for (Observable source : List.of(session.stateProperty(), session.positionProperty(), session.pausedProperty(),
                session.resultProperty())) {
            source.removeListener(onChange);
        }
        boardBinding.dispose();
        headerBinding.dispose();
        gameOver.dispose();
        if (!navigator.isSuspended(session)) {
            session.close();
        }
    }

    private final class Events implements SessionListener {
        @Override
        public void turnLost(TurnLost event) {
            lostTurn = event;
            refresh();
            Notices.show(board, statusLabel.getText());
        }
    }
}
