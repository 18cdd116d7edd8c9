package dev.connectfour.engine.analysis;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * What is known so far of the value of every column of a position, for the side to move: a
 * {@link Verdict} per playable column, or nothing yet. {@link Analyst} fills it in steps (the opening
 * book and the obvious moves, then outcomes, then exact distances), each step a new immutable value.
 */
public final class ColumnValues {
    private final Position position;
    private final Verdict[] verdicts;
    private final OpeningBook.Outcome positionOutcome;

    /**
     * @param verdicts        one per column, null where not yet known (always null for a full column)
     * @param positionOutcome the outcome of the position if known otherwise (the book), else null
     */
    public ColumnValues(Position position, Verdict[] verdicts, OpeningBook.Outcome positionOutcome) {
        this.position = Objects.requireNonNull(position, "position");
        if (verdicts.length != position.size().width()) {
            throw new IllegalArgumentException("one verdict per column expected");
        }
        this.verdicts = verdicts.clone();
        for (int column = 0; column < this.verdicts.length; column++) {
            if (!position.canPlay(column) && this.verdicts[column] != null) {
                throw new IllegalArgumentException("column " + (column + 1) + " cannot be played");
            }
        }
        this.positionOutcome = positionOutcome;
    }

    /** Nothing known yet. */
    public static ColumnValues unknown(Position position) {
        return new ColumnValues(position, new Verdict[position.size().width()], null);
    }

    /** The exact values of a solver's full analysis. */
    public static ColumnValues of(Analysis analysis) {
        if (analysis.weak()) {
            throw new IllegalArgumentException("an exact analysis is needed");
        }
        Position position = analysis.position();
        Verdict[] verdicts = new Verdict[position.size().width()];
        for (int column = 0; column < verdicts.length; column++) {
            if (analysis.playable(column)) {
                verdicts[column] = Verdict.ofScore(analysis.score(column), position.freeCells());
            }
        }
        return new ColumnValues(position, verdicts, null);
    }

    public Position position() {
        return position;
    }

    public int width() {
        return verdicts.length;
    }

    /** True if a disc can be dropped in {@code column}. */
    public boolean playable(int column) {
        return position.canPlay(column);
    }

    /** The value of {@code column}, if known yet; always empty for a full column. */
    public Optional<Verdict> verdict(int column) {
        return Optional.ofNullable(verdicts[column]);
    }

    /** A copy with {@code column}'s verdict set. */
    public ColumnValues with(int column, Verdict verdict) {
        Verdict[] next = verdicts.clone();
        next[column] = Objects.requireNonNull(verdict, "verdict");
        return new ColumnValues(position, next, positionOutcome);
    }

    /**
     * The value of the position for the side to move (its best column), as far as known: exact once
     * every column that could be the best one is exact; only the outcome while a distance that could
     * matter is unknown; empty while a column is not known at all and no other source gave the outcome.
     */
    public Optional<Verdict> best() {
        Verdict best = null;
        boolean allKnown = true;
        for (int column = 0; column < verdicts.length; column++) {
            if (!playable(column)) {
                continue;
            }
            Verdict verdict = verdicts[column];
            if (verdict == null) {
                allKnown = false;
            } else if (best == null || verdict.outcome().compareTo(best.outcome()) > 0) {
                best = verdict;
            } else if (verdict.outcome() == best.outcome()) {
                if (!verdict.isExact() || !best.isExact()) {
                    best = Verdict.ofOutcome(best.outcome());
                } else if (verdict.isBetterThan(best)) {
                    best = verdict;
                }
            }
        }
        if (best != null && (allKnown || best.outcome() == OpeningBook.Outcome.WIN)) {
            // a known win is the position's outcome even before the other columns are known
            return Optional.of(allKnown ? best : Verdict.ofOutcome(best.outcome()));
        }
        return positionOutcome == null ? Optional.empty() : Optional.of(Verdict.ofOutcome(positionOutcome));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ColumnValues that && position.equals(that.position)
                && Arrays.equals(verdicts, that.verdicts) && positionOutcome == that.positionOutcome;
    }

    @Override
    public int hashCode() {
        return position.hashCode() * 31 + Arrays.hashCode(verdicts);
    }

    @Override
    public String toString() {
        return "ColumnValues[" + position.moves() + ": " + Arrays.toString(verdicts) + "]";
    }
}
