package dev.connectfour.ui.network;

import dev.connectfour.ui.network.NetworkViewModel.Role;
import java.util.List;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * The waiting card's invite: on this network the addresses and the join code; over the Internet the invite link,
 * with Copy (the link carries the server, the game and its key), and on a private server the short code as well,
 * for a guest whose settings hold the same server.
 */
final class InviteView {
    private InviteView() {
    }

    /** The waiting card's parts: its title and words, the address or link with its label, the code, Copy. */
    record Parts(Label title, Label tell, Label addressLabel, Label address, Label codeLabel, Label code, Button copy) {
    }

    /**
     * Over the Internet the card says it is connecting until the server has given the game its link: no invite to send,
     * no link, no Copy until then.
     */
    static void bind(NetworkViewModel model, ResourceBundle resources, Parts card) {
        BooleanBinding internet = model.roleProperty().isEqualTo(Role.INTERNET);
        BooleanBinding connecting = internet.and(model.hostAddressProperty().isEmpty());
        BooleanBinding shortCode = internet.and(model.hostCodeProperty().isNotEmpty());
        card.title().textProperty().bind(Bindings.when(connecting).then(resources.getString("internet.connecting"))
                .otherwise(resources.getString("waiting.title")));
        card.tell().textProperty().bind(Bindings.when(shortCode).then(resources.getString("waiting.tell.code"))
                .otherwise(Bindings.when(internet).then(resources.getString("waiting.tell.internet"))
                        .otherwise(resources.getString("waiting.tell"))));
        card.addressLabel().textProperty().bind(Bindings.when(internet).then(resources.getString("invite"))
                .otherwise(resources.getString("address")));
        card.address().textProperty().bind(model.hostAddressProperty());
        card.code().textProperty().bind(model.hostCodeProperty());
        card.codeLabel().textProperty().bind(Bindings.when(internet).then(resources.getString("code.internet"))
                .otherwise(resources.getString("code")));
        for (Node part : List.of(card.tell(), card.addressLabel(), card.address())) {
            shown(part, connecting.not());
        }
        shown(card.codeLabel(), internet.not().or(shortCode));
        shown(card.code(), internet.not().or(shortCode));
        shown(card.copy(), internet.and(connecting.not()));
        card.copy().disableProperty().bind(Bindings.createBooleanBinding(
                () -> !InternetPlay.isLink(model.hostAddressProperty().get()), model.hostAddressProperty()));
        card.copy().setOnAction(event -> {
            ClipboardContent link = new ClipboardContent();
            link.putString(card.address().getText());
            Clipboard.getSystemClipboard().setContent(link);
            card.copy().setText(resources.getString("copied"));
        });
    }

    private static void shown(Node node, ObservableBooleanValue shown) {
        node.visibleProperty().bind(shown);
        node.managedProperty().bind(shown);
    }
}
