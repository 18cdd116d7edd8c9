package dev.connectfour.ui.network;

import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/**
 * The list of games found on the local network: each as its host's name, board and clock; while empty, the view
 * model's word on why. A game selected is chosen (its address filled in); one clicked also sends the keyboard to
 * {@code next}, the join code, once the list has taken the click (a list takes the focus when clicked).
 */
final class FoundGamesView {
    private FoundGamesView() {
    }

    static void show(ListView<HostedGame> list, NetworkViewModel model, ResourceBundle resources, Node next) {
        list.setCellFactory(view -> new FoundGameCell(resources));
        list.placeholderProperty().bind(model.foundPlaceholderProperty().map(Label::new));
        list.setItems(model.foundGames());
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, game) -> {
            if (game != null) {
                model.choose(game);
            }
        });
        list.setOnMouseClicked(click -> {
            if (list.getSelectionModel().getSelectedItem() != null) {
                next.requestFocus();
            }
        });
    }

    private static final class FoundGameCell extends ListCell<HostedGame> {
        private final ResourceBundle resources;

        FoundGameCell(ResourceBundle resources) {
            this.resources = resources;
        }

        @Override
        protected void updateItem(HostedGame game, boolean empty) {
            super.updateItem(game, empty);
            if (empty || game == null) {
                setText(null);
                return;
            }
            MatchSettings match = game.settings();
            String clock = match.isTimed() ? Texts.format(resources, "found.timed", match.moveClockSeconds())
                    : resources.getString("found.untimed");
            setText(Texts.format(resources, "found.game", game.hostName(), Texts.board(resources, match.board()),
                    clock));
        }
    }
}
