package dev.connectfour.engine.book;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.IntSupplier;

/**
 * The {@link Solver}'s answers, taken from the opening book where it covers the position: exact scores
 * within its exact layer, outcomes (weak scores) within its outcome layer; the solver answers the rest.
 * Like the solver, used by one thread at a time.
 */
public final class BookedSolver {
    private final OpeningBook book;
    private final Solver solver;
    /** The positions the solver searched for the last answer; 0 when the book gave it. */
    private long lastNodes;

    public BookedSolver(OpeningBook book, Solver solver) {
        this.book = Objects.requireNonNull(book, "book");
        this.solver = Objects.requireNonNull(solver, "solver");
    }

    /** The exact score for the side to move, as {@link Solver#solve}. */
    public int solve(Position position) {
        lastNodes = 0;
        return known(position, false).orElseGet(() -> searched(() -> solver.solve(position)));
    }

    /** The outcome for the side to move, +1, 0 or -1, as {@link Solver#solveWeak}. */
    public int solveWeak(Position position) {
        lastNodes = 0;
        return known(position, true).orElseGet(() -> searched(() -> solver.solveWeak(position)));
    }

    /** Every column's score, as {@link Solver#analyze(Position, boolean)}. */
    public Analysis analyze(Position position, boolean weak) {
        requireNotOver(position);
        int width = position.size().width();
        int[] scores = new int[width];
        boolean[] playable = new boolean[width];
        lastNodes = 0;
        for (int column = 0; column < width; column++) {
            playable[column] = position.canPlay(column);
            if (!playable[column]) {
                continue;
            }
            if (position.isWinningMove(column)) {
                scores[column] = weak ? 1 : (position.freeCells() + 1) / 2;
                continue;
            }
            Position child = position.play(column);
            if (child.isGameOver()) {
                continue; // a full board: a draw, 0
            }
            OptionalInt known = known(child, weak);
            scores[column] = -(known.isPresent() ? known.getAsInt()
                    : searched(() -> weak ? solver.solveWeak(child) : solver.solve(child)));
        }
        return new Analysis(position, weak, scores, playable);
    }

    /** The positions the solver searched for the last answer; 0 if the book gave all of it. */
    public long lastNodes() {
        return lastNodes;
    }

    private OptionalInt known(Position position, boolean weak) {
        requireNotOver(position);
        return weak ? book.outcome(position).map(outcome -> OptionalInt.of(outcome.sign())).orElse(OptionalInt.empty())
                : book.score(position);
    }

    private int searched(IntSupplier search) {
        int score = search.getAsInt();
        lastNodes += solver.nodeCount();
        return score;
    }

    private static void requireNotOver(Position position) {
        if (position.isGameOver()) {
            throw new IllegalArgumentException("cannot solve a finished game: \"" + position.moves() + "\" is "
                    + (position.isWon() ? "won" : "drawn"));
        }
    }
}
