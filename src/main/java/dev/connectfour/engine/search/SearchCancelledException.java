package dev.connectfour.engine.search;

/**
 * Thrown by a {@link Solver} search stopped by {@link Solver#cancel()} or by the interrupt of the
 * searching thread. The solver stays usable; its table holds only valid bounds.
 */
public final class SearchCancelledException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SearchCancelledException(String message) {
        super(message);
    }
}
