package dev.connectfour.cli;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Judges computer moves by the outcome of a position before a move and after it: from the opening
 * book's outcome layer where it covers the position (checked against an independent table, see
 * {@code book verify}), else by long solves. A solve that runs past its budget gives no verdict
 * rather than a guess.
 */
final class MoveJudge {
    private final Solver solver;
    private final BookedSolver answers;
    private final long budgetNanos;

    MoveJudge(OpeningBook book, long tableBytes, long budgetMillis) {
        this.solver = new Solver(tableBytes);
        this.answers = new BookedSolver(book, solver);
        this.budgetNanos = TimeUnit.MILLISECONDS.toNanos(budgetMillis);
    }

    /** What a move did to the outcome, as far as the referee could prove it. */
    enum Verdict { KEPT, SPOILED, UNPROVEN }

    /** The outcome for the side to move, if proven within the budget. */
    Optional<Outcome> outcome(Position position) {
        if (position.isDraw()) {
            return Optional.of(Outcome.DRAW);
        }
        if (position.isWon()) {
            return Optional.of(Outcome.LOSS); // the side to move has lost
        }
        for (int column = 0; column < position.size().width(); column++) {
            if (position.isWinningMove(column)) {
                return Optional.of(Outcome.WIN);
            }
        }
        solver.setDeadline(System.nanoTime() + budgetNanos);
        try {
            return Optional.of(Outcome.ofScore(answers.solveWeak(position)));
        } catch (SearchCancelledException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw e;
            }
            return Optional.empty();
        } finally {
            solver.clearDeadline();
        }
    }

    /**
     * Whether playing {@code column} kept the outcome of {@code position} for its mover. The position
     * after the move is solved first (it has one disc more, so it is usually the cheaper solve): a
     * move that wins needs no other solve, whatever the position was worth.
     */
    Verdict judge(Position position, int column) {
        Optional<Outcome> after = outcome(position.play(column)).map(Outcome::opposite);
        if (after.isPresent() && after.get() == Outcome.WIN) {
            return Verdict.KEPT; // nothing better was possible
        }
        Optional<Outcome> before = outcome(position);
        if (before.isEmpty()) {
            return Verdict.UNPROVEN;
        }
        if (before.get() == Outcome.LOSS) {
            return Verdict.KEPT; // nothing left to spoil
        }
        if (after.isEmpty()) {
            return Verdict.UNPROVEN;
        }
        return after.get() == before.get() ? Verdict.KEPT : Verdict.SPOILED;
    }
}
