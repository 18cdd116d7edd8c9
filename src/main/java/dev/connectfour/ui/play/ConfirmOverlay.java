package dev.connectfour.ui.play;

import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.Question;
import dev.connectfour.ui.navigation.Games;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import javafx.scene.layout.StackPane;

/**
 * Asks before a game in progress is thrown away (a new game, a pasted or opened one, a resignation): a
 * {@link Question} over the game screen. "Keep playing" (Esc) is the default; the move clock is paused while the
 * question is open. A game not {@link Games#inProgress in progress} (not begun, over, or watched) is replaced without
 * asking: nothing of the player's is lost.
 */
final class ConfirmOverlay {
    private final Question question;
    private final GameSession session;
    private final ResourceBundle strings;
    private final Supplier<Runnable> pause;
    private final Runnable afterClose;

    /** @param pause pauses the game and answers what ends that pause */
    ConfirmOverlay(StackPane host, GameSession session, Supplier<Runnable> pause, ResourceBundle strings,
            Runnable afterClose) {
        this.question = new Question(host);
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
        if (question.isOpen()) {
            return;
        }
        // the question stands in for the board: the clock must not run behind it
        Runnable endPause = pause.get();
        question.ask(strings.getString(questionKey), strings.getString("confirm.keepPlaying"),
                strings.getString(confirmKey), action, () -> {
                    endPause.run();
                    afterClose.run();
                });
    }

    boolean isOpen() {
        return question.isOpen();
    }

    /** Closes the question as "Keep playing" would. */
    void close() {
        question.close();
    }
}
