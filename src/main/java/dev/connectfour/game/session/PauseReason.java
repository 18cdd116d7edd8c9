package dev.connectfour.game.session;

/**
 * Why a {@link GameSession} stands still. Several may hold at once (the player paused, then opened the
 * help, then the window lost the focus); the session goes on only when none is left. Each reason has
 * one owner that adds it and takes it away, so ending one never ends another.
 */
public enum PauseReason {
    /** The player pressed Pause (or P); only the player's Resume ends it. Ends by itself with the game. */
    PLAYER,
    /** Something over the board on the game screen hides it: the help. */
    OVERLAY,
    /** A dialog over the game waits for an answer. */
    DIALOG,
    /** The player left the game screen for another (settings, review) and may come back. */
    AWAY,
    /** The window is minimised, or (in a timed game) lost the focus. */
    WINDOW,
    /**
     * A network game's connection is lost: the game and both clocks wait for it. The only reason that stops the
     * clock of a network game (the other person is waiting meanwhile); owned by the remote seat.
     */
    CONNECTION,
    /**
     * A disc falls on the game screen: the move clock waits for it to land (as the rules say: a network game's clock
     * does not), so a player never loses time to an animation, and a computer's move waits for it
     * ({@link Mover#waitsForTheBoard()}), so computers never run ahead of the board. It refuses no move and holds no
     * person's, and {@link GameSession#isPaused()} stays false for it; owned by the screen that animates.
     */
    ANIMATION
}
