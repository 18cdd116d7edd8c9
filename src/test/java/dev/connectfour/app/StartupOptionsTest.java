package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The game's command line as a player meets it: {@link Main#run} in-process, its output and its exit code. */
class StartupOptionsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final StartupOptions options = new StartupOptions();

    private int run(String... args) {
        return Main.run(options, args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void noArgumentsOpenTheGame() {
        assertEquals(Main.OPEN_THE_GAME, run());
        assertEquals("", out() + err());
        assertEquals(List.of(), options.toArguments());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void helpListsEveryOptionOnStandardOutput(String help) {
        assertEquals(Main.OK, run(help));
        assertTrue(out().startsWith("usage: connect-four "), out());
        assertTrue(out().contains("Starts the Connect Four game."), out());
        for (String option : List.of("--help", "--version", "--self-check", "--network-interface=NAME")) {
            assertTrue(out().contains(option), option + " in " + out());
        }
        assertEquals("", err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V"})
    void versionPrintsTheGamesVersion(String version) {
        assertEquals(Main.OK, run(version));
        assertTrue(out().matches("Connect Four \\d+\\.\\d+\\.\\d+.*\\R"), out());
    }

    @Test
    void aNetworkInterfaceIsKeptForTheLauncher() {
        assertEquals(Main.OPEN_THE_GAME, run("--network-interface", "lo"));
        assertEquals("lo", options.networkInterface());
        assertEquals(List.of("--network-interface", "lo"), options.toArguments());
        assertEquals("lo", StartupOptions.parse(options.toArguments()).networkInterface());
    }

    @Test
    void anUnknownOptionIsNamedAndTheUsageFollowsOnStandardError() {
        assertEquals(Main.USAGE, run("--fullscreen"));
        assertEquals("", out());
        List<String> lines = err().lines().toList();
        assertEquals("connect-four: unknown option '--fullscreen'", lines.get(0));
        assertTrue(lines.get(1).startsWith("usage: connect-four "), err());
    }

    @Test
    void aMistypedOptionGetsPicocliSuggestion() {
        assertEquals(Main.USAGE, run("--self-chek"));
        List<String> lines = err().lines().toList();
        assertEquals("connect-four: unknown option '--self-chek'", lines.get(0));
        assertEquals("Possible solutions: --self-check", lines.get(1));
    }

    @Test
    void anArgumentThatIsNoOptionIsRefused() {
        assertEquals(Main.USAGE, run("extra"));
        assertTrue(err().startsWith("connect-four: unexpected argument 'extra'\n"), err());
    }

    @Test
    void anInviteLinkIsKeptForTheLauncherAndABadOneNamesItsProblem() {
        String link = "connectfour://join?server=mqtts%3A%2F%2Fgames.example.org%3A8883"
                + "&game=0123456789abcdef0123456789abcdef&key=ABCDEFGHIJKLMNOP";
        assertEquals(Main.OPEN_THE_GAME, run(link));
        assertEquals(link, options.inviteLink());
        assertEquals(link, StartupOptions.parse(options.toArguments()).inviteLink());
    }

    @Test
    void aCutInviteLinkStillOpensTheGameWhoseScreenNamesItsProblem() {
        String cut = "connectfour://join?server=mqtts%3A%2F%2Fgames.example.org&game=0123&key=AB";
        assertEquals(Main.OPEN_THE_GAME, run(cut), "a player who clicked it sees no terminal");
        assertEquals(cut, options.inviteLink());
        assertEquals("", err());
    }

    @Test
    void helpDoesNotHideABadOption() {
        assertEquals(Main.USAGE, run("--help", "--bogus"));
        assertEquals("", out());
        assertTrue(err().startsWith("connect-four: unknown option '--bogus'\n"), err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " "})
    void aNetworkInterfaceNeedsAName(String name) {
        String[] args = name.isEmpty() ? new String[] {"--network-interface"} : new String[] {"--network-interface", name};
        assertEquals(Main.USAGE, run(args));
        String first = err().lines().findFirst().orElseThrow();
        assertTrue(first.startsWith("connect-four: ") && first.contains("needs an interface name"), err());
    }

    @Test
    void anUnknownNetworkInterfaceIsOneLineWithTheInterfacesThereAre() {
        assertEquals(Main.USAGE, run("--network-interface", "no-such-nic0"));
        assertTrue(err().startsWith("connect-four: no network interface \"no-such-nic0\""), err());
        assertTrue(err().contains("lo ("), err());
        assertEquals(1, err().lines().count(), err());
    }
}
