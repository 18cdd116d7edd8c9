package dev.connectfour.ui;

/** A screen's controller, told when the {@link Navigator} replaces it so it can let go of what it watched. */
public interface Screen {
    /** The screen leaves the window: unbind from long-lived objects, stop animations. */
    default void leave() {
    }

    /** The window was minimised ({@code true}) or restored: a game pauses meanwhile. */
    default void windowMinimised(boolean minimised) {
    }
}
