package dev.connectfour.game.session;

/**
 * Who sits in a seat, as the person at this computer sees it: what the status line calls the side to move and
 * whether a person here plays it. One of a session's {@link Capabilities}.
 */
public enum SeatRole {
    /** The one person at this computer: "Your turn". */
    YOU,
    /** One of the people sharing this computer, named: "Anna's turn". */
    PLAYER_HERE,
    /** A person at another computer, named: "Anna's turn" while the game waits for their move. */
    PLAYER_ELSEWHERE,
    /** The only computer of the game, against you: "Thinking…". */
    COMPUTER,
    /** One of two computers, named: "Computer 1 is thinking". */
    NAMED_COMPUTER;

    /** True if a person at this computer plays the seat. */
    public boolean playsHere() {
        return this == YOU || this == PLAYER_HERE;
    }
}
