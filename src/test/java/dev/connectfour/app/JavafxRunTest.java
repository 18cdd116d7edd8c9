package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code ./mvnw javafx:run} starts the game as {@code ./mvnw compile antrun:run} does (the same main class, JVM
 * options and {@code -Dgame.args}), and ends on a bad option with the game's message and one line, not the
 * plugin's stack traces: its executable, {@code src/build/jdk/bin/javafx-run.sh}, reports the status itself.
 */
class JavafxRunTest {
    private static final Path SCRIPT = Path.of("src/build/jdk/bin/javafx-run.sh");

    @Test
    void javafxRunStartsTheGameWithTheOptionsAndArgumentsOfTheReadmesCommand() throws IOException {
        String pom = Files.readString(Path.of("pom.xml")).replaceAll("\\s+", "");
        assertTrue(pom.contains("<artifactId>javafx-maven-plugin</artifactId><version>0.0.8</version><configuration>"
                + "<mainClass>${app.module}/${app.mainClass}</mainClass>"
                + "<executable>${project.basedir}/" + SCRIPT + "</executable>"
                + "<options><option>${java.home}/bin/java</option><option>${game.jvmOptions}</option></options>"
                + "<commandlineArgs>${game.args}</commandlineArgs>"), "the javafx-maven-plugin's configuration");
        assertTrue(pom.contains("<javamodule=\"${app.module}\"classname=\"${app.mainClass}\""), "antrun:run starts the same class");
    }

    @Test
    void anErrorExitIsReportedInOneLineAndMavenIsNotHandedTheStatus() throws Exception {
        Run failed = run("/bin/sh", "-c", "echo \"connect-four: unknown option '--bogus'\" >&2; exit 2");
        assertEquals(0, failed.status(), "the plugin meets any other status with two stack traces");
        assertEquals("connect-four: unknown option '--bogus'\n"
                + "connect-four: the game ended with exit status 2 (its message is above)\n", failed.output());

        Run passed = run("/bin/sh", "-c", "echo 'Connect Four 0.1.0'");
        assertEquals(0, passed.status());
        assertEquals("Connect Four 0.1.0\n", passed.output(), "nothing added when the game ends well");
    }

    private record Run(int status, String output) {
    }

    /** Runs the script as the plugin does: the java launcher first (here a shell standing in for it), then its arguments. */
    private static Run run(String... command) throws Exception {
        List<String> line = new ArrayList<>(List.of("/bin/sh", SCRIPT.toString()));
        line.addAll(List.of(command));
        Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the script ends");
        return new Run(process.exitValue(), output);
    }
}
