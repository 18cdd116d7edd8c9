package dev.connectfour.engine.coach;

import dev.connectfour.engine.book.OpeningBook.Outcome;

/** What a move did to its player's outcome with perfect play: nothing, or a worse outcome. */
public enum Change {
    WIN_TO_LOSS("win>loss"),
    WIN_TO_DRAW("win>draw"),
    DRAW_TO_LOSS("draw>loss"),
    OK("ok");

    private final String code;

    Change(String code) {
        this.code = code;
    }

    /** The verdict on the {@code explain} line. */
    public String code() {
        return code;
    }

    /**
     * The change of a code as {@link #code()} writes it.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static Change ofCode(String code) {
        for (Change change : values()) {
            if (change.code.equals(code)) {
                return change;
            }
        }
        throw new IllegalArgumentException("unknown verdict '" + code + "'");
    }

    /** The change from {@code before} to {@code after}, both for the mover. */
    public static Change of(Outcome before, Outcome after) {
        if (after.compareTo(before) >= 0) {
            return OK;
        }
        if (before == Outcome.WIN) {
            return after == Outcome.DRAW ? WIN_TO_DRAW : WIN_TO_LOSS;
        }
        return DRAW_TO_LOSS;
    }

    /** The mover's outcome after the move. */
    public Outcome after() {
        return this == WIN_TO_DRAW ? Outcome.DRAW : Outcome.LOSS;
    }
}
