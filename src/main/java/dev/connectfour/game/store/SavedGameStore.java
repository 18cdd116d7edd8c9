package dev.connectfour.game.store;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.ConfigDirectory;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.game.SavedGame;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * The game in progress, kept in {@value #FILE_NAME} in the {@link ConfigDirectory} so it can be
 * offered back at the next start ("Resume your last game?"), and Save / Open of a game file chosen
 * by the player. The text is {@link SavedGameFormat}'s.
 *
 * <h2>For the UI</h2>
 * <ul>
 *   <li>Window closing: {@code SessionSnapshots.of(session).ifPresentOrElse(store::save, store::clear)}.</li>
 *   <li>Start: {@code LoadResult<Optional<SavedGame>> last = store.loadLast();} if a game is there, ask
 *       "Resume your last game?"; yes: {@code new GameSession(game.settings(), services, ticker)}, bind,
 *       {@code SessionSnapshots.resume(session, game)}; either way {@link #clear()} once it is resumed or declined.
 *       A bad file: {@code last.notice()}, no game offered.</li>
 *   <li>Ctrl+S: {@link #saveAs(Path, SavedGame)}; Ctrl+O: {@link #open(Path)}, which reports the first bad
 *       line ({@link SavedGameException}) and gives nothing unless the whole file is good.</li>
 * </ul>
 */
public final class SavedGameStore {
    public static final String FILE_NAME = "last-game.txt";
    /** The extension offered for saved game files. */
    public static final String EXTENSION = ".c4game";
    private static final System.Logger LOG = System.getLogger(SavedGameStore.class.getName());

    private final AtomicFile last;

    /** The store in {@code directory}. */
    public SavedGameStore(Path directory) {
        this(new AtomicFile(directory.resolve(FILE_NAME)));
    }

    /** The store on a given file (tests pass one with a fixed clock). */
    public SavedGameStore(AtomicFile last) {
        this.last = Objects.requireNonNull(last, "last");
    }

    /** The store in the player's configuration directory. */
    public static SavedGameStore atDefaultLocation() {
        return new SavedGameStore(ConfigDirectory.resolve());
    }

    public Path file() {
        return last.path();
    }

    /**
     * Keeps {@code game} as the game to resume, atomically.
     *
     * @return false if it could not be written (logged)
     */
    public boolean save(SavedGame game) {
        try {
            last.writeString(SavedGameFormat.toText(game));
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot save the game in progress to " + last.path() + ": " + e);
            return false;
        }
    }

    /**
     * The game to resume: empty when there is none; empty too when the file is bad, which is then
     * kept aside and reported in the result.
     */
    public LoadResult<Optional<SavedGame>> loadLast() {
        return last.load(text -> Optional.of(SavedGameFormat.parse(text)), Optional.empty());
    }

    /**
     * Forgets the game to resume (it was resumed, declined, or finished).
     *
     * @return false if the file could not be deleted (logged)
     */
    public boolean clear() {
        try {
            last.delete();
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot delete " + last.path() + ": " + e);
            return false;
        }
    }

    /**
     * Writes {@code game} to a file the player chose, atomically.
     *
     * @throws IOException if it cannot be written; an older file there is then unchanged
     */
    public static void saveAs(Path file, SavedGame game) throws IOException {
        new AtomicFile(file).writeString(SavedGameFormat.toText(game));
    }

    /**
     * Reads a game file the player chose. Nothing is changed on the disk, whatever the file holds.
     *
     * @throws IOException        if it cannot be read (missing, too large, not UTF-8 text)
     * @throws SavedGameException naming the first bad line and why
     */
    public static SavedGame open(Path file) throws IOException, SavedGameException {
        AtomicFile chosen = new AtomicFile(file);
        Optional<String> text = chosen.readString();
        if (text.isEmpty()) {
            throw new java.nio.file.NoSuchFileException(file.toString());
        }
        return SavedGameFormat.parse(text.get());
    }
}
