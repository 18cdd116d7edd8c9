package dev.connectfour.game.puzzles;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.puzzles.Defence;
import dev.connectfour.engine.puzzles.Refutation;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.concurrent.Cancellable;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Finds a wrong move's refutation one disc at a time, each position solved by a background task of its own, and
 * hands on what is known after each: the first solve gives the move's value and the computer's reply, each next one
 * a disc more of the line, until the discs a player can follow ({@link Refutation#shownLength}) are known. The
 * winner's moves beyond them are counted from the value ({@link Refutation#length}), never solved: the line's end can
 * be 30 discs away, each a solve of its own. The wrong move must not end the game (a puzzle's wrong move never does).
 */
final class RefutationSearch implements Cancellable {
    private final BackgroundExecutor executor;
    private final Function<Position, Analysis> values;
    private final Position before;
    private final Position after;
    private final Consumer<PuzzleAttempt.Refuted> found;
    private final StringBuilder line = new StringBuilder();
    private Verdict verdict;
    private int length;
    private Cancellable step;
    private boolean cancelled;

    /**
     * @param values every column's exact value of a position, asked one position at a time
     * @param found  called on the executor's thread with each longer part of the refutation, the last one complete
     */
    RefutationSearch(BackgroundExecutor executor, Function<Position, Analysis> values, Position before, int wrongColumn,
                     Consumer<PuzzleAttempt.Refuted> found) {
        this.executor = executor;
        this.values = values;
        this.before = before;
        this.after = before.play(wrongColumn);
        this.found = found;
    }

    /** Starts with the position the wrong move made. */
    void start() {
        solve(after);
    }

    @Override
    public void cancel() {
        cancelled = true;
        if (step != null) {
            step.cancel();
        }
    }

    private void solve(Position position) {
        step = executor.submit(() -> values.apply(position), this::extend, error -> { });
    }

    private void extend(Analysis analysis) {
        if (cancelled) {
            return; // a result already on its way when the attempt was left
        }
        if (verdict == null) {
            // the computer's best score from the position the wrong move made is the wrong move's, negated
            verdict = Verdict.ofScore(-analysis.bestScore(), before.freeCells());
            length = Refutation.length(after, verdict);
        }
        line.append((char) ('1' + Defence.reply(analysis)));
        boolean won = verdict.outcome() != OpeningBook.Outcome.DRAW;
        OptionalInt shown = Refutation.shownLength(after, line.toString(), length, won);
        if (shown.isPresent()) {
            int discs = shown.getAsInt();
            found.accept(new PuzzleAttempt.Refuted(verdict, line.substring(0, discs), true,
                    won ? Refutation.movesLeft(length, discs) : 0));
        } else {
            found.accept(new PuzzleAttempt.Refuted(verdict, line.toString(), false, 0));
            solve(Position.parse(after.moves() + line));
        }
    }
}
