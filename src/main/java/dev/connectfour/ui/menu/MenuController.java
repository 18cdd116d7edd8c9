package dev.connectfour.ui.menu;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.stats.RatingBook;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.FileNotices;
import dev.connectfour.ui.GameRatingText;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.ResumeOffer;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import java.util.List;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The start screen: resume a kept game, rejoin a network match left, your game rating, the modes, settings, rules, quit. */
public final class MenuController implements Screen {
    private final Navigation navigation;
    private final ResumeOffer offer;
    private final RejoinCard rejoin;
    private final List<String> notices;
    private final RatingBook rating;

    /** The picture beside the menu: Red's diagonal four, the last disc just dropped. */
    private static final String PICTURE_MOVES = "12234334544";

    @FXML private Button onePlayerButton;
    @FXML private StackPane boardPicture;
    @FXML private VBox resumeCard, rejoinCard;
    @FXML private Button resumeButton, rejoinButton;
    @FXML private Label rejoinText;
    @FXML private ResourceBundle resources;
    @FXML private VBox fileNotices;
    @FXML private Label gameRating;

    /** @param notices what to tell about the player's files (see {@link dev.connectfour.ui.FileNotices}); shown once */
    public MenuController(Navigation navigation, ResumeOffer offer, Games games, NetworkMemory memory,
                          List<String> notices) {
        this.navigation = navigation;
        this.offer = offer;
        this.rejoin = new RejoinCard(games, memory);
        this.notices = List.copyOf(notices);
        this.rating = games.rating();
    }

    @FXML
    private void initialize() {
        BoardView board = BoardView.picture(BoardSize.STANDARD);
        board.show(GamePosition.fromMoves(BoardSize.STANDARD, PICTURE_MOVES), () -> { });
        boardPicture.getChildren().add(board);
        GameRatingText.show(gameRating, resources, rating);
        if (notices.isEmpty()) {
            removeFileNotices();
        } else {
            notices.forEach(text -> fileNotices.getChildren().add(fileNotices.getChildren().size() - 1,
                    FileNotices.label(text)));
            boardPicture.setVisible(false);
            boardPicture.setManaged(false);
        }
        boolean offering = offer.offeredGame().isPresent();
        if (offering) {
            resumeCard.setVisible(true);
            resumeCard.setManaged(true);
        } else {
            removeResumeCard();
        }
        boolean rejoining = rejoin.show(rejoinCard, rejoinText, rejoinButton, resources);
        if (offering && rejoining) { // both cards: the picture makes room for them (800×600)
            boardPicture.setVisible(false);
            boardPicture.setManaged(false);
        }
        Platform.runLater((offering ? resumeButton : rejoining ? rejoinButton : onePlayerButton)::requestFocus);
    }

    @Override
    public void leave() {
        rejoin.leave();
    }

    @FXML
    private void onResume() {
        offer.resume();
    }

    /** A new game like the offered one, once the player says that the offered one may be lost. */
    @FXML
    private void onNewGameInstead() {
        navigation.startNewGame(offer::startNewGame);
    }

    /** OK on the notices: the picture back in their place. */
    @FXML
    private void removeFileNotices() {
        ((Pane) fileNotices.getParent()).getChildren().remove(fileNotices);
        boardPicture.setVisible(true);
        boardPicture.setManaged(true);
    }

    /** Out of the scene, not just hidden: its buttons are not the start screen's choices then. */
    private void removeResumeCard() {
        ((Pane) resumeCard.getParent()).getChildren().remove(resumeCard);
    }

    @FXML
    private void onOnePlayer() {
        navigation.show(ScreenId.ONE_PLAYER_SET_UP);
    }

    @FXML
    private void onTwoPlayers() {
        navigation.show(ScreenId.TWO_PLAYERS_SET_UP);
    }

    @FXML
    private void onWatch() {
        navigation.show(ScreenId.WATCH_SET_UP);
    }

    @FXML
    private void onStatistics() {
        navigation.show(ScreenId.STATISTICS);
    }

    @FXML private void onPuzzles() { navigation.show(ScreenId.PUZZLES); }

    @FXML
    private void onSettings() {
        navigation.show(ScreenId.SETTINGS);
    }

    @FXML
    private void onHelp() {
        navigation.show(ScreenId.HELP);
    }

    @FXML
    private void onQuit() {
        navigation.quit();
    }
}
