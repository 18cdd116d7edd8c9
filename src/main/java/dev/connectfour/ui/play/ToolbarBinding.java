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

    /** The buttons of the toolbar and the game-over card that change with the game, or act on its view models. */
    record Buttons(Button undo, Button redo, Button hint, Button resign, Button pause, Button review, Button newGame,
                   Button save, Button open, Button changeSettings, ToggleButton analysis) {
    }

    static void bind(Buttons buttons, PlayViewModel model, TransferViewModel transfers) {
        buttons.save().setOnAction(event -> transfers.save());
        buttons.open().setOnAction(event -> transfers.open());
        buttons.undo().setOnAction(event -> model.undo());
        buttons.redo().setOnAction(event -> model.redo());
        buttons.hint().setOnAction(event -> model.hint());
        buttons.resign().setOnAction(event -> model.resign());
        show(model.offered().takeBack(), buttons.undo(), buttons.redo());
        show(model.offered().hint(), buttons.hint());
        show(model.offered().resign(), buttons.resign());
        show(model.offered().pause(), buttons.pause());
        show(model.offered().newGame(), buttons.newGame(), buttons.changeSettings());
        show(model.offered().open(), buttons.open());
        show(model.offered().analysis(), buttons.analysis());
        buttons.pause().disableProperty().bind(model.offered().pauseDisabled());
        buttons.undo().disableProperty().bind(model.offered().undoDisabled());
        buttons.redo().disableProperty().bind(model.offered().redoDisabled());
        buttons.hint().disableProperty().bind(model.offered().hintDisabled());
        buttons.resign().disableProperty().bind(model.offered().resignDisabled());
        buttons.review().disableProperty().bind(model.offered().reviewDisabled());
        buttons.pause().textProperty().bind(model.offered().pauseText());
    }

    private static void show(boolean shown, Node... nodes) {
        for (Node node : nodes) {
            node.setVisible(shown);
            node.setManaged(shown);
        }
    }
}
