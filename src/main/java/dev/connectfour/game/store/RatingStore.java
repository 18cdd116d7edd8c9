package dev.connectfour.game.store;

import dev.connectfour.game.stats.GameRating;
import dev.connectfour.game.stats.RatingBook;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Objects;
import javafx.beans.value.ChangeListener;

/**
 * Keeps the player's {@link GameRating} in {@value #FILE_NAME} in the {@link ConfigDirectory}, beside the
 * statistics: a header line {@value #HEADER}, then {@link GameRating#toText()}'s lines (format:
 * {@code src/docs/saved-data.md}). Written atomically, so a crash leaves the old file or the new one; a
 * bad file is kept aside and the rating starts afresh, with a notice, as for the statistics.
 */
public final class RatingStore {
    public static final String FILE_NAME = "game-rating.txt";
    public static final String HEADER = "connect-four-game-rating 1";
    private static final System.Logger LOG = System.getLogger(RatingStore.class.getName());

    private final AtomicFile file;

    /** The store in {@code directory}. */
    public RatingStore(Path directory) {
        this.file = new AtomicFile(directory.resolve(FILE_NAME));
    }

    /** The store in the player's configuration directory. */
    public static RatingStore atDefaultLocation() {
        return new RatingStore(ConfigDirectory.resolve());
    }

    public Path file() {
        return file.path();
    }

    /** The saved rating; {@link GameRating#NEW} when there is none or the file is bad (then kept aside). */
    public LoadResult<GameRating> load() {
        return file.load(RatingStore::parse, GameRating.NEW);
    }

    /** Writes the rating atomically; false if it could not be written (logged), the game goes on with it in memory. */
    public boolean save(GameRating rating) {
        try {
            file.writeString(HEADER + "\n" + rating.toText());
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot save the game rating to " + file.path() + ": " + e);
            return false;
        }
    }

    /** Saves the book's rating whenever it changes; call the result to stop. */
    public Runnable keepSaved(RatingBook book) {
        ChangeListener<GameRating> saveOnChange = (observable, old, now) -> save(now);
        book.ratingProperty().addListener(saveOnChange);
        return () -> book.ratingProperty().removeListener(saveOnChange);
    }

    /**
     * Reads the file's text.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static GameRating parse(String text) {
        String[] lines = text.split("\\R", 2);
        String header = lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[0];
        if (!header.strip().equals(HEADER)) {
            throw new IllegalArgumentException("line 1: expected \"" + HEADER + "\"");
        }
        // the header's line stays as a blank one, so the messages name the file's own line numbers
        return GameRating.parse(lines.length > 1 ? "\n" + lines[1] : "");
    }
}
