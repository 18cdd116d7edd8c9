package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.Starter;
import dev.connectfour.game.session.Refusal;
import dev.connectfour.ui.preferences.AnimationSpeed;
import dev.connectfour.ui.preferences.Language;
import dev.connectfour.ui.theme.Theme;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every string in every language: no key missing from a translation or added to it, the same
 * placeholders as the English, plural forms for every count the language tells apart, none used but
 * undefined.
 */
class BundlesTest {
    private static final Path UI = Path.of("resources", "dev", "connectfour", "ui");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");
    private static final Pattern PLURAL = Pattern.compile("\\{(\\d+),plural,");
    /** A lone apostrophe: MessageFormat would swallow it and quote what follows. */
    private static final Pattern LONE_APOSTROPHE = Pattern.compile("(?<!')'(?!')");

    /** The translations' file suffixes ("de", "pt_BR"), from the languages the game offers. */
    static List<Language> translations() {
        return Stream.of(Language.values()).filter(language -> language != Language.SYSTEM
                && language != Language.ENGLISH).toList();
    }

    private static Path translated(Path base, Language language) {
        Locale locale = language.locale();
        String suffix = locale.getCountry().isEmpty() ? locale.getLanguage() : locale.getLanguage() + "_" + locale.getCountry();
        return base.resolveSibling(base.getFileName().toString().replace(".properties", "_" + suffix + ".properties"));
    }

    static Stream<Path> baseBundles() throws IOException {
        try (Stream<Path> files = Files.walk(UI)) {
            return files.filter(file -> file.toString().endsWith(".properties") && !file.getFileName().toString().contains("_"))
                    .sorted().toList().stream();
        }
    }

