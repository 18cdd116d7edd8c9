package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StartupOptionsTest {

    @Test
    void noArgumentsOpensTheGame() {
        assertEquals(StartupOptions.NONE, StartupOptions.parse(List.of()));
    }

    @Test
    void helpAndVersionAreRecognised() {
        assertEquals(new StartupOptions(true, false, false, null), StartupOptions.parse(List.of("--help")));
        assertEquals(new StartupOptions(false, true, false, null), StartupOptions.parse(List.of("--version")));
        assertEquals(new StartupOptions(false, false, true, null), StartupOptions.parse(List.of("--self-check")));
    }

    @Test
    void aNetworkInterfaceIsKeptForTheLauncher() {
        StartupOptions options = StartupOptions.parse(List.of("--network-interface", "lo"));
        assertEquals("lo", options.networkInterface());
        assertEquals(options, StartupOptions.parse(options.toArguments()));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> StartupOptions.parse(List.of("--network-interface")));
        assertEquals(true, missing.getMessage().contains("needs an interface name"), missing.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--fullscreen", "-x", "extra"})
    void anythingElseIsRejectedByName(String argument) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> StartupOptions.parse(List.of(argument)));
        assertEquals(true, error.getMessage().contains("'" + argument + "'"), error.getMessage());
    }

    @Test
    void usageListsEveryOption() {
        assertEquals(true, StartupOptions.USAGE.contains("--help") && StartupOptions.USAGE.contains("--version")
                && StartupOptions.USAGE.contains("--self-check") && StartupOptions.USAGE.contains("--network-interface"));
    }
}
