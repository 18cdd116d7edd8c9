package dev.connectfour.engine.board;

/**
 * A move string that does not describe a legal game. The message names the 1-based index of the
 * offending character and the reason, for example
 * {@code move 5 of "44448": column 4 is full}.
 */
public final class MoveStringException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Why a move of the string was rejected. */
    public enum Reason {
        /** The character is neither a digit nor {@link Position#PASS}. */
        NOT_A_DIGIT,
        /** The digit is not a column of the board (0, or more than the width). */
        COLUMN_OUT_OF_RANGE,
        /** The column has no free cell left. */
        COLUMN_FULL,
        /** An earlier move already won the game. */
        GAME_ALREADY_WON
    }

    private final String moves;
    private final int index;
    private final Reason reason;

    MoveStringException(String moves, int index, Reason reason, String detail) {
        super("move " + index + " of \"" + moves + "\": " + detail);
        this.moves = moves;
        this.index = index;
        this.reason = reason;
    }

    /** The whole string that was rejected. */
    public String moves() {
        return moves;
    }

    /** The 1-based index of the offending character in {@link #moves()}. */
    public int index() {
        return index;
    }

    /** Why the character at {@link #index()} was rejected. */
    public Reason reason() {
        return reason;
    }
}
