package dev.connectfour.ui;

import java.util.Objects;
import java.util.Set;
import javafx.event.EventHandler;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * A question over a screen that takes every click and key until it is answered, asked before something of the
 * player's is thrown away: the safe answer (focused, and Esc) keeps it, the other goes on. One question at a time.
 * Its look is the theme's {@code .confirm-overlay}, {@code .confirm-card} and {@code .confirm-question}.
 */
public final class Question {
    /** What still reaches the question's buttons: moving between them and pressing one. */
    private static final Set<KeyCode> PASSED = Set.of(KeyCode.TAB, KeyCode.ENTER, KeyCode.SPACE, KeyCode.LEFT,
            KeyCode.RIGHT);

    private final StackPane host;
    private final EventHandler<KeyEvent> keys = this::filterKey;
    private StackPane overlay;
    private Runnable closed;

    /** @param host the pane the question lies over, as its last child */
    public Question(StackPane host) {
        this.host = Objects.requireNonNull(host, "host");
    }

    /**
     * Shows {@code question} with the buttons {@code keep} and {@code goOn}; {@code closed} runs when the question
     * goes, whatever the answer, and then {@code goOn}'s {@code action} if that was the answer. Does nothing while a
     * question is open.
     */
    public void ask(String question, String keep, String goOn, Runnable action, Runnable closed) {
        if (overlay != null) {
            return;
        }
        Label text = new Label(question);
        text.setWrapText(true);
        text.getStyleClass().add("confirm-question");
        Button yes = new Button(goOn);
        yes.getStyleClass().add("primary");
        yes.setOnAction(event -> {
            close();
            action.run();
        });
        Button no = new Button(keep);
        no.setOnAction(event -> close());
        // whole answers: the card grows past its usual width rather than cut a button's text short
        yes.setMinWidth(Region.USE_PREF_SIZE);
        no.setMinWidth(Region.USE_PREF_SIZE);
        HBox buttons = new HBox(12, no, yes);
        buttons.setAlignment(Pos.CENTER);
        VBox card = new VBox(16, text, buttons);
        card.getStyleClass().addAll("card", "confirm-card");
        card.setAlignment(Pos.CENTER);
        card.setMaxSize(440, VBox.USE_PREF_SIZE);
        overlay = new StackPane(card);
        overlay.getStyleClass().add("confirm-overlay");
        this.closed = closed;
        host.getChildren().add(overlay);
        host.addEventFilter(KeyEvent.ANY, keys);
        no.requestFocus();
    }

    public boolean isOpen() {
        return overlay != null;
    }

    /** Closes the question as the safe answer would. */
    public void close() {
        if (overlay == null) {
            return;
        }
        host.getChildren().remove(overlay);
        host.removeEventFilter(KeyEvent.ANY, keys);
        overlay = null;
        closed.run();
    }

    /** Esc is the safe answer; only the keys that work the question's buttons reach them; no key reaches the screen. */
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
}
