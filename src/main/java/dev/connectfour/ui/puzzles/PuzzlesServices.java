package dev.connectfour.ui.puzzles;

import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleCatalogue;
import java.util.Objects;
import java.util.Optional;

/**
 * What the Puzzles screen uses: the shipped puzzles, the player's progress (kept saved by the application), where the
 * refutations are searched, how fast discs fall, and what to tell once about a progress file that could not be read.
 */
public record PuzzlesServices(PuzzleCatalogue catalogue, PuzzleBook book, BackgroundExecutor executor,
                              double animationSpeed, Optional<String> notice) {
    public PuzzlesServices {
        Objects.requireNonNull(catalogue, "catalogue");
        Objects.requireNonNull(book, "book");
        Objects.requireNonNull(executor, "executor");
        Objects.requireNonNull(notice, "notice");
    }
}
