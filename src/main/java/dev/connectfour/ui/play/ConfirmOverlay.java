package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.navigation.Games;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.function.Supplier;
import javafx.event.EventHandler;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Asks before a game in progress is thrown away (a new game, a pasted or opened one, a resignation): a question over
 * the game screen that takes every click and key until it is answered. "Keep playing" (Esc) is the
 * default; the move clock is paused while the question is open. A game not {@link Games#inProgress in
 * progress} (not begun, over, or watched) is replaced without asking: nothing of the player's is lost.
 */
final class ConfirmOverlay {
    /** What still reaches the question's buttons: moving between them and pressing one. */
    private static final Set<KeyCode> PASSED = Set.of(KeyCode.TAB, KeyCode.ENTER, KeyCode.SPACE, KeyCode.LEFT,
            KeyCode.RIGHT);

    private final StackPane host;
    private final GameSession session;
    private final ResourceBundle strings;
    private final Supplier<Runnable> pause;
    private final Runnable afterClose;
    private final EventHandler<KeyEvent> keys = this::filterKey;
    private StackPane overlay;
    private Runnable endPause;

    /** @param pause pauses the game and answers what ends that pause */
    ConfirmOverlay(StackPane host, GameSession session, Supplier<Runnable> pause, ResourceBundle strings,
            Runnable afterClose) {
        this.host = host;
        this.session = session;
        this.pause = pause;
        this.strings = strings;
        this.afterClose = afterClose;
    }

    /**
     * Runs {@code replace} at once if no game is in progress, else asks {@code questionKey} first and
     * runs it only if the player answers {@code confirmKey}.
     */
    void unlessInProgress(String questionKey, String confirmKey, Runnable replace) {
        if (!Games.inProgress(session)) {
            replace.run();
        } else {
            ask(questionKey, confirmKey, replace);
        }
    }

    /** Asks {@code questionKey} and runs {@code action} only if the player answers {@code confirmKey}. */
    void ask(String questionKey, String confirmKey, Runnable action) {
        if (overlay == null) {
            show(strings.getString(questionKey), strings.getString(confirmKey), action);
        }
    }

    boolean isOpen() {
        return overlay != null;
    }

    /** Closes the question as "Keep playing" would. */
    void close() {
        if (overlay == null) {
            return;
        }
        host.getChildren().remove(overlay);
        host.removeEventFilter(KeyEvent.ANY, keys);
        overlay = null;
        endPause.run();
        afterClose.run();
    }

    /** Esc answers "Keep playing"; only the keys that work the question's buttons reach them; no key reaches the game. */
    private void filterKey(KeyEvent event) {
        if (event.getEventType() == KeyEvent.KEY_PRESSED && event.getCode() == KeyCode.ESCAPE) {
            close();
            event.consume();
        } else if (event.getEventType() == KeyEvent.KEY_TYPED || !PASSED.contains(event.getCode())
                || event.isShortcutDown() || !(event.getTarget() instanceof Node target && isInOverlay(target))) {
            event.consume();
        }
    }

    private boolean isInOverlay(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == overlay) {
                return true;
            }
        }
        return false;
    }

    private void show(String question, String confirm, Runnable replace) {
        Label text = new Label(question);
        text.setWrapText(true);
        text.getStyleClass().add("confirm-question");
        Button yes = new Button(confirm);
        yes.getStyleClass().add("primary");
        yes.setOnAction(event -> {
            close();
            replace.run();
        });
        Button keep = new Button(strings.getString("confirm.keepPlaying"));
        keep.setOnAction(event -> close());
        HBox buttons = new HBox(12, keep, yes);
        buttons.setAlignment(Pos.CENTER);
        VBox card = new VBox(16, text, buttons);
        card.getStyleClass().addAll("card", "confirm-card");
        card.setAlignment(Pos.CENTER);
        card.setMaxSize(440, VBox.USE_PREF_SIZE);
        overlay = new StackPane(card);
        overlay.getStyleClass().add("confirm-overlay");
        // the question stands in for the board: the clock must not run behind it
        endPause = pause.get();
        host.getChildren().add(overlay);
        host.addEventFilter(KeyEvent.ANY, keys);
        keep.requestFocus();
    }
}
