package dev.connectfour.ui.stats;

import dev.connectfour.ui.navigation.Navigation;
import javafx.scene.control.Button;
import javafx.scene.layout.Pane;

/**
 * The reset's question on the statistics screen: while the {@link StatsViewModel} asks, its card stands in place of
 * the Reset button, with the safe answer (Cancel) focused, and requests from outside the window (an invite link
 * clicked) wait for the answer ({@link Navigation#holdRequests}).
 */
final class ResetQuestion {
    private final Pane card;
    private final Button reset;
    private final Navigation navigation;
    /** Lets go of the requests held while the question is open; nothing otherwise. */
    private Runnable answered = () -> { };

    private ResetQuestion(Pane card, Button reset, Navigation navigation) {
        this.card = card;
        this.reset = reset;
        this.navigation = navigation;
    }

    /** Shows {@code card} in place of {@code reset} while {@code model} asks. */
    static ResetQuestion bind(Pane card, Button reset, StatsViewModel model, Navigation navigation) {
        ResetQuestion question = new ResetQuestion(card, reset, navigation);
        question.show(model.askingProperty().get());
        model.askingProperty().addListener((obs, was, asking) -> question.show(asking));
        return question;
    }

    private void show(boolean asking) {
        card.setVisible(asking);
        card.setManaged(asking);
        reset.setVisible(!asking);
        reset.setManaged(!asking);
        answered.run();
        answered = asking ? navigation.holdRequests() : () -> { };
        if (asking) {
            card.lookup(".cancel-reset").requestFocus();
        }
    }

    /** The screen goes: what the question held is let go of, answered or not. */
    void dispose() {
        answered.run();
    }
}
