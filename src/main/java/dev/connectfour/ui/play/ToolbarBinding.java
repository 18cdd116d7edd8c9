package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.board.BoardView;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;

/**
 * The game screen's buttons follow the session: undo, redo, hint and resign for games with a person in them,
 * pause wherever something runs without waiting for a person (a move clock, or two computers); each
 * enabled only when its command can be taken (pause only while the game is in progress). While the game
 * is paused, nothing that acts on the hidden board is offered: undo, redo, hint, resign, review. Resign is
 * offered only while the game is in progress.
 */
final class ToolbarBinding {
    private ToolbarBinding() {
    }

    /** The buttons of the toolbar that change with the game. */
    record Buttons(Button undo, Button redo, Button hint, Button resign, Button pause, Button review) {
    }

    static void bind(Buttons buttons, GameSession session, BoardView board, GameCommands commands,
                     ObservableBooleanValue hintRunning, ResourceBundle strings) {
        buttons.undo().setOnAction(event -> commands.undo());
        buttons.redo().setOnAction(event -> commands.redo());
        buttons.hint().setOnAction(event -> commands.hint());
        buttons.resign().setOnAction(event -> commands.resign());
        boolean watching = !session.capabilities().anyonePlaysHere();
        for (Button button : new Button[] {buttons.undo(), buttons.redo(), buttons.hint(), buttons.resign()}) {
            button.setVisible(!watching);
            button.setManaged(!watching);
        }
        boolean pausable = session.capabilities().mayPause() && (watching || session.settings().hasMoveClock());
        buttons.pause().setVisible(pausable);
        buttons.pause().setManaged(pausable);
        buttons.pause().disableProperty().bind(Bindings.createBooleanBinding(
                () -> session.getState() == SessionState.GAME_OVER, session.stateProperty()));
        buttons.undo().disableProperty().bind(session.canUndoProperty().not().or(session.pausedProperty()));
        buttons.redo().disableProperty().bind(session.canRedoProperty().not().or(session.pausedProperty()));
        buttons.hint().disableProperty().bind(Bindings.createBooleanBinding(() -> hintRunning.get()
                        || session.getState() != SessionState.HUMAN_TO_MOVE || session.isPaused() || board.isAnimating(),
                hintRunning, session.stateProperty(), session.pausedProperty(), board.animatingProperty()));
        buttons.resign().disableProperty().bind(Bindings.createBooleanBinding(() -> session.isPaused()
                        || session.getState() == SessionState.GAME_OVER || session.getState() == SessionState.NOT_STARTED,
                session.stateProperty(), session.pausedProperty()));
        buttons.review().disableProperty().bind(Bindings.createBooleanBinding(
                () -> session.getPosition().turns().isEmpty() || session.isPaused(), session.positionProperty(),
                session.pausedProperty()));
        buttons.pause().textProperty().bind(Bindings.when(session.pausedByPlayerProperty())
                .then(strings.getString("resume")).otherwise(strings.getString("pause")));
    }
}
