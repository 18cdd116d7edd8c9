package dev.connectfour.ui.stats;

import javafx.scene.control.Button;
import javafx.scene.layout.Pane;

/**
 * The reset's question on the statistics screen: while the {@link StatsViewModel} asks, its card stands in place of
 * the Reset button, with the safe answer (Cancel) focused.
 */
final class ResetQuestion {
    private final Pane card;
    private final Button reset;

    private ResetQuestion(Pane card, Button reset) {
        this.card = card;
        this.reset = reset;
    }

    /** Shows {@code card} in place of {@code reset} while {@code model} asks. */
    static ResetQuestion bind(Pane card, Button reset, StatsViewModel model) {
        ResetQuestion question = new ResetQuestion(card, reset);
        question.show(model.askingProperty().get());
        model.askingProperty().addListener((obs, was, asking) -> question.show(asking));
        return question;
    }

    private void show(boolean asking) {
        card.setVisible(asking);
        card.setManaged(asking);
        reset.setVisible(!asking);
        reset.setManaged(!asking);
        if (asking) {
            card.lookup(".cancel-reset").requestFocus();
        }
    }
}
