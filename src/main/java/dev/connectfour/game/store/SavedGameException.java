package dev.connectfour.game.store;

/**
 * A saved game's text that cannot be loaded. The message names the first bad line and why, for
 * example {@code line 4: seat two's level: unknown level 'hardest' (…)}; nothing of the file is used.
 */
public final class SavedGameException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int lineNumber;
    private final String reason;

    /**
     * @param lineNumber the 1-based line that is wrong, or the last line + 1 when something is missing
     * @param reason     what is wrong with it, for a person
     */
    public SavedGameException(int lineNumber, String reason) {
        this(lineNumber, reason, null);
    }

    public SavedGameException(int lineNumber, String reason, Throwable cause) {
        super("line " + lineNumber + ": " + reason, cause);
        this.lineNumber = lineNumber;
        this.reason = reason;
    }

    /** The 1-based number of the first bad line (one past the last line when a required line is missing). */
    public int lineNumber() {
        return lineNumber;
    }

    /** Why the line is bad, without the line number. */
    public String reason() {
        return reason;
    }
}
