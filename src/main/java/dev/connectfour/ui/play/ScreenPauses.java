package dev.connectfour.ui.play;

import dev.connectfour.game.session.Capabilities;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.stage.Window;

/**
 * Everything on the game screen that pauses the game, each under its own {@link PauseReason}, so that
 * ending one never ends another: the player's Pause (button or P), the help over the board, a dialog
 * over the game, and the window when it is minimised or, in a timed game, loses the focus. While the
 * game is paused the paused card hides the board, so a pause cannot be used to think (except when
 * watching two computers, where nobody is timed and the position is there to be looked at). A network game has
 * no paused card and no pause for the window: its clock runs on for the other person, and only a lost connection
 * stops it ({@code NetworkPanel} shows that).
 *
 * <p>A dialog or overlay shown over the game pauses it with {@link #hold}.
 */
final class ScreenPauses {
    private final GameSession session;
    private final Node pausedCard;
    private final Node anchor;
    private final ChangeListener<Boolean> onFocus = (obs, was, focused) -> windowFocused(focused);
    private final ChangeListener<Window> onWindow = (obs, old, window) -> watchFocus(old, window);
    private final ChangeListener<Scene> onScene = (obs, old, scene) -> watchScene(old, scene);
    private boolean minimised;
    private boolean unfocused;

    /** The card over the board while paused: what it says, and its Resume for the player's own pause. */
    record Card(Node card, Label note, Button resume) {
    }

    /** @param anchor a node of the game screen, whose window's focus is watched */
    ScreenPauses(GameSession session, Card card, Node anchor, ResourceBundle strings) {
        this.session = session;
        this.pausedCard = card.card();
        this.anchor = anchor;
        Capabilities game = session.capabilities();
        if (!game.anyonePlaysHere() || !game.standsStillForThisScreen()) {
            ((Pane) pausedCard.getParent()).getChildren().remove(pausedCard); // nobody to keep from thinking, or waiting
        } else {
            pausedCard.visibleProperty().bind(session.pausedProperty());
            card.note().textProperty().bind(Bindings.when(session.pausedByPlayerProperty())
                    .then(strings.getString("paused.byPlayer")).otherwise(strings.getString("paused.byOther")));
            card.resume().visibleProperty().bind(session.pausedByPlayerProperty());
            card.resume().managedProperty().bind(session.pausedByPlayerProperty());
        }
        anchor.sceneProperty().addListener(onScene);
        watchScene(null, anchor.getScene());
    }

    /** The player's Pause and Resume (the button, P, the card's Resume). */
    void togglePlayer() {
        if (session.isPausedByPlayer()) {
            session.resume(PauseReason.PLAYER);
        } else {
            session.pause(PauseReason.PLAYER);
        }
    }

    /**
     * ScreenPauses the game for {@code reason} until the answer is run (once; running it again does nothing):
     * call it when a dialog or overlay opens and run the answer when it closes.
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

    void dispose() {
        anchor.sceneProperty().removeListener(onScene);
        watchScene(anchor.getScene(), null);
        session.resume(PauseReason.WINDOW);
    }

    /** A window in the background pauses a timed game only: an untimed one loses nothing by going on. */
    private void windowFocused(boolean focused) {
        unfocused = !focused && session.settings().hasMoveClock();
        updateWindow();
    }

    private void updateWindow() {
        if ((minimised || unfocused) && session.capabilities().standsStillForThisScreen()) {
            session.pause(PauseReason.WINDOW);
        } else {
            session.resume(PauseReason.WINDOW);
        }
    }

    private void watchScene(Scene old, Scene scene) {
        if (old != null) {
            old.windowProperty().removeListener(onWindow);
            watchFocus(old.getWindow(), null);
        }
        if (scene != null) {
            scene.windowProperty().addListener(onWindow);
            watchFocus(null, scene.getWindow());
        }
    }

    /** Only a change of focus counts: a window that has never had the focus (a test's) pauses nothing. */
    private void watchFocus(Window old, Window window) {
        if (old != null) {
            old.focusedProperty().removeListener(onFocus);
        }
        if (window != null) {
            window.focusedProperty().addListener(onFocus);
        }
    }
}
