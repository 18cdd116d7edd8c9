package dev.connectfour.ui.play;

import dev.connectfour.game.session.Capabilities;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Everything on the game screen that pauses the game, each under its own {@link PauseReason}, so that ending one
 * never ends another: the player's Pause (button or P), the help over the board and a dialog over the game
 * ({@link #hold}), and the window when it is minimised or, in a timed game, loses the focus. While the game is paused
 * the paused card hides the board, so a pause cannot be used to think (except when watching two computers, where
 * nobody is timed and the position is there to be looked at). A game that does not stand still for this screen (a
 * network game) has no paused card and no pause for the window: its clock runs on for the other person. Used on the
 * FX thread.
 */
final class PauseViewModel {
    private final GameSession session;
    private final boolean hidesBoard;
    private final ReadOnlyBooleanWrapper cardShown = new ReadOnlyBooleanWrapper(this, "cardShown");
    private final ReadOnlyBooleanWrapper resumeOffered = new ReadOnlyBooleanWrapper(this, "resumeOffered");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private boolean minimised;
    private boolean unfocused;

    PauseViewModel(GameSession session, ResourceBundle strings) {
        this.session = session;
        Capabilities game = session.capabilities();
        hidesBoard = game.anyonePlaysHere() && game.standsStillForThisScreen();
        if (hidesBoard) {
            cardShown.bind(session.pausedProperty());
            resumeOffered.bind(session.pausedByPlayerProperty());
            note.bind(Bindings.when(session.pausedByPlayerProperty()).then(strings.getString("paused.byPlayer"))
                    .otherwise(strings.getString("paused.byOther")));
        }
    }

    /** Whether this game hides the board while paused: false where nobody plays here, or nobody waits for it. */
    boolean hidesBoard() {
        return hidesBoard;
    }

    /** True while the paused card hides the board. */
    ReadOnlyBooleanProperty cardShownProperty() {
        return cardShown.getReadOnlyProperty();
    }

    /** What the card says: the player paused, or something else keeps the game waiting (the help, a dialog…). */
    ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** The card's Resume: only for the player's own pause, which only the player ends. */
    ReadOnlyBooleanProperty resumeOfferedProperty() {
        return resumeOffered.getReadOnlyProperty();
    }

    /** The player's Pause and Resume (the button, P, the card's Resume). */
    void togglePause() {
        if (session.isPausedByPlayer()) {
            session.resume(PauseReason.PLAYER);
        } else {
            session.pause(PauseReason.PLAYER);
        }
    }

    /**
     * Pauses the game for {@code reason} until the answer is run (once; running it again does nothing): call it when
     * a dialog or overlay opens and run the answer when it closes.
     */
    Runnable hold(PauseReason reason) {
        session.pause(reason);
        boolean[] released = {false};
        return () -> {
            if (!released[0]) {
                released[0] = true;
                session.resume(reason);
            }
        };
    }

    void windowMinimised(boolean isMinimised) {
        minimised = isMinimised;
        updateWindow();
    }

    /** A window in the background pauses a timed game only: an untimed one loses nothing by going on. */
    void windowFocused(boolean focused) {
        unfocused = !focused && session.settings().hasMoveClock();
        updateWindow();
    }

    void dispose() {
        cardShown.unbind();
        resumeOffered.unbind();
        note.unbind();
        session.resume(PauseReason.WINDOW);
    }

    private void updateWindow() {
        if ((minimised || unfocused) && session.capabilities().standsStillForThisScreen()) {
            session.pause(PauseReason.WINDOW);
        } else {
            session.resume(PauseReason.WINDOW);
        }
    }
}
