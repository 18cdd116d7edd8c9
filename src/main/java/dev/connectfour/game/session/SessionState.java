package dev.connectfour.game.session;

/** What the session is waiting for. */
public enum SessionState {
    /** Created, {@link GameSession#start()} not called yet: every command is refused. */
    NOT_STARTED,
    /** A person is to move: {@link GameSession#play(int)} is accepted (unless paused). */
    HUMAN_TO_MOVE,
    /**
     * The computer is to move: its search runs in the background, and its disc drops no earlier than
     * the settings' computer delay after its turn began, and never while the session is paused.
     */
    COMPUTER_THINKING,
    /** The game is won, drawn or resigned: see {@link GameSession#resultProperty()}. Only restart is accepted. */
    GAME_OVER
}
