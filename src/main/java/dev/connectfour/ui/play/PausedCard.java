package dev.connectfour.ui.play;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;

/** The card over the board while the game is paused follows the {@link PauseViewModel}. */
final class PausedCard {
    private PausedCard() {
    }

    /** Binds {@code card}, what it says and its Resume; a game that never hides its board has no card at all. */
    static void bind(Node card, Label note, Button resume, PauseViewModel pauses) {
        if (!pauses.hidesBoard()) {
            ((Pane) card.getParent()).getChildren().remove(card);
            return;
        }
        card.visibleProperty().bind(pauses.cardShownProperty());
        note.textProperty().bind(pauses.noteProperty());
        resume.visibleProperty().bind(pauses.resumeOfferedProperty());
        resume.managedProperty().bind(pauses.resumeOfferedProperty());
    }
}
