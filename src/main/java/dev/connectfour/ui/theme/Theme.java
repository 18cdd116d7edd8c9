package dev.connectfour.ui.theme;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.scene.Scene;

/**
 * The looks a player can choose. Classic is {@code ui/theme.css} alone; every other theme adds one
 * sheet that only overrides its looked-up colours (and, for high contrast, a few strokes).
 * In every theme the two sides also differ by their mark: a ring on one side's discs, a cross on the other's (see
 * {@code DiscLook}).
 */
public enum Theme {
    CLASSIC(null, "classic"),
    HIGH_CONTRAST("high-contrast.css", "highContrast"),
    COLOUR_BLIND("colour-blind.css", "colourBlind");

    private static final String BASE = Objects.requireNonNull(Theme.class.getResource("/dev/connectfour/ui/theme.css"), "theme.css")
            .toExternalForm();

    private final String variant;
    private final String key;

    Theme(String variant, String key) {
        this.variant = variant;
        this.key = key;
    }

    /** The key of this theme in string bundles: its name is {@code theme.<key>}, its side names {@code side.<key>.first}. */
    public String key() {
        return key;
    }

    /** The stylesheets to give the scene, base first. */
    public List<String> stylesheets() {
        List<String> sheets = new ArrayList<>();
        sheets.add(BASE);
        if (variant != null) {
            sheets.add(Objects.requireNonNull(Theme.class.getResource(variant), variant).toExternalForm());
        }
        return sheets;
    }

    /** Replaces the scene's theme sheets with this theme's. */
    public void applyTo(Scene scene) {
        scene.getStylesheets().setAll(stylesheets());
    }
}
