package dev.connectfour.ui.navigation;

/** A screen's controller, told when the {@link Navigation} replaces it so it can let go of what it watched. */
public interface Screen {
    /** The screen leaves the window: unbind from long-lived objects, stop animations. */
    default void leave() {
    }

    /**
     * True while someone elsewhere may be coming to what this screen holds open (a game hosted here that a guest may be
     * joining): leaving it for a request from outside the window is asked first.
     */
    default boolean awaitsSomeoneElsewhere() {
        return false;
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
