package dev.connectfour.cli;

/** Bad command-line usage: an unknown option, a missing or malformed value. Exit code 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
