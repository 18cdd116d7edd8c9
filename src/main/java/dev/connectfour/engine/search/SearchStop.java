package dev.connectfour.engine.search;

/**
 * Unwinds a search from deep in its recursion: thrown by the pollers, caught where the search was
 * started. Control flow, not an error: one shared instance per reason, without a stack trace.
 */
final class SearchStop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The search was cancelled or its thread interrupted. */
    static final SearchStop CANCELLED = new SearchStop("cancelled");
    /** The deadline passed. */
    static final SearchStop DEADLINE = new SearchStop("deadline");
    /** A helper thread solved the root first (lazy SMP): the calling thread's search stops. */
    static final SearchStop HELPER_FINISHED = new SearchStop("a helper finished");

    private SearchStop(String reason) {
        super(reason, null, false, false);
    }
}
