package dev.connectfour.ui.play;

import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The card over the board once a game is over, as the {@link PlayViewModel} says: shown after the last disc has
 * landed, with the result and the record against this level; Play again takes the focus when it appears. This class
 * lays the card out: the buttons beside the text where the row fits, else under it, in as many rows as the window's
 * width needs (a long offer such as "Warum habe ich verloren?" does not fit one row at 800 pixels).
 */
final class GameOverPanel {
    /** Room between the analysis bar's title and the card below it. */
    private static final double TITLE_GAP = 6;
    private final Card card;
    private final ChangeListener<Boolean> onShown;
    private final ReadOnlyBooleanProperty shown;
    private final InvalidationListener onRoom = obs -> fit();

    /** The card: one row of the result's text and the buttons, or the buttons under the text when the row does not fit. */
    record Card(HBox row, VBox text, FlowPane buttons) {
    }

    GameOverPanel(Card card, Label result, Label record, Button playAgain, PlayViewModel model) {
        this.card = card;
        result.textProperty().bind(model.resultProperty());
        record.textProperty().bind(model.recordProperty());
        record.managedProperty().bind(model.recordProperty().isNotEmpty());
        card.row().visibleProperty().bind(model.gameOverShownProperty());
        shown = model.gameOverShownProperty();
        onShown = (obs, was, now) -> {
            if (now) {
                fit();
                playAgain.requestFocus();
            }
        };
        shown.addListener(onShown);
        // a button may change after the game ends (a network game's Rematch becomes "Waiting for NAME…"): fit
        // again once its skin has measured the new text; the buttons belong to this screen, so these listeners go
        // with it
        InvalidationListener onButton = obs -> Platform.runLater(this::fit);
        card.buttons().getChildren().forEach(button -> {
            if (button instanceof Button labelled) {
                labelled.textProperty().addListener(onButton);
            }
            button.managedProperty().addListener(onButton);
        });
        card.row().parentProperty().addListener((obs, old, parent) -> watchRoom(old, parent));
        watchRoom(null, card.row().getParent());
        fit();
    }

    void dispose() {
        shown.removeListener(onShown);
        watchRoom(card.row().getParent(), null);
    }
    private void watchRoom(Parent old, Parent parent) {
        if (old instanceof Region region) {
            region.widthProperty().removeListener(onRoom);
        }
        if (parent instanceof Region region) {
            region.widthProperty().addListener(onRoom);
        }
    }

    /** Puts the buttons beside the text if the row fits the board area's width, else under it, wrapped to that width. */
    private void fit() {
        if (!(card.row().getParent() instanceof Region area) || area.getWidth() <= 0) {
            return;
        }
        HBox row = card.row();
        FlowPane buttons = card.buttons();
        double text = card.text().getChildren().stream().filter(child -> child != buttons && child.isManaged())
                .mapToDouble(child -> child.prefWidth(-1)).max().orElse(0);
        double oneRow = buttons.getChildren().stream().filter(Node::isManaged).mapToDouble(child -> child.prefWidth(-1))
                .sum() + buttons.getHgap() * Math.max(0, buttons.getChildren().stream().filter(Node::isManaged).count() - 1);
        double room = area.getWidth() - 16 - row.snappedLeftInset() - row.snappedRightInset();
        boolean stacked = buttons.getParent() == card.text();
        clearAnalysisTitle(area);
        boolean fits = text + row.getSpacing() + oneRow <= room;
        buttons.setPrefWrapLength(fits ? oneRow : Math.min(oneRow, room));
        if (fits && stacked) {
            card.text().getChildren().remove(buttons);
            row.getChildren().add(buttons);
        } else if (!fits && !stacked) {
            row.getChildren().remove(buttons);
            card.text().getChildren().add(buttons);
        }
    }

    /**
     * Puts the card below the analysis bar's title when the analysis shows beside the board (as it does
     * when watching): the card is wider than the board and would cover it.
     */
    private void clearAnalysisTitle(Region area) {
        Node title = area.lookup(".evaluation-title");
        double top = 0;
        if (title != null && title.getParent() != null && title.getParent().isVisible() && title.getScene() != null) {
            Bounds bounds = area.sceneToLocal(title.localToScene(title.getLayoutBounds()));
            top = Math.max(0, bounds.getMaxY() + TITLE_GAP - area.snappedTopInset());
        }
        StackPane.setMargin(card.row(), top > 0 ? new Insets(top, 0, 0, 0) : null);
    }
}
