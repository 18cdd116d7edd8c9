package dev.connectfour.ui.menu;

import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.RejoinTicket;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.rejoin.GuestJoin;
import dev.connectfour.ui.rejoin.RejoinOfferView;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;

/**
 * The start screen's offer to rejoin the network match this guest left in the middle (also in an earlier run): the
 * seconds left, Rejoin in one click, the game screen once the match is back, and why not if it cannot be (the
 * offer is then forgotten, and the rest of the start screen goes on as before).
 */
final class RejoinCard {
    private final Games games;
    private final NetworkMemory memory;
    /** The view, set once shown. */
    private ResourceBundle resources;
    private RejoinOfferView view;
    private Button button;
    /** The rejoin under way; null if none. */
    private NetworkGame pending;
    /** True once the game screen has the match: leaving the start screen then closes nothing. */
    private boolean handedOver;

    RejoinCard(Games games, NetworkMemory memory) {
        this.games = games;
        this.memory = memory;
    }

    /**
     * Shows the offer in {@code card} with its countdown in {@code text} if there is a match to rejoin (then hidden
     * once it expires), else takes the card out of the scene; whether there is. Once only, as the view is loaded.
     */
    boolean show(Node card, Label text, Button rejoinButton, ResourceBundle strings) {
        view = new RejoinOfferView(card, text, memory, strings);
        button = rejoinButton;
        button.setOnAction(event -> rejoin());
        resources = strings;
        view.show();
        boolean offered = view.ticket().isPresent();
        if (!offered) { // out of the scene, not just hidden: its button is not one of the start screen's choices
            ((Pane) card.getParent()).getChildren().remove(card);
        }
        return offered;
    }

    /** Rejoins the match on offer, if it is still good. */
    private void rejoin() {
        Optional<RejoinTicket> ticket = view.ticket();
        if (ticket.isEmpty() || pending != null) {
            view.show(); // expired meanwhile: the offer goes
            return;
        }
        NetworkGame game = new NetworkGame();
        game.gameNumberProperty().addListener((obs, old, number) -> {
            if (old.intValue() == 0 && number.intValue() > 0 && game == pending) {
                handedOver = true;
                games.startNetworkGame(game);
            }
        });
        game.endedProperty().addListener((obs, old, reason) -> {
            if (reason != null && game == pending && !handedOver) {
                failed(ticket.get().opponent(), reason);
            }
        });
        pending = game;
        button.setDisable(true);
        view.tell(resources.getString("joining"));
        try {
            GuestJoin.rejoin(game, memory, ticket.get());
        } catch (IllegalArgumentException e) { // a kept code no host could have given
            failed(ticket.get().opponent(), EndReason.WRONG_CODE);
        }
    }

    /** The host is gone, or refused: said in the offer's place, and the offer forgotten. */
    private void failed(String opponent, EndReason reason) {
        close();
        memory.forgetTicket();
        button.setVisible(false);
        button.setManaged(false);
        String why = Texts.format(resources, "network.ended." + reason.name().toLowerCase(Locale.ROOT), opponent);
        view.tell(Texts.format(resources, "rejoin.failed", opponent, why));
    }

    /** The start screen is left: the countdown stops, and a rejoin that has not reached the game screen ends. */
    void leave() {
        view.hide();
        if (!handedOver) {
            close();
        }
    }

    private void close() {
        if (pending != null) {
            NetworkGame game = pending;
            pending = null;
            game.close();
        }
    }
}
