package dev.connectfour.game.store;

import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleProgress;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import javafx.beans.value.ChangeListener;

/**
 * Keeps the {@link PuzzleProgress} in {@value #FILE_NAME} beside the statistics: a header line {@value #HEADER},
 * then {@link PuzzleProgress#toText()}'s lines (format: {@code src/docs/saved-data.md}). Written atomically after
 * every attempt; a file that cannot be read is kept aside and the progress starts afresh, as with the statistics.
 */
public final class PuzzleProgressStore {
    public static final String FILE_NAME = "puzzles.txt";
    public static final String HEADER = "connect-four-puzzles 1";
    private static final System.Logger LOG = System.getLogger(PuzzleProgressStore.class.getName());

    private final AtomicFile file;

    /** The store in {@code directory}. */
    public PuzzleProgressStore(Path directory) {
        this(new AtomicFile(directory.resolve(FILE_NAME)));
    }

    public PuzzleProgressStore(AtomicFile file) {
        this.file = Objects.requireNonNull(file, "file");
    }

    public Path file() {
        return file.path();
    }

    /** The saved progress; {@link PuzzleProgress#NEW} when there is none or the file is bad (then kept aside). */
    public LoadResult<PuzzleProgress> load() {
        return file.load(PuzzleProgressStore::parse, PuzzleProgress.NEW);
    }

    /** Writes the progress atomically. @return false if it could not be written (logged); play goes on */
    public boolean save(PuzzleProgress progress) {
        try {
            file.writeString(HEADER + "\n" + progress.toText());
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot save the puzzle progress to " + file.path() + ": " + e);
            return false;
        }
    }

    /** Saves the book's progress whenever it changes. @return call it to stop saving */
    public Runnable keepSaved(PuzzleBook book) {
        ChangeListener<PuzzleProgress> saveOnChange = (observable, old, now) -> save(now);
        book.progressProperty().addListener(saveOnChange);
        return () -> book.progressProperty().removeListener(saveOnChange);
    }

    /** Reads the file's text. @throws IllegalArgumentException naming the line and what is wrong */
    public static PuzzleProgress parse(String text) {
        String[] lines = text.split("\\R", 2);
        String header = lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[0];
        if (!header.strip().equals(HEADER)) {
            throw new IllegalArgumentException("line 1: expected \"" + HEADER + "\"");
        }
        return PuzzleProgress.parse(lines.length > 1 ? lines[1] : "", 2);
    }
}
