package dev.connectfour.ui.settings;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Reader;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.Properties;

/**
 * Keeps {@link UiSettings} in {@code settings.properties}, the one class here that touches the disk.
 * Saving is atomic: a temporary file in the same directory, flushed to the disk, then renamed over
 * the old file, so a crash leaves either the old or the new settings. A file that cannot be read is
 * kept aside as {@code settings.properties.corrupt-<timestamp>} and the defaults apply.
 *
 * <p>The directory: the system property {@value #DIRECTORY_PROPERTY} if set (tests point it at a
 * temporary directory), else {@code $XDG_CONFIG_HOME/connect-four}, else {@code ~/.config/connect-four}.
 */
public final class SettingsStore {
    public static final String DIRECTORY_PROPERTY = "connectfour.config.dir";
    static final String FILE_NAME = "settings.properties";
    private static final System.Logger LOG = System.getLogger(SettingsStore.class.getName());
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path directory;
    private final Path file;

    public SettingsStore(Path directory) {
        this.directory = Objects.requireNonNull(directory, "directory");
        this.file = directory.resolve(FILE_NAME);
    }

    /** The store in the player's configuration directory (see the class comment). */
    public static SettingsStore atDefaultLocation() {
        String override = System.getProperty(DIRECTORY_PROPERTY);
        if (override != null && !override.isBlank()) {
            return new SettingsStore(Path.of(override));
        }
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()
                ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        return new SettingsStore(base.resolve("connect-four"));
    }

    public Path file() {
        return file;
    }

    /** The saved settings; the defaults when there are none, or when the file is unreadable (then kept aside). */
    public UiSettings load() {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
            return UiSettings.fromProperties(properties);
        } catch (NoSuchFileException e) {
            return UiSettings.DEFAULTS;
        } catch (IOException | RuntimeException e) {
            keepCorruptFile(e);
            return UiSettings.DEFAULTS;
        }
    }

    /**
     * Saves atomically.
     *
     * @return false if the settings could not be written (the reason is logged); the game goes on
     */
    public boolean save(UiSettings settings) {
        Path temporary = null;
        try {
            Files.createDirectories(directory);
            temporary = Files.createTempFile(directory, FILE_NAME + ".", ".tmp");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            settings.toProperties().store(new java.io.OutputStreamWriter(bytes, StandardCharsets.UTF_8),
                    "Connect Four settings");
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes.toByteArray());
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
            temporary = null;
            syncDirectory();
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot save the settings to " + file + ": " + e);
            return false;
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // best effort: a stray temporary file does no harm
                }
            }
        }
    }

    /** Makes the rename itself durable where the platform allows opening a directory. */
    private void syncDirectory() {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | RuntimeException ignored) {
            // not supported everywhere (Windows); the file itself is already on the disk
        }
    }

    private void keepCorruptFile(Exception cause) {
        Path aside = directory.resolve(FILE_NAME + ".corrupt-" + LocalDateTime.now().format(STAMP));
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            LOG.log(Level.WARNING, "the settings file could not be read (" + cause + "); kept it as " + aside
                    + " and started from the defaults");
        } catch (IOException e) {
            LOG.log(Level.WARNING, "the settings file could not be read (" + cause + ") nor moved aside: " + e);
        }
    }
}
