package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The game starts with the same JVM memory options however it is started: from Maven ({@code ./mvnw
 * compile antrun:run}, the pom's {@code game.jvmOptions}) and installed (the launcher's
 * {@code --java-options} in {@code jlink-config/jpackage/launcher.options}).
 */
class JvmOptionsTest {

    @Test
    void mavenAndTheInstalledLauncherStartTheGameWithTheSameMemoryOptions() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        Matcher property = Pattern.compile("<game.jvmOptions>(.*?)</game.jvmOptions>", Pattern.DOTALL).matcher(pom);
        assertTrue(property.find(), "the pom has the property game.jvmOptions");
        assertTrue(pom.contains("<jvmarg line=\"${game.jvmOptions}\"/>"), "the game's run from Maven uses game.jvmOptions");
        List<String> fromMaven = Arrays.asList(property.group(1).trim().split("\\s+"));

        List<String> fromLauncher = new ArrayList<>();
        Matcher javaOptions = Pattern.compile("^--java-options \"(.*)\"$", Pattern.MULTILINE)
                .matcher(Files.readString(Path.of("jlink-config/jpackage/launcher.options")));
        while (javaOptions.find()) {
            fromLauncher.addAll(Arrays.asList(javaOptions.group(1).trim().split("\\s+")));
        }
        fromLauncher.removeIf(flag -> flag.startsWith("-XX:SharedArchiveFile=")); // the installed image's own archive

        assertTrue(fromMaven.contains("-XX:+UseSerialGC") && fromMaven.stream().anyMatch(flag -> flag.startsWith("-Xmx")),
                fromMaven.toString());
        assertEquals(fromMaven, fromLauncher);
    }
}
