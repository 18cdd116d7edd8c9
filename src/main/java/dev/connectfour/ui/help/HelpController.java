package dev.connectfour.ui.help;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.navigation.Screen;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.layout.StackPane;

/**
 * How to play: the rules, a small board showing four in a row, the keys, and the ideas the coach's
 * explanations use, each with a small diagram. Shown as a screen (from
 * the start screen) or as an overlay over the game (F1 or ?), where Back only closes the overlay.
 */
public final class HelpController implements Screen {
    /** The diagram: the first player's four across the bottom row. */
    private static final String DIAGRAM_MOVES = "4455667";

    private final Runnable back;

    @FXML private StackPane diagram, ideaThreat, ideaDoubleThreat, ideaZugzwang, ideaClaimeven;
    @FXML private Button backButton;

    /** @param back what Back does: back where the player came from, or closing the overlay */
    public HelpController(Runnable back) {
        this.back = back;
    }

    @FXML
    private void initialize() {
        BoardView board = BoardView.picture(BoardSize.STANDARD);
        board.show(GamePosition.fromMoves(BoardSize.STANDARD, DIAGRAM_MOVES), () -> { });
        diagram.getChildren().add(board);
        IdeaDiagrams.fill(ideaThreat, ideaDoubleThreat, ideaZugzwang, ideaClaimeven);
    }

    @Override
    public void focus() {
        backButton.requestFocus();
    }

    @FXML
    private void onBack() {
        back.run();
    }
}
