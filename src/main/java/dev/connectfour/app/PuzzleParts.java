package dev.connectfour.app;

import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleCatalogue;
import dev.connectfour.game.puzzles.PuzzleProgress;
import dev.connectfour.game.store.PuzzleProgressStore;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.FileNotices;
import dev.connectfour.ui.puzzles.PuzzlesServices;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;

/**
 * The Puzzles screen's lasting parts, made when it is first opened: the shipped puzzles, and the player's progress
 * loaded from beside the statistics and kept saved from then on. A progress file that could not be read is told
 * once, on the screen.
 */
final class PuzzleParts {
    private final Path directory;
    private final BackgroundExecutor executor;
    private PuzzleCatalogue catalogue;
    private PuzzleBook book;
    private LoadResult<PuzzleProgress> unread;

    /** @param directory where the statistics are kept */
    PuzzleParts(Path directory, BackgroundExecutor executor) {
        this.directory = directory;
        this.executor = executor;
    }

    PuzzlesServices services(Locale locale, double animationSpeed) {
        if (book == null) {
            catalogue = new PuzzleCatalogue(PuzzleFile.bundled());
            PuzzleProgressStore store = new PuzzleProgressStore(directory);
            LoadResult<PuzzleProgress> loaded = store.load();
            book = new PuzzleBook(loaded.value(), Clock.systemDefaultZone());
            store.keepSaved(book);
            unread = loaded.needsNotice() ? loaded : null;
        }
        Optional<String> notice = Optional.ofNullable(unread)
                .map(result -> FileNotices.unreadable(Bundles.common(locale), result));
        unread = null;
        return new PuzzlesServices(catalogue, book, executor, animationSpeed, notice);
    }
}
