package dev.connectfour.ui.navigation;

import dev.connectfour.ui.Bundles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/**
 * Loads a screen's view by convention: a controller in package {@code ui.x} has its view {@code x.fxml},
 * its style {@code x.css} and its strings {@code x.properties} (in the chosen language, with the shared
 * strings behind them) at the mirrored path under {@code resources/}. The view carries the style class
 * {@code lang-<language tag>} ({@code lang-ja}, {@code lang-zh-CN}).
 */
public final class ScreenLoader {
    private final Supplier<Locale> locale;

    /** @param locale the language chosen now */
    public ScreenLoader(Supplier<Locale> locale) {
        this.locale = Objects.requireNonNull(locale, "locale");
    }

    /** The language chosen now. */
    Locale locale() {
        return locale.get();
    }

    /** A new node for {@code controller}'s view, with the controller bound to it. */
    public Parent load(Object controller) {
        Class<?> type = controller.getClass();
        String name = nameOf(type);
        FXMLLoader loader = new FXMLLoader(resource(type, name + ".fxml"), Bundles.forScreen(type, name, locale.get()));
        loader.setControllerFactory(ignored -> controller);
        Parent screen;
        try {
            screen = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load screen " + name, e);
        }
        screen.getStylesheets().add(resource(type, name + ".css").toExternalForm());
        // the theme picks the language's typeface by it (Japanese and Chinese write the same characters differently)
        screen.getStyleClass().add("lang-" + locale.get().toLanguageTag());
        return screen;
    }

    /** The name a screen's files share: its controller's package's last part. */
    static String nameOf(Class<?> controllerClass) {
        String packageName = controllerClass.getPackageName();
        return packageName.substring(packageName.lastIndexOf('.') + 1);
    }

    private static URL resource(Class<?> anchor, String file) {
        URL url = anchor.getResource(file);
        if (url == null) {
            throw new IllegalStateException("missing resource " + anchor.getPackageName().replace('.', '/') + "/" + file);
        }
        return url;
    }
}
