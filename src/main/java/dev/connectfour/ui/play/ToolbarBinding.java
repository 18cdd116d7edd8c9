package dev.connectfour.ui.play;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ToggleButton;

/**
 * The game screen's buttons follow the {@link PlayViewModel}: each shown where the game offers its command (its
 * {@code Capabilities}), enabled only when the command can be taken. While the game is paused, nothing that acts
 * on the hidden board is offered: undo, redo, hint, resign, review.
 */
final class ToolbarBinding {
    private ToolbarBinding() {
    }

    /** The buttons of the toolbar and the game-over card that change with the game. */
    record Buttons(Button undo, Button redo, Button hint, Button resign, Button pause, Button review, Button newGame,
                   Button open, Button changeSettings, ToggleButton analysis) {
    }

    static void bind(Buttons buttons, PlayViewModel model) {
        buttons.undo().setOnAction(event -> model.undo());
        buttons.redo().setOnAction(event -> model.redo());
        buttons.hint().setOnAction(event -> model.hint());
        buttons.resign().setOnAction(event -> model.resign());
        show(model.offersTakeBack(), buttons.undo(), buttons.redo());
        show(model.offersHint(), buttons.hint());
        show(model.offersResign(), buttons.resign());
        show(model.offersPause(), buttons.pause());
        show(model.offersNewGame(), buttons.newGame(), buttons.changeSettings());
        show(model.offersOpen(), buttons.open());
        show(model.offersAnalysis(), buttons.analysis());
        buttons.pause().disableProperty().bind(model.pauseDisabled());
        buttons.undo().disableProperty().bind(model.undoDisabled());
        buttons.redo().disableProperty().bind(model.redoDisabled());
        buttons.hint().disableProperty().bind(model.hintDisabled());
        buttons.resign().disableProperty().bind(model.resignDisabled());
        buttons.review().disableProperty().bind(model.reviewDisabled());
        buttons.pause().textProperty().bind(model.pauseText());
    }

    private static void show(boolean shown, Node... nodes) {
        for (Node node : nodes) {
            node.setVisible(shown);
            node.setManaged(shown);
        }
    }
}
