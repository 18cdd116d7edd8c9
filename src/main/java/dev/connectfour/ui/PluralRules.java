package dev.connectfour.ui;

import java.util.Locale;

/**
 * Which form of a word goes with a count ("1 move", "2 moves"; Polish "1 ruch", "2 ruchy", "5 ruchów"):
 * CLDR's cardinal plural rules (plurals.xml, CLDR 44) for the languages the game speaks, written out
 * for whole numbers. Every count the game puts into words (moves, mistakes, seconds) is a whole number,
 * so of CLDR's operands only {@code i} (the number) matters: {@code v} (visible fraction digits) and
 * {@code e} (compact exponent) are 0. A table of twelve languages instead of ICU4J (13 MB), tested
 * against CLDR's own examples.
 */
final class PluralRules {
    /** CLDR's plural categories that these languages use ({@code zero} and {@code two} none of them does). */
    enum Category {
        ONE, FEW, MANY, OTHER;

        /** The keyword in a message: {@code one}, {@code few}, {@code many}, {@code other}. */
        String keyword() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private PluralRules() {
    }

    /**
     * The category of {@code count} in {@code locale}'s language.
     *
     * @throws IllegalArgumentException for a negative count or a language the game does not speak
     */
    static Category of(Locale locale, long count) {
        if (count < 0) {
            throw new IllegalArgumentException("a count is not negative: " + count);
        }
        long i = count;
        return switch (locale.getLanguage()) {
            // one: i = 1 and v = 0
            case "en", "de", "nl" -> i == 1 ? Category.ONE : Category.OTHER;
            // one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
            case "it" -> i == 1 ? Category.ONE : millions(i) ? Category.MANY : Category.OTHER;
            // one: n = 1; many: as Italian
            case "es" -> i == 1 ? Category.ONE : millions(i) ? Category.MANY : Category.OTHER;
            // one: i = 0,1 (French), i = 0..1 (Portuguese); many: as Italian
            case "fr", "pt" -> i <= 1 ? Category.ONE : millions(i) ? Category.MANY : Category.OTHER;
            // one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
            // many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
            case "pl" -> i == 1 ? Category.ONE : few(i) ? Category.FEW : Category.MANY;
            // one: v = 0 and i % 10 = 1 and i % 100 != 11; few: as Polish;
            // many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
            case "ru", "uk" -> i % 10 == 1 && i % 100 != 11 ? Category.ONE : few(i) ? Category.FEW : Category.MANY;
            // no plural forms
            case "ja", "zh" -> Category.OTHER;
            default -> throw new IllegalArgumentException("no plural rules for " + locale);
        };
    }

    /** {@code i % 10 = 2..4 and i % 100 != 12..14} */
    private static boolean few(long i) {
        return i % 10 >= 2 && i % 10 <= 4 && (i % 100 < 12 || i % 100 > 14);
    }

    /** {@code i != 0 and i % 1000000 = 0}: "1 million de coups", "1 millón de jugadas" */
    private static boolean millions(long i) {
        return i != 0 && i % 1_000_000 == 0;
    }
}
