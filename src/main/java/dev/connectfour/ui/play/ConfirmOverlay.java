package dev.connectfour.ui.play;

import dev.connectfour.ui.Question;
import dev.connectfour.ui.navigation.Games;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import javafx.scene.layout.StackPane;

/**
 * Asks before a game in progress is thrown away (a new game, a pasted or opened one, a resignation): a
 * {@link Question} over the game screen. "Keep playing" (Esc) is the default; while the question is open it holds what
 * it is given ({@link DialogHold}: the move clock is paused, and an invite link clicked waits for the answer). The view
 * models decide when to ask ({@link Games#inProgress}).
 */
final class ConfirmOverlay {
    private final Question question;
    private final ResourceBundle strings;
    private final Supplier<Runnable> pause;
    private final Runnable afterClose;

    /** @param pause holds the game as the question opens, and answers what lets go of it */
    ConfirmOverlay(StackPane host, Supplier<Runnable> pause, ResourceBundle strings, Runnable afterClose) {
        this.question = new Question(host);
        this.pause = pause;
        this.strings = strings;
        this.afterClose = afterClose;
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

    /** Closes the question as "Keep playing" would. */
    void close() {
        question.close();
    }
}
