package dev.connectfour.ui.settings;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.ui.preferences.InternetServer;
import dev.connectfour.ui.preferences.LiveSettings;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;

/**
 * Settings → Network → Internet server: its address, and an optional user name and password, saved as typed. An
 * address that is not one is said under the field and not saved (what was saved stays, and the text typed stays for
 * correcting). The password is shown as dots only, and never leaves the settings but to that server.
 */
final class InternetServerFields {
    private InternetServerFields() {
    }

    static void bind(LiveSettings settings, TextField address, TextField user, PasswordField password, Label problem) {
        InternetServer initial = settings.get().internetServer();
        address.setText(initial.address());
        user.setText(initial.user());
        password.setText(initial.password());
        problem.setVisible(false);
        problem.managedProperty().bind(problem.visibleProperty());
        address.textProperty().addListener((obs, old, typed) -> {
            boolean valid = isServer(typed);
            problem.setVisible(!valid);
            if (valid) {
                save(settings, settings.get().internetServer().withAddress(typed));
            }
        });
        user.textProperty().addListener((obs, old, typed) ->
                save(settings, settings.get().internetServer().withUser(typed)));
        password.textProperty().addListener((obs, old, typed) ->
                save(settings, settings.get().internetServer().withPassword(typed)));
    }

    /** Blank (no server) or an address the game can connect to. */
    static boolean isServer(String typed) {
        if (typed == null || typed.isBlank()) {
            return true;
        }
        try {
            BrokerAddress.parse(typed);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static void save(LiveSettings settings, InternetServer server) {
        settings.update(settings.get().withInternetServer(server));
    }
}
