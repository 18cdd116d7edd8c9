package dev.connectfour.ui.play;

import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSession;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.SessionListener;
import dev.connectfour.game.SessionState;
import dev.connectfour.game.TurnLost;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.help.HelpController;
import dev.connectfour.ui.sound.Sound;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Node;
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
    private HintSearch hint;
    private TurnLost lostTurn;
    private int announcedGame;
    private boolean pausedByWindow;

    @FXML private ResourceBundle resources;
    @FXML private StackPane screenRoot;
    @FXML private StackPane seatOneSlot;
    @FXML private StackPane seatTwoSlot;
    @FXML private StackPane boardArea;
    @FXML private Label statusLabel;
    @FXML private VBox gameOverCard;
    @FXML private Label resultLabel;
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
        for (var source : new javafx.beans.Observable[] {session.stateProperty(), session.positionProperty(),
                session.pausedProperty(), session.resultProperty(), board.animatingProperty()}) {
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
        boolean over = session.getState() == SessionState.GAME_OVER && !board.isAnimating();
        gameOverCard.setVisible(over);
        if (over && announcedGame != session.getGameNumber()) {
            announcedGame = session.getGameNumber();
            resultLabel.setText(StatusText.result(resources, session));
            navigator.services().sound().play(resultSound(session.getResult()));
            playAgainButton.requestFocus();
        }
    }

    private Sound resultSound(GameResult result) {
        if (result.isDraw()) {
            return Sound.DRAW;
        }
        boolean lost = session.settings().mode() == Mode.ONE_PLAYER && result.outcomeFor(Seat.ONE) == Outcome.LOST;
        return lost ? Sound.LOSS : Sound.WIN;
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
        hint.request(asked.enginePosition(), column -> {
            if (session.getPosition() == asked) {
                board.hintColumnProperty().set(column);
            }
        });
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
        if (screenRoot.getChildren().size() > 1) {
            closeHelp();
            return;
        }
        HelpController help = new HelpController(navigator, this::closeHelp);
        Node overlay = navigator.load(HelpController.class, "help", help);
        overlay.getStyleClass().add("help-overlay");
        screenRoot.getChildren().add(overlay);
        help.focus();
    }

    /** Esc: closes the help overlay if open, else leaves for the start screen. */
    void back() {
        if (screenRoot.getChildren().size() > 1) {
            closeHelp();
        } else {
            onMenu();
        }
    }

    BoardView board() {
        return board;
    }

    private void closeHelp() {
        screenRoot.getChildren().remove(1, screenRoot.getChildren().size());
        board.requestFocus();
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
        boardBinding.dispose();
        headerBinding.dispose();
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
