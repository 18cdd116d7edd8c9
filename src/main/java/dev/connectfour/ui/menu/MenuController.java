package dev.connectfour.ui.menu;

import dev.connectfour.game.Mode;
import dev.connectfour.ui.Navigator;
import dev.connectfour.ui.Screen;
import javafx.application.Platform;
import javafx.fxml.FXML;
import javafx.scene.control.Button;

/** The start screen: choose a mode, open the settings or the rules, or quit. */
public final class MenuController implements Screen {
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
        navigator.showSetup(Mode.ONE_PLAYER);
    }

    @FXML
    private void onTwoPlayers() {
        navigator.showSetup(Mode.TWO_PLAYERS);
    }

    @FXML
    private void onWatch() {
        navigator.showSetup(Mode.WATCH);
    }

    @FXML
    private void onSettings() {
        navigator.showSettings();
    }

    @FXML
    private void onHelp() {
        navigator.showHelp();
    }

    @FXML
    private void onQuit() {
        navigator.quit();
    }
}
