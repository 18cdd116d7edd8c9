package dev.connectfour.ui.network;

import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.GameBrowser;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.ui.Texts;
import java.io.IOException;
import java.net.InetAddress;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/**
 * The network screen's discovery: the list of games found on the local network while the player chooses to join,
 * and the advertisement of the game it hosts. Closing either happens off the FX thread (see
 * {@link #closeInBackground}).
 */
final class NetworkDiscovery {
    private static final Logger LOG = Logger.getLogger(NetworkDiscovery.class.getName());

    private final ListView<HostedGame> list;
    private final ResourceBundle resources;
    private GameAdvertiser advertiser;
    private GameBrowser browser;

    NetworkDiscovery(ListView<HostedGame> list, ResourceBundle resources) {
        this.list = list;
        this.resources = resources;
        list.setCellFactory(view -> new FoundGameCell());
        list.setPlaceholder(new Label(resources.getString("found.none")));
    }

    /** Lists the games found on the interface {@code bind} gives (which may throw for a bad choice), until stopped. */
    void browse(Supplier<InetAddress> bind) {
        if (browser != null) {
            return;
        }
        try {
            browser = GameBrowser.start(bind.get(), found -> list.getItems().setAll(found), Platform::runLater);
        } catch (IOException | RuntimeException e) {
            list.setPlaceholder(new Label(Texts.format(resources, "problem.discovery", e.getMessage())));
        }
    }

    void stopBrowsing() {
        browser = closeInBackground(browser);
    }

    /** Advertises a hosted game; without multicast the game is still joined by address. */
    void advertise(InetAddress bind, HostedGame game) {
        try {
            advertiser = GameAdvertiser.start(bind, game);
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.INFO, "the game cannot be advertised on the local network; joining by address works", e);
        }
    }

    void stopAdvertising() {
        advertiser = closeInBackground(advertiser);
    }

    void close() {
        stopBrowsing();
        stopAdvertising();
    }

    /**
     * Closes a part of discovery off the FX thread: multicast DNS says goodbye a few times over some seconds before
     * its threads end, and the window must not freeze meanwhile. Its first goodbye goes out at once. Answers null,
     * what the closed part's field becomes.
     */
    private static <T extends AutoCloseable> T closeInBackground(T discovery) {
        if (discovery == null) {
            return null;
        }
        Thread closer = new Thread(() -> {
            try {
                discovery.close();
            } catch (Exception e) {
                LOG.log(Level.FINE, "closing network discovery", e);
            }
        }, "discovery-close");
        closer.setDaemon(true);
        closer.start();
        return null;
    }

    /** A game found on the network: its host's name, board and clock. */
    private final class FoundGameCell extends ListCell<HostedGame> {
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
}
