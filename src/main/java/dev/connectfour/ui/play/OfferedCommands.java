package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableBooleanValue;

/**
 * Which of the game screen's commands the game offers (from its {@code Capabilities}, never its mode), and when each
 * can be taken: nothing that acts on the board while it is hidden by a pause, no hint while a disc falls.
 */
final class OfferedCommands {
    private final GameSession session;
    private final MoveAnimations moves;
    private final ObservableBooleanValue hintRunning;
    private final ResourceBundle strings;

    OfferedCommands(GameSession session, MoveAnimations moves, ObservableBooleanValue hintRunning,
                    ResourceBundle strings) {
        this.session = session;
        this.moves = moves;
        this.hintRunning = hintRunning;
        this.strings = strings;
    }

    /** Undo and Redo are offered where a person here plays a game that takes back. */
    boolean takeBack() {
        return session.capabilities().anyonePlaysHere() && session.capabilities().mayTakeBack();
    }

    /** Hint is offered where a person here plays a game that gives hints. */
    boolean hint() {
        return session.capabilities().anyonePlaysHere() && session.capabilities().mayHint();
    }

    /** Resign is offered wherever a person here plays. */
    boolean resign() {
        return session.capabilities().anyonePlaysHere();
    }

    /** Pause is offered wherever something runs without waiting for a person: a move clock, or two computers. */
    boolean pause() {
        return session.capabilities().mayPause() && (!session.capabilities().anyonePlaysHere() || session.settings().hasMoveClock());
    }

    /** New game and Change settings: a game this side alone may start again. */
    boolean newGame() {
        return session.capabilities().mayRestart();
    }

    /** Open… beside Save…: a game another may replace. */
    boolean open() {
        return session.capabilities().mayReplace();
    }

    /** The analysis toggle: a game whose analysis may show while it runs. */
    boolean analysis() {
        return session.capabilities().analysisDuringGame();
    }

    BooleanBinding undoDisabled() {
        return session.canUndoProperty().not().or(session.pausedProperty());
    }

    BooleanBinding redoDisabled() {
        return session.canRedoProperty().not().or(session.pausedProperty());
    }

    BooleanBinding hintDisabled() {
        return Bindings.createBooleanBinding(() -> hintRunning.get()
                        || session.getState() != SessionState.HUMAN_TO_MOVE || session.isPaused() || moves.isAnimating(),
                hintRunning, session.stateProperty(), session.pausedProperty(), moves.animatingProperty());
    }

    BooleanBinding resignDisabled() {
        return Bindings.createBooleanBinding(() -> session.isPaused() || !inProgress(), session.stateProperty(),
                session.pausedProperty());
    }

    BooleanBinding pauseDisabled() {
        return Bindings.createBooleanBinding(() -> session.getState() == SessionState.GAME_OVER, session.stateProperty());
    }

    /** Review: a game with a move in it, not hidden by a pause; while it runs only where the analysis may show. */
    BooleanBinding reviewDisabled() {
        return Bindings.createBooleanBinding(() -> session.getPosition().turns().isEmpty() || session.isPaused()
                        || !analysis() && session.getState() != SessionState.GAME_OVER,
                session.positionProperty(), session.pausedProperty(), session.stateProperty());
    }

    /** Pause or Resume, as the player's own pause stands. */
    StringBinding pauseText() {
        return Bindings.when(session.pausedByPlayerProperty()).then(strings.getString("resume"))
                .otherwise(strings.getString("pause"));
    }

    private boolean inProgress() {
        return session.getState() == SessionState.HUMAN_TO_MOVE || session.getState() == SessionState.COMPUTER_THINKING;
    }
}
