package dev.connectfour.game.session;

/**
 * Why a command was refused. The constant is the key the UI translates (for example
 * {@code refusal.column_full} in its bundle); {@link #defaultMessage()} is the English text.
 */
public enum Refusal {
    NOT_STARTED("The game has not started yet."),
    NOT_YOUR_TURN("It is not your turn."),
    COLUMN_FULL("That column is full."),
    NO_SUCH_COLUMN("There is no such column."),
    GAME_OVER("The game is over."),
    PAUSED("The game is paused."),
    NOTHING_TO_UNDO("There is no move to take back."),
    NOTHING_TO_REDO("There is no move to play again."),
    WATCHING("Nobody can do that while two computers play."),
    NETWORK_GAME("That is not part of a network game."),
    TIME_UP("Your time for this move is up."),
    CLOSED("This game has been closed.");

    private final String defaultMessage;

    Refusal(String defaultMessage) {
        this.defaultMessage = defaultMessage;
    }

    /** The English message to show when no translation is at hand. */
    public String defaultMessage() {
        return defaultMessage;
    }
}
