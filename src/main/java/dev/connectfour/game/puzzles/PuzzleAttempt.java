package dev.connectfour.game.puzzles;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.concurrent.Cancellable;
import java.util.Objects;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * One attempt at a puzzle, observable from the FX thread. The player moves; a right move is answered at once with
 * the puzzle line's defence (a slowest loss), and the last right move solves it. A wrong move fails it: the solver
 * then finds, in the background, what the move is worth and the line that refutes it ({@link RefutationSearch}).
 * Hint and Show solution are always at hand; a solve after a hint counts unrated; Show solution before the end counts
 * as a failure.
 * Each finished attempt is counted once in the {@link PuzzleBook}.
 */
public final class PuzzleAttempt {
    public enum Phase { YOUR_MOVE, SOLVED, FAILED }

    /**
     * Why a wrong move fails, as far as it is known: what it is worth for the player, and best play from it (the
     * computer first), growing disc by disc up to as much of it as a player can follow
     * ({@link dev.connectfour.engine.puzzles.Refutation#shownLength}).
     *
     * @param complete  true once {@code line} is all that is played out
     * @param movesLeft the winner's moves to the win after {@code line}, told in words; 0 until complete, when the
     *                  line ends the game, or when it keeps a draw
     */
    public record Refuted(Verdict verdict, String line, boolean complete, int movesLeft) {
    }

    /** Solves the positions of wrong moves' refutations. */
    @FunctionalInterface
    public interface Refuter {
        /** A solver for one refutation: every column's exact value of each position, asked one at a time. */
        Function<Position, Analysis> solver();
    }

    private final Puzzle puzzle;
    private final boolean rated;
    private final PuzzleBook book;
    private final BackgroundExecutor executor;
    private final Refuter refuter;
    private final ReadOnlyObjectWrapper<Position> position = new ReadOnlyObjectWrapper<>(this, "position");
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.YOUR_MOVE);
    private final ReadOnlyObjectWrapper<Refuted> refuted = new ReadOnlyObjectWrapper<>(this, "refuted");
    private final ReadOnlyObjectWrapper<Integer> ratingChange = new ReadOnlyObjectWrapper<>(this, "ratingChange");
    /** The line's discs played so far: the player's next move is the line's disc at this index. */
    private int ply;
    private boolean hinted;
    private Cancellable search;

    /**
     * @param rated false for a retry: nothing it does moves the rating
     */
    public PuzzleAttempt(Puzzle puzzle, boolean rated, PuzzleBook book, BackgroundExecutor executor, Refuter refuter) {
        this.puzzle = Objects.requireNonNull(puzzle, "puzzle");
        this.rated = rated;
        this.book = Objects.requireNonNull(book, "book");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.refuter = Objects.requireNonNull(refuter, "refuter");
        position.set(puzzle.position());
    }

    /** The refuter of the game: the solver with the opening book, a table of its own for each search. */
    public static Refuter solverRefuter() {
        return () -> {
            BookedSolver solver = new BookedSolver(OpeningBook.bundledOrEmpty(), new Solver(32L << 20));
            return position -> solver.analyze(position, false);
        };
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    public boolean isRated() {
        return rated;
    }

    /** The position on the board: the puzzle's, then each move and reply. */
    public ReadOnlyObjectProperty<Position> positionProperty() {
        return position.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    /**
     * Why the wrong move failed: null until the search has found the move's value and the computer's reply (and for
     * an attempt not failed by a move), then each longer part of the line until it is complete.
     */
    public ReadOnlyObjectProperty<Refuted> refutedProperty() {
        return refuted.getReadOnlyProperty();
    }

    /** The change of the player's rating once the attempt is counted; null before. */
    public ReadOnlyObjectProperty<Integer> ratingChangeProperty() {
        return ratingChange.getReadOnlyProperty();
    }

    /**
     * The player drops a disc in {@code column}.
     *
     * @return false if no move is taken now (the attempt is over, or the column is full)
     */
    public boolean play(int column) {
        Position now = position.get();
        if (phase.get() != Phase.YOUR_MOVE || !now.canPlay(column)) {
            return false;
        }
        if (column != puzzle.lineColumn(ply)) {
            position.set(now.play(column));
            finish(false);
            RefutationSearch refutation = new RefutationSearch(executor, refuter.solver(), now, column, refuted::set);
            search = refutation;
            refutation.start();
            return true;
        }
        ply++;
        position.set(now.play(column));
        if (ply == puzzle.line().length()) {
            finish(true);
        } else {
            position.set(position.get().play(puzzle.lineColumn(ply)));
            ply++;
        }
        return true;
    }

    /** The right move now (0-based); asking for it takes the rating gain away. -1 once the attempt is over. */
    public int hint() {
        if (phase.get() != Phase.YOUR_MOVE) {
            return -1;
        }
        hinted = true;
        return puzzle.lineColumn(ply);
    }

    /**
     * The solution from where the player left the line: the position before the wrong move (or the current one),
     * with the rest of the line as a move string. An attempt still running counts as failed.
     */
    public Position solutionStart() {
        if (phase.get() == Phase.YOUR_MOVE) {
            finish(false);
        }
        return Position.parse(puzzle.id() + puzzle.line().substring(0, ply));
    }

    /** The rest of the line from {@link #solutionStart()}. */
    public String solutionRest() {
        return puzzle.line().substring(ply);
    }

    /** Stops the refutation's search, if it runs. */
    public void close() {
        if (search != null) {
            search.cancel();
        }
    }

    private void finish(boolean solved) {
        boolean counts = rated && !(solved && hinted);
        ratingChange.set(book.record(puzzle, solved, counts));
        phase.set(solved ? Phase.SOLVED : Phase.FAILED);
    }
}
