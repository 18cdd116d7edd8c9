package dev.connectfour.engine.files;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * Where the game keeps its files (settings, statistics, the game in progress): the one place that
 * decides it.
 *
 * <ol>
 *   <li>the system property {@value #OVERRIDE_PROPERTY}, if set (tests and portable installs);</li>
 *   <li>Windows: {@code %APPDATA%\Connect Four};</li>
 *   <li>macOS: {@code ~/Library/Application Support/Connect Four};</li>
 *   <li>elsewhere (Linux, the BSDs): {@code $XDG_CONFIG_HOME/connect-four} if that variable holds an
 *       absolute path (the XDG Base Directory rule: a relative one is ignored), else
 *       {@code ~/.config/connect-four}.</li>
 * </ol>
 * The directory is not created here; {@link AtomicFile} creates it on the first write.
 */
public final class ConfigDirectory {
    /** The system property that overrides the directory, for the game and the command-line tools alike. */
    public static final String OVERRIDE_PROPERTY = "connectfour.config.dir";
    /** The directory's name on Linux and other XDG systems. */
    static final String XDG_NAME = "connect-four";
    /** The directory's name on Windows and macOS, where application folders carry the product name. */
    static final String PRODUCT_NAME = "Connect Four";

    private ConfigDirectory() {
    }

    /** The directory for this JVM's system properties and environment. */
    public static Path resolve() {
        return resolve(System::getProperty, System::getenv);
    }

    /**
     * The directory for the given lookups (tests pass maps).
     *
     * @param systemProperty reads a system property ({@code os.name}, {@code user.home} and the override); null if unset
     * @param environment    reads an environment variable ({@code XDG_CONFIG_HOME}, {@code APPDATA}); null if unset
     */
    static Path resolve(UnaryOperator<String> systemProperty, UnaryOperator<String> environment) {
        Objects.requireNonNull(systemProperty, "systemProperty");
        Objects.requireNonNull(environment, "environment");
        String override = systemProperty.apply(OVERRIDE_PROPERTY);
        if (override != null && !override.isBlank()) {
            return Path.of(override.strip());
        }
        Path home = Path.of(Objects.requireNonNull(systemProperty.apply("user.home"), "user.home is not set"));
        String os = String.valueOf(systemProperty.apply("os.name")).toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            Path appData = absoluteOrNull(environment.apply("APPDATA"));
            return (appData != null ? appData : home.resolve("AppData").resolve("Roaming")).resolve(PRODUCT_NAME);
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve(PRODUCT_NAME);
        }
        Path xdg = absoluteOrNull(environment.apply("XDG_CONFIG_HOME"));
        return (xdg != null ? xdg : home.resolve(".config")).resolve(XDG_NAME);
    }

    private static Path absoluteOrNull(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            Path path = Path.of(value.strip());
            return path.isAbsolute() ? path : null;
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
