package dev.connectfour.ui.navigation;

/** A screen's controller, told when the {@link Navigation} replaces it so it can let go of what it watched. */
public interface Screen {
    /** The screen leaves the window: unbind from long-lived objects, stop animations. */
    default void leave() {
    }

    /** Whom elsewhere a screen keeps waiting, and so how leaving it for a request from outside the window is asked. */
    enum Awaiting {
        /** Nobody: the screen is left without a question. */
        NOBODY(null),
        /** A guest who may be joining the game hosted here (the request's question {@code .awaited}). */
        GUEST(".awaited"),
        /** The host of the game this screen is joining (the request's question {@code .joining}). */
        HOST(".joining");

        private final String question;

        Awaiting(String question) {
            this.question = question;
        }

        /** The key of the question asked before leaving, in the common strings, for a request asked as {@code request}. */
        String questionFor(String request) {
            return request + question;
        }
    }

    /**
     * Who elsewhere may be coming to, or waiting on, what this screen holds open (a game hosted here that a guest may be
     * joining, a game being joined): leaving it for a request from outside the window is asked first.
     */
    default Awaiting awaitsSomeoneElsewhere() {
        return Awaiting.NOBODY;
    }

    /** F1 pressed where the screen itself did not handle it: true if the screen showed its own help. */
    default boolean showHelp() {
        return false;
    }

    /** The window was minimised ({@code true}) or restored: a game pauses meanwhile. */
    default void windowMinimised(boolean minimised) {
    }

    /** Shown over another screen: takes the focus (its Back button, so Enter or Esc closes it). */
    default void focus() {
    }
}
