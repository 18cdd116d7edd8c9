package dev.connectfour.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Measures, in a separate JVM ({@link ExitProbe}), how long the JVM lives after the game quits while
 * the computer is deep in a search: it must end within 1 s, whether or not the session was closed.
 */
class ExitProbeTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"close", "abandon"})
    void theJvmEndsWithinASecondOfQuittingWhileTheComputerThinks(String how) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(classPath());
        command.addAll(List.of("-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw",
                "-Djava.awt.headless=true", "-Djavafx.verbose=false"));
        command.add(ExitProbe.class.getName());
        command.add(how);
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String quitLine;
        try (var out = new java.io.BufferedReader(new java.io.InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            quitLine = out.readLine();
            while (quitLine != null && !quitLine.startsWith("quit-at ")) {
                quitLine = out.readLine(); // anything the toolkit printed first
            }
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the probe JVM is still running a minute later");
        } finally {
            process.destroyForcibly();
        }
        long endedAt = System.currentTimeMillis();
        assertTrue(quitLine != null && quitLine.startsWith("quit-at "), "probe said: " + quitLine);
        long millis = endedAt - Long.parseLong(quitLine.substring("quit-at ".length()));
        System.err.println("exit probe (" + how + "): the JVM ended " + millis + " ms after quitting");
        assertEquals(0, process.exitValue());
        assertTrue(millis < 1000, "the JVM ended " + millis + " ms after quitting (" + how + ")");
    }

    /** This JVM's module and class path, plus the compiled classes and tests, as one class path. */
    private static String classPath() throws IOException {
        return Stream.of(System.getProperty("jdk.module.path", ""), System.getProperty("java.class.path", ""),
                        Path.of("target", "test-classes").toAbsolutePath().toString(),
                        Path.of("target", "classes").toAbsolutePath().toString())
                .flatMap(path -> Stream.of(path.split(File.pathSeparator)))
                .filter(entry -> !entry.isBlank())
                .distinct()
                .collect(Collectors.joining(File.pathSeparator));
    }
}
