package dev.connectfour.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** "System" follows the computer's language where the game speaks it; each language is listed by its own name. */
class LanguageTest {
    @Test
    void theSystemsLanguageIsSpokenWhateverItsCountry() {
        assertEquals(Language.FRENCH, Language.forSystem(Locale.CANADA_FRENCH));
        assertEquals(Language.GERMAN, Language.forSystem(Locale.forLanguageTag("de-CH")));
        assertEquals(Language.PORTUGUESE_BRAZIL, Language.forSystem(Locale.forLanguageTag("pt-PT")));
        assertEquals(Language.UKRAINIAN, Language.forSystem(Locale.forLanguageTag("uk-UA")));
        assertEquals(Language.JAPANESE, Language.forSystem(Locale.JAPAN));
        assertEquals(Language.ENGLISH, Language.forSystem(Locale.forLanguageTag("fi-FI")), "a language the game does not speak");
    }

    @Test
    void chineseInTraditionalCharactersGetsEnglish() {
        assertEquals(Language.CHINESE_SIMPLIFIED, Language.forSystem(Locale.SIMPLIFIED_CHINESE));
        assertEquals(Language.CHINESE_SIMPLIFIED, Language.forSystem(Locale.forLanguageTag("zh-SG")));
        assertEquals(Language.CHINESE_SIMPLIFIED, Language.forSystem(Locale.forLanguageTag("zh-Hans-HK")));
        assertEquals(Language.ENGLISH, Language.forSystem(Locale.TRADITIONAL_CHINESE));
        assertEquals(Language.ENGLISH, Language.forSystem(Locale.forLanguageTag("zh-HK")));
        assertEquals(Language.ENGLISH, Language.forSystem(Locale.forLanguageTag("zh-Hant")));
    }

    /** Without its locale data in the runtime image, a language's numbers and dates come out in English. */
    @Test
    void theRuntimeImageHoldsTheLocaleDataOfEveryLanguage() throws IOException {
        String options = Files.readString(Path.of("jlink-config", "jlink.options"));
        assertTrue(options.contains("\n--add-modules jdk.localedata\n"), "jlink adds jdk.localedata");
        Matcher locales = Pattern.compile("^--include-locales=(.*)$", Pattern.MULTILINE).matcher(options);
        assertTrue(locales.find(), "jlink keeps only some locales");
        assertEquals(Stream.of(Language.values()).filter(language -> language != Language.SYSTEM)
                        .map(language -> language.locale().toLanguageTag()).collect(Collectors.toSet()),
                Set.of(locales.group(1).split(",")));
    }

    @Test
    void everyLanguageHasItsOwnNameOnce() {
        Set<String> names = Stream.of(Language.values()).filter(language -> language != Language.SYSTEM)
                .map(Language::ownName).collect(Collectors.toSet());
        names.forEach(name -> assertNotNull(name));
        assertEquals(Language.values().length - 1, names.size());
        assertEquals("日本語", Language.JAPANESE.ownName());
    }
}
