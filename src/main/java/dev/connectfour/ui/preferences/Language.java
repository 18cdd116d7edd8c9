package dev.connectfour.ui.preferences;

import java.util.Locale;

/** The languages the game speaks; {@link #SYSTEM} follows the computer's own language when the game speaks it. */
public enum Language {
    SYSTEM(null),
    ENGLISH(Locale.ENGLISH),
    GERMAN(Locale.GERMAN);

    private final Locale locale;

    Language(Locale locale) {
        this.locale = locale;
    }

    /** The locale for the strings: for {@link #SYSTEM}, German on a German system and English otherwise. */
    public Locale locale() {
        if (locale != null) {
            return locale;
        }
        return Locale.getDefault().getLanguage().equals(Locale.GERMAN.getLanguage()) ? Locale.GERMAN : Locale.ENGLISH;
    }
}
