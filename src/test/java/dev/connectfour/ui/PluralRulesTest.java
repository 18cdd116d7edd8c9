package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.connectfour.ui.PluralRules.Category;
import dev.connectfour.ui.preferences.Language;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The plural rules against CLDR's own examples: the {@code @integer} samples of plurals.xml (CLDR 44)
 * for each category of each language, the compact forms ({@code 1c6}) left out as the game never
 * writes them.
 */
class PluralRulesTest {
    private static final String ONE_IS_ONE = "one: 1; other: 0, 2~16, 100, 1000, 10000, 100000, 1000000";
    private static final String ONE_IS_ONE_MANY_MILLIONS = "one: 1; many: 1000000; other: 0, 2~16, 100, 1000, 10000, 100000";
    private static final String ONE_IS_ZERO_OR_ONE = "one: 0, 1; many: 1000000; other: 2~17, 100, 1000, 10000, 100000";
    private static final String FEW = "few: 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002";
    private static final String SLAVIC_MANY = "many: 0, 5~19, 100, 1000, 10000, 100000, 1000000";
    private static final Map<String, String> SAMPLES = Map.ofEntries(
            Map.entry("en", ONE_IS_ONE),
            Map.entry("de", ONE_IS_ONE),
            Map.entry("nl", ONE_IS_ONE),
            Map.entry("it", ONE_IS_ONE_MANY_MILLIONS),
            Map.entry("es", ONE_IS_ONE_MANY_MILLIONS),
            Map.entry("fr", ONE_IS_ZERO_OR_ONE),
            Map.entry("pt", ONE_IS_ZERO_OR_ONE),
            Map.entry("pl", "one: 1; " + FEW + "; " + SLAVIC_MANY),
            Map.entry("ru", "one: 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001; " + FEW + "; " + SLAVIC_MANY),
            Map.entry("uk", "one: 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001; " + FEW + "; " + SLAVIC_MANY),
            Map.entry("ja", "other: 0~15, 100, 1000, 10000, 100000, 1000000"),
            Map.entry("zh", "other: 0~15, 100, 1000, 10000, 100000, 1000000"));

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "SYSTEM", mode = EnumSource.Mode.EXCLUDE)
    void everySampleOfCldrFallsInItsCategory(Language language) {
        Locale locale = language.locale();
        List<String> wrong = new ArrayList<>();
        samples(SAMPLES.get(locale.getLanguage())).forEach((category, counts) -> {
            for (long count : counts) {
                if (PluralRules.of(locale, count) != category) {
                    wrong.add(count + " is " + PluralRules.of(locale, count) + ", CLDR says " + category);
                }
            }
        });
        assertEquals(List.of(), wrong, locale.toString());
    }

    @Test
    void aLanguageWithoutRulesOrANegativeCountIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> PluralRules.of(Locale.forLanguageTag("fi"), 1));
        assertThrows(IllegalArgumentException.class, () -> PluralRules.of(Locale.ENGLISH, -1));
    }

    /** "one: 1, 21; few: 2~4" as counts per category ({@code a~b} is a range). */
    private static Map<Category, long[]> samples(String text) {
        Map<Category, long[]> samples = new EnumMap<>(Category.class);
        for (String part : text.split("; ")) {
            String[] categoryAndCounts = part.split(": ");
            LongStream counts = LongStream.empty();
            for (String item : categoryAndCounts[1].split(", ")) {
                String[] range = item.split("~");
                counts = LongStream.concat(counts, LongStream.rangeClosed(Long.parseLong(range[0]),
                        Long.parseLong(range[range.length - 1])));
            }
            samples.put(Category.valueOf(categoryAndCounts[0].toUpperCase(Locale.ROOT)), counts.toArray());
        }
        return samples;
    }
}
