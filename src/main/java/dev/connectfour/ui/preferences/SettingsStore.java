package dev.connectfour.ui.preferences;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.ConfigDirectory;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.net.lobby.StoredLogin;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Properties;

/**
 * Keeps {@link UiSettings} in {@code settings.properties}, the one class of the UI that touches the
 * disk. The writing and the care go through the game's {@link AtomicFile} (see
 * {@code src/docs/saved-data.md}): a temporary file in the same directory, forced to the disk, renamed
 * over the old one. A value the game cannot use (an unknown language, a volume out of range) costs that
 * setting only: it takes its default, every other setting is kept, a copy of the file as it was is kept as
 * {@code settings.properties.corrupt-<timestamp>} and the file is written again with the repaired settings
 * ({@link SettingsReader}). A file that cannot be read or parsed at all (not UTF-8 text, a broken escape) is
 * kept aside under that name and the defaults apply.
 *
 * <p>The directory is {@link ConfigDirectory}'s: the system property {@value #DIRECTORY_PROPERTY} if
 * set (tests point it at a temporary directory), else {@code $XDG_CONFIG_HOME/connect-four}, else
 * {@code ~/.config/connect-four}.
 */
public final class SettingsStore {
    public static final String DIRECTORY_PROPERTY = ConfigDirectory.OVERRIDE_PROPERTY;
    static final String FILE_NAME = StoredLogin.SETTINGS_FILE;
    private static final System.Logger LOG = System.getLogger(SettingsStore.class.getName());

    private final AtomicFile file;

    public SettingsStore(Path directory) {
        this.file = new AtomicFile(Objects.requireNonNull(directory, "directory").resolve(FILE_NAME));
    }

    /** The store in the player's configuration directory. */
    public static SettingsStore atDefaultLocation() {
        return new SettingsStore(ConfigDirectory.resolve());
    }

    public Path file() {
        return file.path();
    }

    /** The saved settings; the defaults when there are none or the file is bad, a bad value's default in its place. */
    public UiSettings load() {
        return loadResult().value();
    }

    /** Like {@link #load()}, with where the settings came from: a bad file is logged and the UI tells the player. */
    public LoadResult<UiSettings> loadResult() {
        return loadReading().map(SettingsReading::settings);
    }

    /**
     * Like {@link #loadResult()}, with each value that was reset ({@link LoadResult.Status#REPAIRED}), for a notice
     * that names them in the player's words; the result's {@code problem} names them by their keys, for the log.
     */
    public LoadResult<SettingsReading> loadReading() {
        LoadResult<SettingsReading> read = file.load(SettingsStore::parse,
                new SettingsReading(UiSettings.DEFAULTS, List.of()));
        if (read.status() != LoadResult.Status.LOADED || read.value().reset().isEmpty()) {
            read.notice().ifPresent(notice -> LOG.log(Level.WARNING, notice));
            return read;
        }
        LoadResult<SettingsReading> repaired = file.keepCopyOfRepaired(read.value(), read.value().describeReset());
        if (repaired.keptAs() != null) {
            save(read.value().settings()); // the next start reads good values and says nothing
        }
        return repaired;
    }

    /**
     * Saves atomically.
     *
     * @return false if the settings could not be written (the reason is logged); the game goes on
     */
    public boolean save(UiSettings settings) {
        try {
            StringWriter text = new StringWriter();
            settings.toProperties().store(text, "Connect Four settings");
            file.writeString(text.toString());
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot save the settings to " + file.path() + ": " + e);
            return false;
        }
    }

    private static SettingsReading parse(String text) throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        return SettingsReader.read(properties);
    }
}
