package dev.connectfour.ui.play;

import dev.connectfour.game.Participant;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.DiscLook;
import dev.connectfour.ui.board.DiscNode;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * One side in the header: its disc (colour and mark), name and level, highlighted ({@code :to-move})
 * while it is that side's turn, with the move clock when one runs.
 */
final class PlayerCard extends HBox {
    private static final PseudoClass TO_MOVE = PseudoClass.getPseudoClass("to-move");

    private final Group disc = new Group();
    private final Label name = new Label();
    private final Label detail = new Label();
    private final MoveClockView clock = new MoveClockView();

    PlayerCard() {
        getStyleClass().add("player-card");
        getStylesheets().add(BoardView.stylesheet());
        name.getStyleClass().add("player-name");
        detail.getStyleClass().add("player-detail");
        VBox text = new VBox(2, name, detail);
        text.setAlignment(Pos.CENTER_LEFT);
        clock.setVisible(false);
        getChildren().addAll(disc, text, clock);
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(12);
    }

    /** Shows a side: {@code detail} is its level ("Hard") or its role ("You"). */
    void show(Participant side, DiscLook look, String detailText) {
        disc.getChildren().setAll(new DiscNode(look, 16));
        name.setText(side.name());
        detail.setText(detailText);
        setAccessibleText(side.name() + ", " + detailText);
    }

    /** Never narrower than its name, detail and clock: a card is not cut ("Red · 5 s pe…"). */
    @Override
    protected double computeMinWidth(double height) {
        return super.computePrefWidth(height);
    }

    void setToMove(boolean toMove) {
        pseudoClassStateChanged(TO_MOVE, toMove);
    }

    MoveClockView clock() {
        return clock;
    }
}
