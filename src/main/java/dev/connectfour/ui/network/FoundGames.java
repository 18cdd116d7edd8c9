package dev.connectfour.ui.network;

import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.net.lobby.Lobby;
import dev.connectfour.ui.Texts;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The games found on the local network while joining, as the lobby reports them, and what the list says while it
 * is empty. The lobby's news comes through {@link #listener}; the list changes on {@code fx} only.
 */
final class FoundGames {
    private final ObservableList<HostedGame> games = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper placeholder = new ReadOnlyStringWrapper(this, "foundPlaceholder");

    FoundGames(ResourceBundle resources) {
        placeholder.set(resources.getString("found.none"));
    }

    /** What the lobby tells: handed to {@code fx}. */
    Lobby.Listener listener(ResourceBundle resources, Executor fx) {
        return new Lobby.Listener() {
            @Override
            public void found(List<HostedGame> found) {
                fx.execute(() -> show(found));
            }

            @Override
            public void lookingFailed(String detail) {
                fx.execute(() -> placeholder.set(Texts.format(resources, "problem.discovery", detail)));
            }
        };
    }

    /**
     * The games found now, in place: a game still listed keeps its row, so the one the player selected stays
     * selected while the network reports again.
     */
    private void show(List<HostedGame> found) {
        games.retainAll(found);
        found.stream().filter(game -> !games.contains(game)).forEach(games::add);
    }

    ObservableList<HostedGame> games() {
        return games;
    }

    ReadOnlyStringProperty placeholderProperty() {
        return placeholder.getReadOnlyProperty();
    }
}
