package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The game's own start with an unknown option, as the installed launcher and {@code ./mvnw compile
 * antrun:run} start it (a JVM running the module's main class): the game's message, the usage, exit 2,
 * and no stack trace. What Maven prints around it is checked by CI ({@code .ci/run}).
 */
class UnknownOptionTest {

    @Test
    void anUnknownOptionExitsWithTheGamesMessageAndNoStackTrace() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path");
        assertTrue(modulePath != null && !modulePath.isBlank(), "the tests run on the module path");
        Process game = new ProcessBuilder(java, "--module-path", modulePath,
                "--module", "dev.connectfour/dev.connectfour.app.Main", "--bogus")
                .redirectInput(ProcessBuilder.Redirect.PIPE)
                .start();
        game.getOutputStream().close();
        assertTrue(game.waitFor(60, TimeUnit.SECONDS), "the game exits");
        String out = new String(game.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(game.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

        assertEquals(Main.USAGE, game.exitValue());
        assertEquals("", out);
        List<String> lines = err.lines().toList();
        assertEquals("connect-four: unknown option '--bogus'", lines.get(0));
        assertTrue(lines.get(1).startsWith("usage: connect-four "), err);
        assertTrue(lines.stream().anyMatch(line -> line.contains("--self-check")), err);
        assertFalse(lines.stream().anyMatch(line -> line.matches("\\s+at .*") || line.contains("Exception")), err);
    }
}
