package dev.connectfour.ui.network;

import dev.connectfour.ui.network.NetworkViewModel.Role;
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

    static void bind(NetworkViewModel model, ResourceBundle resources, Label tell, Label addressLabel, Label address,
                     Label codeLabel, Label code, Button copy) {
        BooleanBinding internet = model.roleProperty().isEqualTo(Role.INTERNET);
        BooleanBinding shortCode = internet.and(model.hostCodeProperty().isNotEmpty());
        tell.textProperty().bind(Bindings.when(shortCode).then(resources.getString("waiting.tell.code"))
                .otherwise(Bindings.when(internet).then(resources.getString("waiting.tell.internet"))
                        .otherwise(resources.getString("waiting.tell"))));
        addressLabel.textProperty().bind(Bindings.when(internet).then(resources.getString("invite"))
                .otherwise(resources.getString("address")));
        address.textProperty().bind(model.hostAddressProperty());
        code.textProperty().bind(model.hostCodeProperty());
        codeLabel.textProperty().bind(Bindings.when(internet).then(resources.getString("code.internet"))
                .otherwise(resources.getString("code")));
        shown(codeLabel, internet.not().or(shortCode));
        shown(code, internet.not().or(shortCode));
        shown(copy, internet);
        copy.disableProperty().bind(Bindings.createBooleanBinding(
                () -> !InternetPlay.isLink(model.hostAddressProperty().get()), model.hostAddressProperty()));
        copy.setOnAction(event -> {
            ClipboardContent link = new ClipboardContent();
            link.putString(address.getText());
            Clipboard.getSystemClipboard().setContent(link);
            copy.setText(resources.getString("copied"));
        });
    }

    private static void shown(Node node, ObservableBooleanValue shown) {
        node.visibleProperty().bind(shown);
        node.managedProperty().bind(shown);
    }
}