    static Stream<Path> fxmlFiles() throws IOException {
        try (Stream<Path> files = Files.walk(UI)) {
            return files.filter(file -> file.toString().endsWith(".fxml")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("baseBundles")
    void everyTranslationHasExactlyTheKeysOfTheBase(Path base) {
        Set<String> keys = keys(base);
        for (Language language : translations()) {
            Path translated = translated(base, language);
            assertTrue(Files.exists(translated), "missing " + translated);
            assertEquals(keys, keys(translated), "keys of " + translated + " differ from " + base);
        }
    }

    @ParameterizedTest
    @MethodSource("baseBundles")
    void everyTranslationHasThePlaceholdersOfTheEnglish(Path base) {
        Properties english = properties(base);
        List<String> wrong = new ArrayList<>();
        for (Language language : translations()) {
            Properties translation = properties(translated(base, language));
            for (String key : english.stringPropertyNames()) {
                String value = translation.getProperty(key, "");
                if (!placeholders(english.getProperty(key)).equals(placeholders(value))) {
                    wrong.add(language + " " + key + ": " + placeholders(value) + " where English has "
                            + placeholders(english.getProperty(key)));
                }
            }
        }
        assertEquals(List.of(), wrong, base.toString());
    }

    /**
     * A message with placeholders is a MessageFormat pattern (an apostrophe written '') that formats; its
     * plural arguments have a branch for every form the language gives the counts 0 to 1000, and
     * {@code other}. A plain string is read as it stands (an apostrophe written once).
     */
    @ParameterizedTest
    @MethodSource("baseBundles")
    void everyMessageFormatsAndHasThePluralFormsOfItsLanguage(Path base) {
        Properties english = properties(base);
        List<String> wrong = new ArrayList<>();
        for (Language language : Language.values()) {
            if (language == Language.SYSTEM) {
                continue;
            }
            Path file = language == Language.ENGLISH ? base : translated(base, language);
            Properties strings = properties(file);
            for (String key : english.stringPropertyNames()) {
                String value = strings.getProperty(key, "");
                String where = language + " " + key + ": ";
                if (value.contains(",choice,")) {
                    wrong.add(where + "a choice format; plurals are written {n,plural,...}");
                }
                if (placeholders(english.getProperty(key)).isEmpty()) {
                    if (value.contains("''")) {
                        wrong.add(where + "'' in a string that is not formatted");
                    }
                    continue;
                }
                if (LONE_APOSTROPHE.matcher(value).find()) {
                    wrong.add(where + "a lone apostrophe in a formatted message (write '')");
                }
                Object[] arguments = new Object[10];
                Arrays.fill(arguments, 3);
                try {
                    for (int count = 0; count <= (PLURAL.matcher(value).find() ? 1000 : 0); count++) {
                        Matcher plural = PLURAL.matcher(value);
                        while (plural.find()) {
                            arguments[Integer.parseInt(plural.group(1))] = count;
                        }
                        new MessageFormat(PluralPattern.resolve(value, language.locale(), arguments), language.locale())
                                .format(arguments);
                    }
                } catch (IllegalArgumentException e) {
                    wrong.add(where + e.getMessage());
                    continue;
                }
                Matcher plural = PLURAL.matcher(value);
                while (plural.find()) {
                    Set<String> needed = new TreeSet<>(Set.of("other"));
                    for (int count = 0; count <= 1000; count++) {
                        needed.add(PluralRules.of(language.locale(), count).keyword());
                    }
                    String rest = value.substring(plural.end());
                    for (String category : needed) {
                        if (!Pattern.compile("(^|[\\s}])" + category + "\\s*\\{").matcher(rest).find()) {
                            wrong.add(where + "no '" + category + "' form");
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, base.toString());
    }

    @ParameterizedTest
    @MethodSource("fxmlFiles")
    void everyStringAnFxmlFileNamesExists(Path fxml) throws IOException {
        Set<String> known = new TreeSet<>(keys(fxml.resolveSibling(fxml.getFileName().toString().replace(".fxml", ".properties"))));
        known.addAll(keys(UI.resolve("common.properties")));
        Matcher matcher = Pattern.compile("\"%([A-Za-z0-9_.]+)\"").matcher(Files.readString(fxml));
        List<String> missing = new ArrayList<>();
        while (matcher.find()) {
            if (!known.contains(matcher.group(1))) {
                missing.add(matcher.group(1));
            }
        }
        assertEquals(List.of(), missing, fxml + " names strings that no bundle has");
    }

    @Test
    void everyFxmlTextComesFromABundle() throws IOException {
        Pattern literal = Pattern.compile("\\b(text|promptText|accessibleText|accessibleHelp)=\"(?!%)([^\"]+)\"");
        List<String> hardCoded = new ArrayList<>();
        for (Path fxml : fxmlFiles().toList()) {
            Matcher matcher = literal.matcher(Files.readString(fxml));
            while (matcher.find()) {
                hardCoded.add(fxml.getFileName() + ": " + matcher.group());
            }
        }
        assertEquals(List.of(), hardCoded);
    }

    @Test
    void theGameValuesTheCodeTranslatesAllHaveStrings() {
        Set<String> common = keys(UI.resolve("common.properties"));
        for (Refusal refusal : Refusal.values()) {
            assertTrue(common.contains("refusal." + refusal.name()), refusal.name());
        }
        for (DiscColour colour : DiscColour.values()) {
            assertTrue(common.contains("colour." + colour.key()), colour.key());
        }
        for (ComputerLevel.Kind kind : ComputerLevel.Kind.values()) {
            assertTrue(kind == ComputerLevel.Kind.RUNG || common.contains("level." + kind.name().toLowerCase(Locale.ROOT)),
                    kind.name());
        }
        for (Ladder.Rung rung : Ladder.rungs()) {
            assertTrue(common.contains("level." + rung.name()), rung.name());
        }
        Set<String> settings = keys(UI.resolve("settings/settings.properties"));
        Stream.of(AnimationSpeed.values()).forEach(speed -> assertTrue(settings.contains("speed." + speed.name())));
        assertTrue(settings.contains("language.SYSTEM"), "the one language named in the player's language");
        Stream.of(Theme.values()).forEach(theme -> assertTrue(settings.contains("theme." + theme.key())));
        for (String screen : List.of("oneplayer/oneplayer.properties", "twoplayers/twoplayers.properties")) {
            Set<String> keys = keys(UI.resolve(screen));
            Stream.of(Starter.values()).forEach(starter -> assertTrue(keys.contains("starter." + starter), screen + " " + starter));
        }
    }

    @Test
    void aGermanStringReallyDiffersFromTheEnglishOne() {
        assertEquals("Ein Spieler", Bundles.load(Bundles.class, "menu/menu", Locale.GERMAN).getString("onePlayer"));
        assertEquals("One player", Bundles.load(Bundles.class, "menu/menu", Locale.ENGLISH).getString("onePlayer"));
        assertEquals("One player", Bundles.load(Bundles.class, "menu/menu", Locale.forLanguageTag("fi")).getString("onePlayer"),
                "a language the game does not speak falls back to English");
        assertEquals("Um jogador", Bundles.load(Bundles.class, "menu/menu", Locale.forLanguageTag("pt-BR")).getString("onePlayer"),
                "a language with a country: menu_pt_BR.properties");
    }

    private static Set<String> keys(Path file) {
        return new TreeSet<>(properties(file).stringPropertyNames());
    }

    private static Properties properties(Path file) {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }

    /** The argument numbers a message uses: {0}, {1,number,0.0} and {1,plural,...} all use 0 or 1. */
    private static Set<Integer> placeholders(String message) {
        Set<Integer> used = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(message);
        while (matcher.find()) {
            used.add(Integer.parseInt(matcher.group(1)));
        }
        return used;
    }
}
