package dev.connectfour.engine.coach;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;

/**
 * What the coach asks the perfect player: a position's outcome and every column's exact value, both
 * for the side to move of a position that is not over. Both may throw
 * {@link dev.connectfour.engine.search.SearchCancelledException} to stop the coach.
 */
public interface Oracle {
    Outcome outcome(Position position);

    /** Every column's exact verdict. */
    ColumnValues values(Position position);

    /** The oracle of an analyst: its book, then its solver. */
    static Oracle of(Analyst analyst) {
        return new Oracle() {
            @Override
            public Outcome outcome(Position position) {
                return analyst.outcome(position);
            }

            @Override
            public ColumnValues values(Position position) {
                return analyst.analyze(position, values -> { });
            }
        };
    }
}
