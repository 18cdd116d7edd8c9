package dev.connectfour.app;

import dev.connectfour.ui.Navigator;
import java.util.stream.IntStream;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;

/** The JavaFX application: one window whose content the {@link Navigator} swaps screen by screen. */
public final class ConnectFourApp extends Application {
    static final String TITLE = "Connect Four";
    private static final double DEFAULT_WIDTH = 900;
    private static final double DEFAULT_HEIGHT = 700;
    private static final double MIN_WIDTH = 480;
    private static final double MIN_HEIGHT = 420;
    /**
     * Window icons in {@code resources/dev/connectfour/app/}, drawn by {@code jlink-config/icon/make-icons.sh}.
     * Loaded synchronously (a few milliseconds): icons still loading when set are never shown.
     */
    private static final int[] ICON_SIZES = {16, 32, 48, 64, 128, 256};

    /** Called by the JavaFX launcher. */
    public ConnectFourApp() {
        // The launcher instantiates the application reflectively.
    }

    static void launchWith(StartupOptions options) {
        Application.launch(ConnectFourApp.class);
    }

    @Override
    public void start(Stage stage) {
        Navigator navigator = new Navigator(stage::close);
        Scene scene = new Scene(navigator.root(), DEFAULT_WIDTH, DEFAULT_HEIGHT);
        scene.getStylesheets().add(Navigator.themeStylesheet());
        stage.setTitle(TITLE);
        IntStream.of(ICON_SIZES).mapToObj(size -> new Image(
                ConnectFourApp.class.getResource("icon-" + size + ".png").toExternalForm()))
                .forEach(stage.getIcons()::add);
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        stage.setScene(scene);
        navigator.showMenu();
        stage.show();
        FirstFrameProbe.install(scene);
    }
}
