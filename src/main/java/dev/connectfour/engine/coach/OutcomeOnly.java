package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.BooleanSupplier;

/**
 * What a move did before any idea is sought: its change of the mover's outcome, the honest fallback with no cells
 * ("this loses by force"), and the first move, centre first, that keeps the mover's outcome ("d1 instead keeps the
 * win"). Outcomes only: at once where the opening book knows the positions, a few weak solves elsewhere. The screens
 * show it while the {@link Coach} looks for the idea; the coach starts from the same moves.
 */
public final class OutcomeOnly {
    private OutcomeOnly() {
    }

    /**
     * The explanation of {@code column} in {@code before} by outcomes only; as checked as the coach's own.
     *
     * @throws IllegalArgumentException if the column cannot be played there
     */
    public static Explanation explain(Oracle oracle, Position before, int column) {
        if (!before.canPlay(column)) {
            throw new IllegalArgumentException("column " + (column + 1) + " cannot be played after \"" + before.moves() + "\"");
        }
        ExplanationCheck check = new ExplanationCheck(oracle);
        Outcome was = oracle.outcome(before);
        Change change = Change.of(was, check.outcomeAfter(before.play(column)));
        if (change == Change.OK) {
            return Explanation.ok(before, column);
        }
        List<Integer> keeping = keeping(check, before, column, was, () -> true);
        return new Explanation(before, column, change, Claim.of(Idea.FORCED_LINE, List.of()),
                keeping.isEmpty() ? OptionalInt.empty() : OptionalInt.of(keeping.get(0)), Claim.none());
    }

    /**
     * The moves other than {@code column} that keep {@code was}, the mover's outcome in {@code before}, centre first;
     * once one is found, only those found before {@code enough} says so (each costs a solve out of the book).
     */
    static List<Integer> keeping(ExplanationCheck check, Position before, int column, Outcome was, BooleanSupplier enough) {
        List<Integer> keeping = new ArrayList<>();
        for (int i = 0; i < before.size().width() && (keeping.isEmpty() || !enough.getAsBoolean()); i++) {
            int b = LineGeometry.centreFirst(before.size().width(), i);
            if (b != column && before.canPlay(b) && check.outcomeAfter(before.play(b)) == was) {
                keeping.add(b);
            }
        }
        return keeping;
    }
}
