package dev.connectfour.app;

import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.preferences.UiSettings;
import java.util.ResourceBundle;
import javafx.event.ActionEvent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The error dialog the {@link CrashReporter} shows, in the player's language and theme: a sentence a player
 * understands first (something failed, a game in progress is not lost), then Continue and Quit; the technical
 * details (the exception and its stack trace) stay hidden behind "Show details", and "Copy details" puts them
 * on the clipboard for a bug report. Its own window, so that it shows even when the main window's screen broke.
 */
final class CrashDialog {
    private final Alert alert;
    private final ButtonType quit;

    /**
     * @param settings the player's language and theme, as they were when the error happened
     * @param details  the technical details: the exception, its stack trace, the versions
     */
    CrashDialog(UiSettings settings, String details) {
        ResourceBundle strings = Bundles.common(settings.locale());
        ButtonType copy = new ButtonType(strings.getString("crash.copy"), ButtonBar.ButtonData.OTHER);
        ButtonType carryOn = new ButtonType(strings.getString("crash.continue"), ButtonBar.ButtonData.CANCEL_CLOSE);
        quit = new ButtonType(strings.getString("crash.quit"), ButtonBar.ButtonData.OK_DONE);
        alert = new Alert(Alert.AlertType.ERROR, null, copy, carryOn, quit);
        alert.setTitle(strings.getString("crash.title"));
        alert.setHeaderText(strings.getString("crash.header"));
        alert.setGraphic(null); // Modena's error sign looks like a window's close button

        Label message = new Label(strings.getString("crash.message"));
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE); // all its lines, also when the details take room
        message.getStyleClass().add("crash-message");
        TextArea detailsArea = new TextArea(details);
        detailsArea.setEditable(false);
        detailsArea.setWrapText(false);
        detailsArea.setPrefRowCount(12);
        detailsArea.setId("crash-details");
        detailsArea.setVisible(false);
        detailsArea.managedProperty().bind(detailsArea.visibleProperty());
        Hyperlink detailsLink = new Hyperlink(strings.getString("crash.details.show"));
        detailsLink.setId("crash-show-details");
        detailsLink.setOnAction(event -> {
            boolean show = !detailsArea.isVisible();
            detailsArea.setVisible(show);
            detailsLink.setText(strings.getString(show ? "crash.details.hide" : "crash.details.show"));
            if (alert.getDialogPane().getScene() != null && alert.getDialogPane().getScene().getWindow() != null) {
                alert.getDialogPane().getScene().getWindow().sizeToScene();
            }
        });

        DialogPane pane = alert.getDialogPane();
        pane.setContent(new VBox(10, message, detailsLink, detailsArea));
        pane.setPrefWidth(560);
        pane.getStylesheets().setAll(settings.theme().stylesheets());
        pane.getStyleClass().addAll("crash-dialog", "lang-" + settings.locale().toLanguageTag());
        // Enter, Esc and the window's close button all continue: quitting is only ever chosen on purpose
        ((Button) pane.lookupButton(carryOn)).setDefaultButton(true);
        ((Button) pane.lookupButton(quit)).setDefaultButton(false);
        Button copyButton = (Button) pane.lookupButton(copy);
        copyButton.addEventFilter(ActionEvent.ACTION, event -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(details);
            Clipboard.getSystemClipboard().setContent(content);
            event.consume(); // copying does not close the dialog
        });
    }

    Alert alert() {
        return alert;
    }

    /** True once the player chose Quit. */
    boolean quitChosen() {
        return alert.getResult() == quit;
    }
}
