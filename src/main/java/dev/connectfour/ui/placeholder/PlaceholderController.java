package dev.connectfour.ui.placeholder;

import dev.connectfour.ui.Navigator;
import java.util.ResourceBundle;
import javafx.fxml.FXML;
import javafx.scene.control.Label;

/** Stands in for a screen that is not built yet, and says so plainly. */
public final class PlaceholderController {
    private final Navigator navigator;
    private final String screenKey;

    @FXML
    private Label titleLabel;
    @FXML
    private ResourceBundle resources;

    public PlaceholderController(Navigator navigator, String screenKey) {
        this.navigator = navigator;
        this.screenKey = screenKey;
    }

    @FXML
    private void initialize() {
        titleLabel.setText(resources.getString(screenKey));
    }

    @FXML
    private void onBack() {
        navigator.showMenu();
    }
}
