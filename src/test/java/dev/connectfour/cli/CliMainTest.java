package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class CliMainTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new CliMain().run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpListsTheCommandsOnStdout() {
        assertEquals(CliMain.OK, run("--help"));
        assertTrue(out().startsWith("usage: java -jar connect-four-cli.jar COMMAND"), out());
        assertTrue(out().contains("version"), out());
        assertEquals("", err());
    }

    @Test
    void versionPrintsTheBuildVersion() {
        assertEquals(CliMain.OK, run("--version"));
        assertTrue(out().matches("connect-four-cli \\d+\\.\\d+\\.\\d+.*\\R"), out());
    }

    @Test
    void unknownCommandIsOneErrorLinePlusUsageOnStderr() {
        assertEquals(CliMain.USAGE, run("frobnicate"));
        assertEquals("", out());
        assertTrue(err().startsWith("connect-four-cli: unknown command 'frobnicate'\nusage:"), err());
    }

    @Test
    void unknownOptionIsNamedAsAnOption() {
        assertEquals(CliMain.USAGE, run("--frobnicate"));
        assertTrue(err().startsWith("connect-four-cli: unknown option '--frobnicate'\n"), err());
    }

    @Test
    void missingCommandIsBadUsage() {
        assertEquals(CliMain.USAGE, run());
        assertTrue(err().startsWith("connect-four-cli: missing command\n"), err());
    }

    @Test
    void badArgumentsToACommandPrintItsUsage() {
        assertEquals(CliMain.USAGE, run("version", "--bogus"));
        assertTrue(err().contains("unexpected argument '--bogus'"), err());
        assertTrue(err().contains("usage: java -jar connect-four-cli.jar version"), err());
    }
}
