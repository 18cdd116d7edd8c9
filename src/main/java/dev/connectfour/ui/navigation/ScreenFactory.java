package dev.connectfour.ui.navigation;

import dev.connectfour.game.session.GameSession;

/** Makes a screen's controller; the {@link ScreenLoader} then loads the view named after its package. */
@FunctionalInterface
public interface ScreenFactory {
    /**
     * @param game the game the screen is about (the game screen's, the reviewed one); null for the others
     * @param back what the screen's Back does: {@link Navigation#back()}, or closing it when it is an overlay
     */
    Screen create(GameSession game, Runnable back);
}
