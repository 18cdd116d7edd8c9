package dev.connectfour.ui.network;

import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;
import javafx.scene.control.ListCell;

/** A game found on the network: its host's name, board and clock. */
final class FoundGameCell extends ListCell<HostedGame> {
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
        setText(Texts.format(resources, "found.game", game.hostName(), Texts.board(resources, match.board()), clock));
    }
}
