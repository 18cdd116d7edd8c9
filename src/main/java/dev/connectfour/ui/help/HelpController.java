package dev.connectfour.ui.help;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import dev.connectfour.ui.board.BoardView;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.layout.StackPane;

/**
 * How to play: the rules, a small board showing four in a row, and the keys. Shown as a screen (from
 * the start screen) or as an overlay over the game (F1 or ?), where Back only closes the overlay.
 */
public final class HelpController implements Screen {
    /** The diagram: the first player's four across the bottom row. */
    private static final String DIAGRAM_MOVES = "4455667";

    private final Navigator navigator;
    private final Runnable close;

    @FXML
    private StackPane diagram;
    @FXML
    private Button backButton;

    /** @param close what Back does; null for the screen, whose Back goes where {@link Navigator#back()} says */
    public HelpController(Navigator navigator, Runnable close) {
        this.navigator = navigator;
        this.close = close;
    }

    @FXML
    private void initialize() {
        BoardView board = new BoardView(BoardSize.STANDARD);
        board.animationSpeedProperty().set(0);
        board.setFocusTraversable(false);
        board.setMouseTransparent(true);
        board.show(GamePosition.fromMoves(BoardSize.STANDARD, DIAGRAM_MOVES), () -> { });
        diagram.getChildren().add(board);
    }

    /** Gives the Back button the focus, so Enter or Esc closes the overlay. */
    public void focus() {
        backButton.requestFocus();
    }

    @FXML
    private void onBack() {
        if (close != null) {
            close.run();
        } else {
            navigator.back();
        }
    }
}
