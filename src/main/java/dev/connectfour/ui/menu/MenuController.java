package dev.connectfour.ui.menu;

import dev.connectfour.ui.Navigator;
import javafx.application.Platform;
import javafx.fxml.FXML;
import javafx.scene.control.Button;

/** The start screen: choose a mode, open the settings, or quit. */
public final class MenuController {
    private final Navigator navigator;

    @FXML
    private Button onePlayerButton;

    public MenuController(Navigator navigator) {
        this.navigator = navigator;
    }

    @FXML
    private void initialize() {
        Platform.runLater(onePlayerButton::requestFocus);
    }

    @FXML
    private void onOnePlayer() {
        navigator.showPlaceholder("screen.onePlayer");
    }

    @FXML
    private void onTwoPlayers() {
        navigator.showPlaceholder("screen.twoPlayers");
    }

    @FXML
    private void onWatch() {
        navigator.showPlaceholder("screen.watch");
    }

    @FXML
    private void onSettings() {
        navigator.showPlaceholder("screen.settings");
    }

    @FXML
    private void onQuit() {
        navigator.quit();
    }
}
