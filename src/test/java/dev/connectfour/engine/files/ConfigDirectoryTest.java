package dev.connectfour.engine.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfigDirectoryTest {
    private final Map<String, String> properties = new HashMap<>(Map.of("user.home", "/home/ann", "os.name", "Linux"));
    private final Map<String, String> environment = new HashMap<>();

    private Path resolve() {
        return ConfigDirectory.resolve(properties::get, environment::get);
    }

    @Test
    void linuxUsesXdgConfigHome() {
        environment.put("XDG_CONFIG_HOME", "/home/ann/cfg");
        assertEquals(Path.of("/home/ann/cfg/connect-four"), resolve());
    }

    @Test
    void linuxWithoutXdgOrWithARelativeOneUsesDotConfig() {
        assertEquals(Path.of("/home/ann/.config/connect-four"), resolve());
        environment.put("XDG_CONFIG_HOME", "relative/cfg");
        assertEquals(Path.of("/home/ann/.config/connect-four"), resolve());
        environment.put("XDG_CONFIG_HOME", "  ");
        assertEquals(Path.of("/home/ann/.config/connect-four"), resolve());
    }

    @Test
    void theSystemPropertyOverridesEverything() {
        environment.put("XDG_CONFIG_HOME", "/home/ann/cfg");
        properties.put(ConfigDirectory.OVERRIDE_PROPERTY, "/tmp/c4");
        assertEquals(Path.of("/tmp/c4"), resolve());
        assertEquals("connectfour.config.dir", ConfigDirectory.OVERRIDE_PROPERTY, "the property SettingsStore reads");
    }

    @Test
    void macOsUsesApplicationSupport() {
        properties.put("os.name", "Mac OS X");
        properties.put("user.home", "/Users/ann");
        assertEquals(Path.of("/Users/ann/Library/Application Support/Connect Four"), resolve());
    }

    @Test
    void windowsUsesAppData() {
        // Path.of on this (Unix) test machine: the rule is what is checked, not Windows path syntax
        properties.put("os.name", "Windows 11");
        environment.put("APPDATA", "/C/Users/ann/AppData/Roaming");
        assertEquals(Path.of("/C/Users/ann/AppData/Roaming/Connect Four"), resolve());
        environment.remove("APPDATA");
        assertEquals(Path.of("/home/ann/AppData/Roaming/Connect Four"), resolve());
    }
}
