package dev.connectfour.ui.menu;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Mode;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.board.BoardView;
import javafx.application.Platform;
import javafx.fxml.FXML;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The start screen: resume the last game if one was kept, choose a mode, open the settings or the rules, or quit. */
public final class MenuController implements Screen {
    private final Navigator navigator;

    /** The picture beside the menu: Red's diagonal four, the last disc just dropped. */
    private static final String PICTURE_MOVES = "12234334544";

    @FXML
    private Button onePlayerButton;
    @FXML
    private StackPane boardPicture;
    @FXML
    private VBox resumeCard;
    @FXML
    private Button resumeButton;
    @FXML
    private VBox fileNotices;

    public MenuController(Navigator navigator) {
        this.navigator = navigator;
    }

    @FXML
    private void initialize() {
        BoardView board = new BoardView(BoardSize.STANDARD);
        board.animationSpeedProperty().set(0);
        board.setFocusTraversable(false);
        board.setMouseTransparent(true);
        board.show(GamePosition.fromMoves(BoardSize.STANDARD, PICTURE_MOVES), () -> { });
        boardPicture.getChildren().add(board);
        List<String> notices = navigator.takeFileNotices();
        if (notices.isEmpty()) {
            removeFileNotices();
        } else {
            notices.forEach(text -> fileNotices.getChildren().add(fileNotices.getChildren().size() - 1, notice(text)));
            boardPicture.setVisible(false);
            boardPicture.setManaged(false);
        }
        boolean offering = navigator.offeredGame().isPresent();
        if (offering) {
            resumeCard.setVisible(true);
            resumeCard.setManaged(true);
        } else {
            removeResumeCard();
        }
        Platform.runLater(offering ? resumeButton::requestFocus : onePlayerButton::requestFocus);
    }

    @FXML
    private void onResume() {
        navigator.resumeOfferedGame();
    }

    @FXML
    private void onDeclineResume() {
        navigator.declineOfferedGame();
        removeResumeCard();
        onePlayerButton.requestFocus();
    }

    /** OK on the notices: the picture back in their place. */
    @FXML
    private void removeFileNotices() {
        ((Pane) fileNotices.getParent()).getChildren().remove(fileNotices);
        boardPicture.setVisible(true);
        boardPicture.setManaged(true);
    }

    private static Label notice(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE); // every line of it, never cut short with "…"
        label.getStyleClass().add("file-notice");
        return label;
    }

    /** Out of the scene, not just hidden: its buttons are not the start screen's choices then. */
    private void removeResumeCard() {
        ((Pane) resumeCard.getParent()).getChildren().remove(resumeCard);
    }

    @FXML
    private void onOnePlayer() {
        navigator.showSetup(Mode.ONE_PLAYER);
    }

    @FXML
    private void onTwoPlayers() {
        navigator.showSetup(Mode.TWO_PLAYERS);
    }

    @FXML
    private void onWatch() {
        navigator.showSetup(Mode.WATCH);
    }

    @FXML
    private void onStatistics() {
        navigator.showStatistics();
    }

    @FXML
    private void onSettings() {
        navigator.showSettings();
    }

    @FXML
    private void onHelp() {
        navigator.showHelp();
    }

    @FXML
    private void onQuit() {
        navigator.quit();
    }
}
