package dev.connectfour.ui;

import dev.connectfour.engine.BoardSize;
import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.Refusal;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** Turns game values into words from a bundle that includes the shared strings ({@link Bundles#forScreen}). */
public final class Texts {
    private Texts() {
    }

    /** The string {@code key} with {@code {0}}, {@code {1}}… filled in. */
    public static String format(ResourceBundle bundle, String key, Object... arguments) {
        Locale locale = bundle.getLocale() == null || bundle.getLocale().getLanguage().isEmpty()
                ? Bundles.BASE : bundle.getLocale();
        return new MessageFormat(bundle.getString(key), locale).format(arguments);
    }

    /** "Easy", "Medium", "Hard", "Depth 8". */
    public static String level(ResourceBundle bundle, ComputerLevel level) {
        return switch (level.kind()) {
            case CUSTOM -> format(bundle, "level.custom", level.depth());
            default -> bundle.getString("level." + level.kind().name().toLowerCase(Locale.ROOT));
        };
    }

    /** "7 × 6", "8 × 7"… */
    public static String board(ResourceBundle bundle, BoardSize size) {
        return format(bundle, "board.size", size.width(), size.height());
    }

    /** "Red", "Yellow"… */
    public static String colour(ResourceBundle bundle, DiscColour colour) {
        return bundle.getString("colour." + colour.key());
    }

    /** Why a command was refused, in the player's language. */
    public static String refusal(ResourceBundle bundle, Refusal refusal) {
        return bundle.getString("refusal." + refusal.name());
    }
}
