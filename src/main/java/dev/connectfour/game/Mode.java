package dev.connectfour.game;

/**
 * The kind of game, as saved games, statistics and settings name it: which of the two {@link Seat}s are people (here
 * or on another computer) and which are the computer. What each kind allows and how it plays (undo, pause, the clock,
 * the remote seat...) is its rules object in {@code game.session}, registered by {@code Modes}; the screens ask the
 * session's {@code capabilities()}, not the mode.
 */
public enum Mode {
    /** Seat one is you, seat two the computer. */
    ONE_PLAYER,
    /** Two people at one screen: seat one and seat two are both human. */
    TWO_PLAYERS,
    /** Computer against computer: both seats are computers, nobody can move, undo or resign. */
    WATCH,
    /**
     * Two people on two computers: seat one is the person at this one, seat two the person at the other
     * (a {@code RemoteSeat}). No undo, no help, no pause: the other side is waiting.
     */
    NETWORK;

    /** True if the given seat is played by a person in this mode. */
    public boolean isHuman(Seat seat) {
        switch (this) {
            case ONE_PLAYER: return seat == Seat.ONE;
            case TWO_PLAYERS:
            case NETWORK: return true;
            default: return false;
        }
    }

    /**
     * True if nobody gives the seats their names: they say the seats' roles ("You", "Computer", "Computer 1"), and
     * the UI writes them in the player's language. Such names are not part of a game's identity (see
     * {@link GameSettings#isSameGameAs}): a game saved in one language resumes in another.
     */
    public boolean namesSeatsByRole() {
        return this == ONE_PLAYER || this == WATCH;
    }
}
