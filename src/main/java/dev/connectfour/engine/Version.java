package dev.connectfour.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The build's version, filtered into {@code version.properties} from the pom: the one source of it. */
public final class Version {
    private Version() {
    }

    /**
     * The release version, for example {@code 0.1.0}: the pom's version without {@code -SNAPSHOT}, the
     * version of the packages built from it (the {@code .deb} adds its revision: {@code 0.1.0-1}).
     */
    public static String get() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read version.properties", e);
        }
    }
}
