package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import javafx.scene.control.Label;
import javafx.util.Duration;

/**
 * The game screen's message line: one short message at a time ("Copied the moves 4455.", "Red lost the
 * turn…"), in a row of its own above the buttons, so it covers no control and takes no click. A new
 * message replaces the last; a message goes when its situation ends: after a few seconds, when the game
 * is over (the card says what matters then), when the screen is left, and a message about this turn
 * ({@link #showForThisTurn}) as soon as the position changes.
 */
final class Notices {
    private static final Duration SHOWN_FOR = Duration.seconds(4);

    private final Label line;
    private final GameSession session;
    private final PauseTransition timer = new PauseTransition(SHOWN_FOR);
    /** Whether the message on show is about the turn of the position on show. */
    private boolean aboutThisTurn;
    private final InvalidationListener onPosition = obs -> clearIf(aboutThisTurn);
    private final InvalidationListener onState = obs -> clearIf(isGameOver());

    Notices(Label line, GameSession session) {
        this.line = line;
        this.session = session;
        line.setMouseTransparent(true);
        timer.setOnFinished(event -> clear());
        session.positionProperty().addListener(onPosition);
        session.stateProperty().addListener(onState);
    }

    /** Shows {@code text} for a few seconds (or until the game is over, or the next message). */
    void show(String text) {
        display(text, false);
        timer.playFromStart();
    }

    /** Shows {@code text} until the position changes (or the game is over, or the next message). */
    void showForThisTurn(String text) {
        display(text, true);
        timer.stop();
    }

    void clear() {
        timer.stop();
        aboutThisTurn = false;
        line.setText("");
    }

    void dispose() {
        clear();
        session.positionProperty().removeListener(onPosition);
        session.stateProperty().removeListener(onState);
    }

    private boolean isGameOver() {
        return session.getState() == SessionState.GAME_OVER;
    }

    private void clearIf(boolean over) {
        if (over) {
            clear();
        }
    }

    private void display(String text, boolean turn) {
        aboutThisTurn = turn;
        line.setText(text);
    }
}
