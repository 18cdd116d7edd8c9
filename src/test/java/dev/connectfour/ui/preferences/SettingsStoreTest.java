package dev.connectfour.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.ui.theme.Theme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    /** One bad value costs that setting only: the server, the name and the window stay; the file as it was is kept. */
    @Test
    void aBadValueResetsThatSettingAloneAndACopyOfTheFileIsKept() throws IOException {
        String written = "language=klingon\nvolume=250\ntheme=COLOUR_BLIND\nwindow.width=1024.0\nwindow.height=700.0\n"
                + "network.name=Ada\ninternet.server=mqtts\\://broker.example\\:8883\nwatch.delayMillis=-5\n";
        Files.writeString(directory.resolve("settings.properties"), written);
        SettingsStore store = new SettingsStore(directory);
        LoadResult<UiSettings> loaded = store.loadResult();
        UiSettings settings = loaded.value();
        assertEquals(Language.SYSTEM, settings.language());
        assertEquals(UiSettings.DEFAULTS.volume(), settings.volume());
        assertEquals(WatchChoices.DEFAULTS, settings.watch());
        assertEquals(Theme.COLOUR_BLIND, settings.theme());
        assertEquals(1024, settings.windowWidth());
        assertEquals(700, settings.windowHeight());
        assertEquals("Ada", settings.networkName());
        assertEquals("mqtts://broker.example:8883", settings.internetServer().address());
        assertEquals(LoadResult.Status.REPAIRED, loaded.status());
        assertEquals("volume (250), language (klingon), watch.delayMillis (-5)", loaded.problem());
        assertTrue(loaded.keptAs().getFileName().toString().startsWith("settings.properties.corrupt-"), loaded.toString());
        assertEquals(written, Files.readString(loaded.keptAs()), "the file as it was");
        assertEquals(settings, store.load(), "written back repaired");
        assertTrue(store.loadResult().notice().isEmpty(), "the next start says nothing");
        try (Stream<Path> files = Files.list(directory)) {
            assertEquals(2, files.count(), "the file and one copy");
        }
    }

    @Test
    void aLongBadValueIsQuotedShort() throws IOException {
        Files.writeString(directory.resolve("settings.properties"), "network.name=" + "x".repeat(200) + "\nsound=false\n");
        LoadResult<UiSettings> loaded = new SettingsStore(directory).loadResult();
        assertEquals("network.name (" + "x".repeat(23) + "…)", loaded.problem());
        assertEquals(UiSettings.DEFAULTS.withSoundOn(false), loaded.value());
    }

    @Test
    void aFileThatCannotBeReadAtAllGivesTheDefaultsAndIsKeptAsideWhole() throws IOException {
        Files.write(directory.resolve("settings.properties"), new byte[] {'s', 'o', (byte) 0xC3, 0x28, 0, (byte) 0xFF});
        SettingsStore store = new SettingsStore(directory);
        LoadResult<UiSettings> loaded = store.loadResult();
        assertEquals(UiSettings.DEFAULTS, loaded.value());
        assertEquals(LoadResult.Status.DEFAULTS_USED, loaded.status());
        try (Stream<Path> files = Files.list(directory)) {
            List<String> names = files.map(file -> file.getFileName().toString()).toList();
            assertEquals(1, names.size(), names.toString());
            assertTrue(names.get(0).startsWith("settings.properties.corrupt-"), names.toString());
        }
        assertTrue(store.save(UiSettings.DEFAULTS.withVolume(10)));
        assertEquals(10, store.load().volume());
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
        assertEquals(UiSettings.DEFAULTS.withVolume(20), store.load(), "a board that is no board size is reset alone");
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
