package dev.connectfour.engine.analysis;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Predecessors;
import dev.connectfour.engine.book.LostTurnScores;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * Perfect analysis for players: the value of every column of a position ({@link #analyze}) and the
 * outcome of a position ({@link #outcome}), from the opening book where it has the position, from the
 * {@link LostTurnScores} for the earliest positions after a lost turn, and from the {@link Solver}
 * otherwise. Just past them, a column's value is bounded by the known scores of every position its
 * disc can be played from ({@link Predecessors}), which settles many columns with one probe or none,
 * and where the position's own score is known, the one column that can still score it scores it. The
 * solver's table is kept from one call to the next, so analysing the positions of one game one after
 * another gets faster as it goes.
 *
 * <p>Contract: like the solver, an analyst is used by one thread at a time; {@link #cancel()} may be
 * called from any thread, and the thread's interrupt stops a search too (both throw
 * {@link SearchCancelledException}). Positions must not be over.
 */
public final class Analyst {
    private final OpeningBook book;
    private final LostTurnScores lostTurns;
    private final Solver solver;

    /** An analyst with the book and no scores of positions after a lost turn: it searches those. */
    public Analyst(OpeningBook book, Solver solver) {
        this(book, LostTurnScores.none(book.size()), solver);
    }

    public Analyst(OpeningBook book, LostTurnScores lostTurns, Solver solver) {
        this.book = Objects.requireNonNull(book, "book");
        this.lostTurns = Objects.requireNonNull(lostTurns, "lostTurns");
        this.solver = Objects.requireNonNull(solver, "solver");
    }

    /**
     * An analyst with the book and the scores after a lost turn shipped in the game (none if they cannot
     * be read) and a table of {@code tableBytes}, searching on one thread.
     */
    public static Analyst withBundledBook(long tableBytes) {
        return withBundledBook(tableBytes, 1);
    }

    /**
     * The same, searching on {@code threads} threads (the calling one and helpers that join a long solve, see
     * {@link Solver#Solver(long, int)}).
     */
    public static Analyst withBundledBook(long tableBytes, int threads) {
        return new Analyst(OpeningBook.bundledOrEmpty(), LostTurnScores.bundledOrEmpty(), new Solver(tableBytes, threads));
    }

    /** Stops the search in progress; see {@link Solver#cancel()}. */
    public void cancel() {
        solver.cancel();
    }

    /**
     * The value of every column of {@code position}, in steps, each handed to {@code progress} as it is
     * known: first what needs no search (a disc that connects four, a disc that fills the board, the
     * opening book), then the outcome of every other column (a weak solve, fast), then the exact distance
     * of each win and loss (slow in the opening: minutes with few discs). Returns the last step.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled or interrupted
     */
    public ColumnValues analyze(Position position, Consumer<ColumnValues> progress) {
        if (position.isGameOver()) {
            throw new IllegalArgumentException("the game \"" + position.moves() + "\" is over");
        }
        int width = position.size().width();
        Optional<OpeningBook.Entry> entry = book.lookup(position);
        ColumnValues values = new ColumnValues(position, new Verdict[width], knownOutcome(position).orElse(null));
        int[] ceilings = new int[width];
        for (int column : centreFirst(width)) {
            if (!position.canPlay(column)) {
                continue;
            }
            ceilings[column] = position.isWinningMove(column) ? Integer.MAX_VALUE : ceiling(position.play(column));
            Optional<Verdict> known = withoutSearch(position, column, entry, ceilings[column]);
            if (known.isPresent()) {
                values = values.with(column, known.get());
            }
        }
        progress.accept(values);
        OptionalInt positionScore = knownScore(position);
        for (int column : centreFirst(width)) {
            if (position.canPlay(column) && values.verdict(column).isEmpty()) {
                values = values.with(column, scoresThePositionsScore(values, ceilings, column, positionScore)
                        ? Verdict.ofScore(positionScore.getAsInt(), position.freeCells())
                        : searchedOutcome(position, column, ceilings));
                progress.accept(values);
            }
        }
        return exactDistances(position, values, ceilings, positionScore, progress);
    }

    /**
     * Whether {@code column} scores the position's own score, known without a search: every other column is
     * known to score less (by its value, its outcome or its ceiling), and a position scores its best column.
     * This spares the dearest proof there is, that a move is as good as the best.
     */
    private static boolean scoresThePositionsScore(ColumnValues values, int[] ceilings, int column, OptionalInt positionScore) {
        if (positionScore.isEmpty()) {
            return false;
        }
        int score = positionScore.getAsInt();
        Verdict best = Verdict.ofScore(score, values.position().freeCells());
        for (int other = 0; other < values.width(); other++) {
            if (other != column && values.playable(other) && ceilings[other] >= score
                    && !values.verdict(other).map(best::isBetterThan).orElse(false)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A column's outcome by search. Where the column has a ceiling it is probed there first: the column
     * scores it (its exact value, found with one probe, as about half the columns at 9 discs do) or the
     * ceiling drops by one, which may leave only a loss.
     */
    private Verdict searchedOutcome(Position position, int column, int[] ceilings) {
        Position child = position.play(column);
        int ceiling = ceilings[column];
        if (ceiling != Integer.MAX_VALUE) {
            if (!solver.scoresAbove(child, -ceiling)) {
                return Verdict.ofScore(ceiling, position.freeCells());
            }
            ceilings[column] = ceiling - 1;
            if (ceiling <= 0) {
                return Verdict.ofOutcome(OpeningBook.Outcome.LOSS);
            }
        }
        return Verdict.ofOutcome(OpeningBook.Outcome.ofScore(-solver.solveWeak(child)));
    }

    /**
     * The last step of {@link #analyze}: the exact distance of every win and loss, each searched only
     * within its outcome and under its ceiling, probed there first where it has one. Where the position's
     * own score is known, the only column that can still score it scores it without a search.
     */
    private ColumnValues exactDistances(Position position, ColumnValues values, int[] ceilings, OptionalInt positionScore,
            Consumer<ColumnValues> progress) {
        for (int column : centreFirst(position.size().width())) {
            if (!position.canPlay(column) || values.verdict(column).orElseThrow().isExact()) {
                continue;
            }
            OpeningBook.Outcome outcome = values.verdict(column).orElseThrow().outcome();
            int lower = outcome == OpeningBook.Outcome.WIN ? 1 : -position.freeCells();
            int upper = Math.min(outcome == OpeningBook.Outcome.WIN ? position.freeCells() : -1, ceilings[column]);
            if (scoresThePositionsScore(values, ceilings, column, positionScore)) {
                lower = upper = positionScore.getAsInt();
            }
            Position child = position.play(column);
            // the first probe at the ceiling, where there is one
            int likely = ceilings[column] == Integer.MAX_VALUE ? Integer.MIN_VALUE : -upper;
            int score = lower == upper ? lower : -solver.solve(child, -upper, -lower, likely);
            values = values.with(column, Verdict.ofScore(score, position.freeCells()));
            progress.accept(values);
        }
        return values;
    }

    /**
     * The outcome of {@code position} for the side to move, with perfect play: from the book, else a
     * weak solve.
     *
     * @throws IllegalArgumentException if the game is over
     * @throws SearchCancelledException if cancelled or interrupted
     */
    public OpeningBook.Outcome outcome(Position position) {
        return knownOutcome(position).orElseGet(() -> OpeningBook.Outcome.ofScore(solver.solveWeak(position)));
    }

    /** The outcome of {@code position} if it needs no search: the book's, or the sign of a score after a lost turn. */
    private Optional<OpeningBook.Outcome> knownOutcome(Position position) {
        OptionalInt lostTurnScore = lostTurns.score(position);
        return lostTurnScore.isPresent() ? Optional.of(OpeningBook.Outcome.ofScore(lostTurnScore.getAsInt())) : book.outcome(position);
    }

    /** The exact score of {@code position} if it needs no search: the book's exact layer, or the scores after a lost turn. */
    private OptionalInt knownScore(Position position) {
        OptionalInt score = book.score(position);
        return score.isPresent() ? score : lostTurns.score(position);
    }

    /**
     * The most the move to {@code child} can score: the score of every position one disc earlier it
     * can be played from ({@link Predecessors}, the analysed position among them), the least of those
     * known; {@link Integer#MAX_VALUE} if none is. A move scores no more than any position it is a move of.
     */
    private int ceiling(Position child) {
        int ceiling = Integer.MAX_VALUE;
        for (long key : Predecessors.symmetricKeys(child)) {
            OptionalInt score = book.score(child.size(), key);
            score = score.isPresent() ? score : lostTurns.score(child.size(), key);
            if (score.isPresent()) {
                ceiling = Math.min(ceiling, score.getAsInt());
            }
        }
        return ceiling;
    }

    /**
     * A column's value if it needs no search: it wins at once, fills the board, the position after it
     * has a known score or the book's outcome, the position's own entry tells, or its ceiling is a loss.
     */
    private Optional<Verdict> withoutSearch(Position position, int column, Optional<OpeningBook.Entry> entry, int ceiling) {
        if (position.isWinningMove(column)) {
            return Optional.of(Verdict.ofScore((position.freeCells() + 1) / 2, position.freeCells()));
        }
        Position child = position.play(column);
        if (child.isGameOver()) {
            return Optional.of(Verdict.draw()); // the last free cell, and no four: a full board
        }
        OptionalInt score = knownScore(child);
        if (score.isPresent()) {
            return Optional.of(Verdict.ofScore(-score.getAsInt(), position.freeCells()));
        }
        Optional<OpeningBook.Outcome> childOutcome = book.outcome(child);
        if (childOutcome.isPresent()) {
            return Optional.of(Verdict.ofOutcome(childOutcome.get().opposite()));
        }
        if (entry.isPresent()) {
            OpeningBook.Outcome best = entry.get().outcome();
            if (entry.get().keeps(column)) {
                return Optional.of(Verdict.ofOutcome(best));
            }
            if (best == OpeningBook.Outcome.LOSS || best == OpeningBook.Outcome.DRAW && entry.get().everyMove()) {
                // every move of a lost position loses; this drawn one's entry holds every drawing move
                return Optional.of(Verdict.ofOutcome(OpeningBook.Outcome.LOSS));
            }
        }
        return ceiling < 0 ? Optional.of(Verdict.ofOutcome(OpeningBook.Outcome.LOSS)) : Optional.empty();
    }

    /** Columns from the centre outwards: the likely best first, so the useful values come early. */
    private static int[] centreFirst(int width) {
        int[] order = new int[width];
        for (int i = 0; i < width; i++) {
            order[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        return order;
    }
}
