package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
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
import java.util.ArrayList;
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

/** Every string in every language: no key missing from a translation, none used but undefined. */
class BundlesTest {
    private static final Path UI = Path.of("resources", "dev", "connectfour", "ui");
    private static final List<String> TRANSLATIONS = List.of("de");

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
        for (String language : TRANSLATIONS) {
            Path translated = base.resolveSibling(base.getFileName().toString().replace(".properties", "_" + language + ".properties"));
            assertTrue(Files.exists(translated), "missing " + translated);
            assertEquals(keys, keys(translated), "keys of " + translated + " differ from " + base);
        }
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
            assertTrue(common.contains("level." + kind.name().toLowerCase(Locale.ROOT)), kind.name());
        }
        Set<String> settings = keys(UI.resolve("settings/settings.properties"));
        Stream.of(AnimationSpeed.values()).forEach(speed -> assertTrue(settings.contains("speed." + speed.name())));
        Stream.of(Language.values()).forEach(language -> assertTrue(settings.contains("language." + language.name())));
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
        assertEquals("One player", Bundles.load(Bundles.class, "menu/menu", Locale.FRENCH).getString("onePlayer"),
                "a language the game does not speak falls back to English");
    }

    private static Set<String> keys(Path file) {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new TreeSet<>(properties.stringPropertyNames());
    }
}
