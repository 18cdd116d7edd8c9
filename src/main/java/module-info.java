/**
 * Connect Four: the engine (pure Java), the observable game session, the JavaFX screens,
 * the application start-up and the command-line tools.
 */
module dev.connectfour {
    requires javafx.base;
    requires javafx.graphics;
    requires javafx.controls;
    requires javafx.fxml;
    requires org.controlsfx.controls;
    requires java.logging;
    requires java.management; // bench: per-thread CPU time

    exports dev.connectfour.engine;
    exports dev.connectfour.app to javafx.graphics;
    exports dev.connectfour.cli;

    // FXML controllers only, and only to the FXML loader.
    opens dev.connectfour.ui.menu to javafx.fxml;
    opens dev.connectfour.ui.placeholder to javafx.fxml;
}
