package dev.connectfour.game;

import java.util.Locale;

/**
 * A disc colour as a theme key, not a paint: the UI maps each key to its CSS colour
 * (for example {@code -disc-red}). Keeps the scene graph out of the game layer.
 */
public enum DiscColour {
    RED,
    YELLOW,
    BLUE,
    GREEN,
    PURPLE,
    ORANGE;

    /** The key as the UI's CSS and resource bundles use it, for example {@code red}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
