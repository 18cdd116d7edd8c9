package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.util.Duration;

/**
 * The game screen's message line: one short message at a time ("Copied the moves 4455.", "Red lost the turn…"),
 * shown in a row of its own above the buttons, so it covers no control and takes no click. A new message replaces the
 * last; a message goes when its situation ends: after {@link #SHOWN_FOR}, when the game is over (the card says what
 * matters then), when the screen is left, and a message about this turn ({@link #showForThisTurn}) as soon as the
 * position changes. Used on the FX thread.
 */
final class Notices {
    static final Duration SHOWN_FOR = Duration.seconds(4);

    private final GameSession session;
    private final ResourceBundle strings;
    private final Countdown countdown;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    /** Whether the message on show is about the turn of the position on show. */
    private boolean aboutThisTurn;
    private final ChangeListener<Object> onPosition = (obs, old, now) -> clearIf(aboutThisTurn);
    private final ChangeListener<Object> onState = (obs, old, now) -> clearIf(isGameOver());

    Notices(GameSession session, ResourceBundle strings, Countdown countdown) {
        this.session = session;
        this.strings = strings;
        this.countdown = countdown;
        session.positionProperty().addListener(onPosition);
        session.stateProperty().addListener(onState);
    }

    /** The message on show; empty if none. */
    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** Shows {@code message} for {@link #SHOWN_FOR} (or until the game is over, or the next message). */
    void show(String message) {
        display(message, false);
        countdown.start(SHOWN_FOR, this::clear);
    }

    /** Shows {@code message} until the position changes (or the game is over, or the next message). */
    void showForThisTurn(String message) {
        display(message, true);
        countdown.stop();
    }

    /** Tells the player that this game leaves out what they asked for ({@code Capabilities#refusal}). */
    void leftOut() {
        show(Texts.refusal(strings, session.capabilities().refusal()));
    }

    void clear() {
        countdown.stop();
        aboutThisTurn = false;
        text.set("");
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

    private void display(String message, boolean turn) {
        aboutThisTurn = turn;
        text.set(message);
    }
}
