package dev.connectfour.game.puzzles;

import dev.connectfour.engine.rating.Glicko2;
import dev.connectfour.engine.puzzles.Puzzle;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The application's one place for the puzzle progress: an observable {@link PuzzleProgress} that each finished
 * attempt updates (by Glicko-2 when it is rated, the puzzle's fixed rating the opponent) and
 * {@code game.store.PuzzleProgressStore} keeps saved. Use it from the FX thread only.
 */
public final class PuzzleBook {
    /** How sure a puzzle's fixed rating is taken to be: its RD as an opponent. */
    static final double PUZZLE_DEVIATION = 80;
    private final ReadOnlyObjectWrapper<PuzzleProgress> progress;
    private final Clock clock;

    public PuzzleBook(PuzzleProgress initial, Clock clock) {
        this.progress = new ReadOnlyObjectWrapper<>(this, "progress", Objects.requireNonNull(initial, "initial"));
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    public ReadOnlyObjectProperty<PuzzleProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public PuzzleProgress getProgress() {
        return progress.get();
    }

    /** The date in the player's time zone: what today's puzzle and the attempts are dated by. */
    public LocalDate today() {
        return LocalDate.now(clock);
    }

    /**
     * Counts one finished attempt.
     *
     * @param rated false for a retry, or a solve after a hint: the rating stays as it is
     * @return the change of the player's rating, in whole points (0 when not rated)
     */
    public int record(Puzzle puzzle, boolean solved, boolean rated) {
        PuzzleProgress now = progress.get();
        Glicko2.Rating after = rated ? Glicko2.update(now.rating(),
                List.of(new Glicko2.Game(puzzle.rating(), PUZZLE_DEVIATION, solved ? 1 : 0))) : now.rating();
        PuzzleProgress next = now.with(new PuzzleProgress.Attempt(today(), puzzle.id(), solved, rated,
                (int) Math.round(after.rating()), OptionalInt.of((int) Math.round(after.deviation()))), after);
        progress.set(next);
        return next.shownRating() - now.shownRating();
    }
}
