package dev.connectfour.ui.preferences;

import java.util.Locale;

/**
 * The languages the game speaks, each with its own name for itself (what the language picker shows, the
 * same in every language: a player who cannot read the current one still finds their own); {@link #SYSTEM}
 * follows the computer's own language when the game speaks it, else English.
 */
public enum Language {
    SYSTEM(null, null),
    ENGLISH(Locale.ENGLISH, "English"),
    GERMAN(Locale.GERMAN, "Deutsch"),
    FRENCH(Locale.FRENCH, "Français"),
    SPANISH(Locale.forLanguageTag("es"), "Español"),
    ITALIAN(Locale.ITALIAN, "Italiano"),
    PORTUGUESE_BRAZIL(Locale.forLanguageTag("pt-BR"), "Português (Brasil)"),
    DUTCH(Locale.forLanguageTag("nl"), "Nederlands"),
    POLISH(Locale.forLanguageTag("pl"), "Polski"),
    RUSSIAN(Locale.forLanguageTag("ru"), "Русский"),
    UKRAINIAN(Locale.forLanguageTag("uk"), "Українська"),
    JAPANESE(Locale.JAPANESE, "日本語"),
    CHINESE_SIMPLIFIED(Locale.SIMPLIFIED_CHINESE, "简体中文");

    private final Locale locale;
    private final String ownName;

    Language(Locale locale, String ownName) {
        this.locale = locale;
        this.ownName = ownName;
    }

    /** The locale of the strings, numbers and dates: for {@link #SYSTEM}, that of {@link #forSystem}. */
    public Locale locale() {
        return this == SYSTEM ? forSystem(Locale.getDefault()).locale : locale;
    }

    /** The language's name in itself ("Français", "日本語"); null for {@link #SYSTEM}, whose name is translated. */
    public String ownName() {
        return ownName;
    }

    /**
     * The language the game speaks on a computer set to {@code system}: the one of the same language, any
     * Portuguese as Brazilian, English for a language the game does not speak. Chinese written in
     * traditional characters (Taiwan, Hong Kong, Macau) gets English too: simplified characters are
     * another writing system to those readers, not a regional variant.
     */
    public static Language forSystem(Locale system) {
        if (system.getLanguage().equals("zh") && traditional(system)) {
            return ENGLISH;
        }
        for (Language language : values()) {
            if (language != SYSTEM && language.locale.getLanguage().equals(system.getLanguage())) {
                return language;
            }
        }
        return ENGLISH;
    }

    private static boolean traditional(Locale chinese) {
        return chinese.getScript().equals("Hant") || (chinese.getScript().isEmpty()
                && (chinese.getCountry().equals("TW") || chinese.getCountry().equals("HK") || chinese.getCountry().equals("MO")));
    }
}
