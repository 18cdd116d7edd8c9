package dev.connectfour.ui;

import dev.connectfour.ui.menu.MenuController;
import dev.connectfour.ui.placeholder.PlaceholderController;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Objects;
import java.util.ResourceBundle;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.layout.StackPane;

/**
 * Moves between screens inside the one window. Each screen is an FXML file beside its controller's
 * package under {@code resources/}, with its strings in a bundle of the same name.
 */
public final class Navigator {
    private final StackPane root = new StackPane();
    private final Runnable quit;

    /** @param quit closes the window (and so ends the game) */
    public Navigator(Runnable quit) {
        this.quit = Objects.requireNonNull(quit);
        root.getStyleClass().add("app-root");
    }

    /** The node the window shows; its only child is the current screen. */
    public StackPane root() {
        return root;
    }

    /** The application-wide stylesheet: colours and fonts as CSS variables, defined once. */
    public static String themeStylesheet() {
        return resource(Navigator.class, "theme.css").toExternalForm();
    }

    public void showMenu() {
        show(MenuController.class, "menu", new MenuController(this));
    }

    /**
     * A plainly marked placeholder for a screen whose issue has not landed yet.
     *
     * @param screenKey the key of the screen's name in the placeholder bundle
     */
    public void showPlaceholder(String screenKey) {
        show(PlaceholderController.class, "placeholder", new PlaceholderController(this, screenKey));
    }

    public void quit() {
        quit.run();
    }

    private void show(Class<?> controllerClass, String name, Object controller) {
        FXMLLoader loader = new FXMLLoader(resource(controllerClass, name + ".fxml"), bundle(controllerClass, name));
        loader.setControllerFactory(type -> controller);
        Parent screen;
        try {
            screen = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load screen " + name, e);
        }
        screen.getStylesheets().add(resource(controllerClass, name + ".css").toExternalForm());
        root.getChildren().setAll(screen);
    }

    /** The strings of a screen: {@code <package>/<name>.properties}, in the default locale. */
    public static ResourceBundle bundle(Class<?> controllerClass, String name) {
        return ResourceBundle.getBundle(controllerClass.getPackageName() + "." + name);
    }

    private static URL resource(Class<?> anchor, String file) {
        URL url = anchor.getResource(file);
        if (url == null) {
            throw new IllegalStateException("missing resource " + anchor.getPackageName().replace('.', '/') + "/" + file);
        }
        return url;
    }
}
