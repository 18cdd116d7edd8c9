package dev.connectfour.ui.network;

import dev.connectfour.game.GameSettings;
import java.util.Locale;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;

/** What the network screen's text fields accept: a name no longer than a name may be, a join code in capitals. */
final class NetworkFields {
    /** Longer than any code a host gives, so a mistyped one is told, not cut. */
    private static final int MAX_CODE_LENGTH = 16;

    private NetworkFields() {
    }

    static void name(TextField field) {
        field.setTextFormatter(new TextFormatter<String>(change ->
                change.getControlNewText().length() <= GameSettings.MAX_NAME_LENGTH ? change : null));
    }

    static void code(TextField field) {
        field.setTextFormatter(new TextFormatter<String>(change -> {
            change.setText(change.getText().toUpperCase(Locale.ROOT));
            return change.getControlNewText().length() <= MAX_CODE_LENGTH ? change : null;
        }));
    }
}
