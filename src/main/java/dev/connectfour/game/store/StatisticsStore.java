package dev.connectfour.game.store;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.ConfigDirectory;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.stats.StatisticsBook;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Objects;
import javafx.beans.value.ChangeListener;

/**
 * Keeps the {@link Statistics} in {@value #FILE_NAME} in the {@link ConfigDirectory}: a header line
 * {@value #HEADER}, then {@link Statistics#toText()}'s lines (format: {@code src/docs/saved-data.md}).
 * Files of version 1 ({@value #HEADER_V1}: results per mode and level, no board sizes, lengths or
 * history) still load, as games on the standard board; so do those of version 2 ({@value #HEADER_V2}),
 * whose watched games name one computer; the next save writes version 3.
 *
 * <p>At start-up: {@code LoadResult<Statistics> loaded = store.load();} make the
 * {@code StatisticsBook} from {@code loaded.value()}, show {@code loaded.notice()} if
 * {@code loaded.needsNotice()}, then {@link #keepSaved(StatisticsBook)} so every change is written.
 */
public final class StatisticsStore {
    public static final String FILE_NAME = "statistics.txt";
    /** The first line: the format's name and version. */
    public static final String HEADER = "connect-four-statistics 3";
    /**
     * The first line of version 2, still read: the same lines, but a watched game's level was the first
     * computer's alone (the games are read with the second computer unknown).
     */
    public static final String HEADER_V2 = "connect-four-statistics 2";
    /** The first line of the earlier format, still read. */
    public static final String HEADER_V1 = "connect-four-statistics 1";
    private static final System.Logger LOG = System.getLogger(StatisticsStore.class.getName());

    private final AtomicFile file;

    /** The store in {@code directory}. */
    public StatisticsStore(Path directory) {
        this(new AtomicFile(directory.resolve(FILE_NAME)));
    }

    /** The store on a given file (tests pass one with a fixed clock). */
    public StatisticsStore(AtomicFile file) {
        this.file = Objects.requireNonNull(file, "file");
    }

    /** The store in the player's configuration directory. */
    public static StatisticsStore atDefaultLocation() {
        return new StatisticsStore(ConfigDirectory.resolve());
    }

    public Path file() {
        return file.path();
    }

    /** The saved statistics; {@link Statistics#EMPTY} when there are none or the file is bad (then kept aside). */
    public LoadResult<Statistics> load() {
        return file.load(StatisticsStore::parse, Statistics.EMPTY);
    }

    /**
     * Writes the statistics atomically.
     *
     * @return false if they could not be written (logged); the game goes on with them in memory
     */
    public boolean save(Statistics statistics) {
        try {
            file.writeString(toText(statistics));
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot save the statistics to " + file.path() + ": " + e);
            return false;
        }
    }

    /**
     * Saves the book's statistics whenever they change (each finished game, a reset), on the thread
     * that changes them (the FX thread: a write of a few hundred bytes).
     *
     * @return call it to stop saving
     */
    public Runnable keepSaved(StatisticsBook book) {
        ChangeListener<Statistics> saveOnChange = (observable, old, now) -> save(now);
        book.statisticsProperty().addListener(saveOnChange);
        return () -> book.statisticsProperty().removeListener(saveOnChange);
    }

    /** The file's text for {@code statistics}. */
    public static String toText(Statistics statistics) {
        return HEADER + "\n" + statistics.toText();
    }

    /**
     * Reads {@link #toText}'s form.
     *
     * @throws IllegalArgumentException naming the line and what is wrong with it
     */
    public static Statistics parse(String text) {
        String[] lines = text.split("\\R", 2);
        String header = lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[0];
        boolean version1 = header.strip().equals(HEADER_V1);
        if (!version1 && !header.strip().equals(HEADER) && !header.strip().equals(HEADER_V2)) {
            throw new IllegalArgumentException("line 1: expected \"" + HEADER + "\", found \""
                    + (header.length() > 40 ? header.substring(0, 40) + "…" : header.strip()) + "\"");
        }
        // the header's line stays as a blank one, so Statistics names the file's own line numbers
        String body = lines.length > 1 ? "\n" + lines[1] : "";
        return version1 ? Statistics.parseVersion1(body) : Statistics.parse(body);
    }
}
