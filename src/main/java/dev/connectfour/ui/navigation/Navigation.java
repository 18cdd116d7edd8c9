package dev.connectfour.ui.navigation;

import dev.connectfour.game.session.GameSession;
import java.util.function.BooleanSupplier;
import javafx.scene.Parent;

/**
 * What a screen may ask of the window: another screen in its place, the way back, an overlay, the end.
 * Games are started through {@link Games}, which puts them on the game screen.
 */
public interface Navigation {
    /** Replaces the current screen; a game waiting for the player ends unless {@code screen} keeps it waiting. */
    void show(ScreenId screen);

    /**
     * Leaves {@code game} for a screen about it or beside it (review, settings, rules): the game waits,
     * paused, and {@link #back()} returns to it.
     */
    void visitFromGame(ScreenId screen, GameSession game);

    /**
     * Starts a new game by {@code start} (which answers whether it started): if a game is offered to resume, only
     * once the player says that it may be lost, and then it is forgotten once the new game has started. If the
     * player keeps it, nothing starts and it stays offered.
     */
    void startNewGame(BooleanSupplier start);

    /**
     * The screen asks the player something (a question, a file dialog): requests from outside the window (an invite
     * link clicked) wait until the answer, rather than ask over it or take the screen away from under it. Run the
     * answer when the question or dialog goes (once; again does nothing).
     */
    Runnable holdRequests();

    /** Back to the game left waiting, or else to the start screen. */
    void back();

    /** A screen's view built to lie over the current one (the rules over a game); its Back runs {@code close}. */
    Parent overlay(ScreenId screen, Runnable close);

    /** Closes the window, keeping a game in progress for the next start. */
    void quit();
}
