package dev.connectfour.engine.book;

/**
 * How deep each layer goes, in discs; {@link OpeningBook#NO_LAYER} for a layer the book does not have.
 *
 * @param outcome every position with at most this many discs and no four has its outcome
 * @param exact   every position with at most this many discs and no four has its exact score
 * @param lines   Hard's lines are complete to this many discs
 */
public record LayerDepths(int outcome, int exact, int lines) {
    /** A book of Hard's lines alone. */
    public static LayerDepths linesOnly(int lines) {
        return new LayerDepths(OpeningBook.NO_LAYER, OpeningBook.NO_LAYER, lines);
    }

    public LayerDepths {
        for (int depth : new int[] {outcome, exact, lines}) {
            if (depth < OpeningBook.NO_LAYER || depth > 64) {
                throw new IllegalArgumentException("bad layer depth " + depth);
            }
        }
        if (exact > outcome) {
            throw new IllegalArgumentException("the exact layer (" + exact + ") is deeper than the outcome layer (" + outcome + ")");
        }
    }
}
