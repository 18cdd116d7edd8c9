package dev.connectfour.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.ui.theme.Theme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsStoreTest {
    @TempDir
    Path directory;

    @Test
    void noFileMeansTheDefaults() {
        assertEquals(UiSettings.DEFAULTS, new SettingsStore(directory.resolve("missing")).load());
    }

    @Test
    void savedSettingsComeBackAndNoTemporaryFileRemains() throws IOException {
        SettingsStore store = new SettingsStore(directory.resolve("connect-four"));
        UiSettings changed = UiSettings.DEFAULTS.withSoundOn(false).withVolume(35)
                .withAnimationSpeed(AnimationSpeed.OFF).withComputerMoveDelayMillis(1200)
                .withTheme(Theme.COLOUR_BLIND).withLanguage(Language.GERMAN).withWindow(1024, 700, true);
        assertTrue(store.save(changed));
        assertEquals(changed, new SettingsStore(directory.resolve("connect-four")).load());
        try (Stream<Path> files = Files.list(directory.resolve("connect-four"))) {
            assertEquals(List.of("settings.properties"), files.map(file -> file.getFileName().toString()).toList());
        }
    }

    @Test
    void aCorruptFileGivesTheDefaultsAndIsKeptAside() throws IOException {
        Files.writeString(directory.resolve("settings.properties"), "theme=PLAID\nvolume=loud\n");
        SettingsStore store = new SettingsStore(directory);
        assertEquals(UiSettings.DEFAULTS, store.load());
        try (Stream<Path> files = Files.list(directory)) {
            List<String> names = files.map(file -> file.getFileName().toString()).toList();
            assertEquals(1, names.size(), names.toString());
            assertTrue(names.get(0).startsWith("settings.properties.corrupt-"), names.toString());
        }
        assertTrue(store.save(UiSettings.DEFAULTS.withVolume(10)));
        assertEquals(10, store.load().volume());
    }

    /** The reason reaches the player in the start screen's notice: the key and the choices, not a Java class. */
    @Test
    void aWrongChoiceIsNamedWithItsKeyAndTheChoices() {
        Properties properties = new Properties();
        properties.setProperty("language", "CHINESE");
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> UiSettings.fromProperties(properties));
        assertTrue(wrong.getMessage().startsWith("language must be one of SYSTEM, ENGLISH, "), wrong.getMessage());
        assertTrue(wrong.getMessage().endsWith("CHINESE_SIMPLIFIED, got 'CHINESE'"), wrong.getMessage());
    }

    @Test
    void aFileFromAnOlderVersionKeepsWhatItHasAndDefaultsTheRest() throws IOException {
        Files.writeString(directory.resolve("settings.properties"), "sound=false\nunknown.key=whatever\n");
        UiSettings loaded = new SettingsStore(directory).load();
        assertEquals(UiSettings.DEFAULTS.withSoundOn(false), loaded);
    }

    @Test
    void theLastChosenBoardIsKeptAndAnOlderFileMeansTheStandardBoard() throws IOException {
        SettingsStore store = new SettingsStore(directory);
        BoardSize small = new BoardSize(5, 4);
        assertTrue(store.save(UiSettings.DEFAULTS.withLastBoardSize(small)));
        assertTrue(Files.readString(directory.resolve("settings.properties")).contains("lastBoardSize=5x4"));
        assertEquals(small, store.load().lastBoardSize());
        Files.writeString(directory.resolve("settings.properties"), "volume=20\n");
        assertEquals(BoardSize.STANDARD, store.load().lastBoardSize());
        Files.writeString(directory.resolve("settings.properties"), "lastBoardSize=big\nvolume=20\n");
        assertEquals(UiSettings.DEFAULTS, store.load(), "a board that is no board size is a bad file");
    }

    @Test
    void aBoardNoLongerOfferedGivesWayToTheStandardBoardAndNothingElseIsLost() throws IOException {
        // 9x6 was offered before 9x7 could be
        Files.writeString(directory.resolve("settings.properties"), "lastBoardSize=9x6\nvolume=20\nsound=false\n");
        SettingsStore store = new SettingsStore(directory);
        assertEquals(UiSettings.DEFAULTS.withVolume(20).withSoundOn(false), store.load());
        assertTrue(store.loadResult().notice().isEmpty(), "a remembered choice, not a bad file");
        Files.writeString(directory.resolve("settings.properties"), "lastBoardSize=9x7\n");
        assertEquals(new BoardSize(9, 7), store.load().lastBoardSize());
    }

    @Test
    void theSystemPropertyOverridesTheConfigurationDirectory() {
        String before = System.getProperty(SettingsStore.DIRECTORY_PROPERTY);
        try {
            System.setProperty(SettingsStore.DIRECTORY_PROPERTY, directory.toString());
            assertEquals(directory.resolve("settings.properties"), SettingsStore.atDefaultLocation().file());
            System.clearProperty(SettingsStore.DIRECTORY_PROPERTY);
            assertTrue(SettingsStore.atDefaultLocation().file().endsWith(Path.of("connect-four", "settings.properties")));
        } finally {
            if (before != null) {
                System.setProperty(SettingsStore.DIRECTORY_PROPERTY, before);
            }
        }
    }
}
