package dev.connectfour.game.session;

import dev.connectfour.game.Seat;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What the game of a session allows and how it speaks of its seats: what the screens ask instead of which mode it
 * is ({@link GameSession#capabilities()}). Fixed for the session; whether there is a move to take back right now is
 * {@link GameSession#canUndoProperty()}.
 *
 * @param seatOne     who sits in seat one
 * @param seatTwo     who sits in seat two
 * @param permissions what the game allows besides playing and resigning
 * @param refusal     what a command the game leaves out (a hint, undo, a new game) answers, for example
 *                    {@link Refusal#NETWORK_GAME}; null when it leaves none of them out
 */
public record Capabilities(SeatRole seatOne, SeatRole seatTwo, Set<Permission> permissions, Refusal refusal) {

    /** What a game may allow besides playing and resigning. */
    public enum Permission {
        /** Undo and redo while the game runs. */
        TAKE_BACK,
        /** The player's own pause. */
        PAUSE,
        /** A new game at any time, by this side alone. */
        RESTART,
        /** A hint: the column Hard would play. */
        HINT,
        /** The perfect analysis and the review while the game runs (every game shows them once it is over). */
        ANALYSIS_DURING_GAME,
        /** The analysis is on when the game screen opens: it is what the player watches. */
        ANALYSIS_AT_START,
        /** Another game may replace this one: pasted as moves or opened from a file. */
        REPLACE,
        /** An unfinished game is kept to resume when the player leaves it. */
        RESUME,
        /**
         * The game stands still while something here keeps the player from the board (a dialog, the help, the
         * window in the background). Without it only a lost connection stops the game: someone else is waiting.
         */
        STANDS_STILL_FOR_THIS_SCREEN
    }

    public Capabilities {
        Objects.requireNonNull(seatOne, "seatOne");
        Objects.requireNonNull(seatTwo, "seatTwo");
        EnumSet<Permission> allowed = EnumSet.noneOf(Permission.class);
        allowed.addAll(permissions);
        permissions = Collections.unmodifiableSet(allowed);
    }

    /** Who sits in {@code seat}. */
    public SeatRole role(Seat seat) {
        return seat == Seat.ONE ? seatOne : seatTwo;
    }

    /** True if a person at this computer plays {@code seat}. */
    public boolean playsHere(Seat seat) {
        return role(seat).playsHere();
    }

    /** True if a person at this computer plays either seat (false while two computers play). */
    public boolean anyonePlaysHere() {
        return seatOne.playsHere() || seatTwo.playsHere();
    }

    /** True for you alone against the computer: results and records are told from your side. */
    public boolean againstTheComputer() {
        return seatOne == SeatRole.YOU && seatTwo == SeatRole.COMPUTER;
    }

    public boolean may(Permission permission) {
        return permissions.contains(permission);
    }

    public boolean mayTakeBack() {
        return may(Permission.TAKE_BACK);
    }

    public boolean mayPause() {
        return may(Permission.PAUSE);
    }

    public boolean mayRestart() {
        return may(Permission.RESTART);
    }

    public boolean mayHint() {
        return may(Permission.HINT);
    }

    public boolean analysisDuringGame() {
        return may(Permission.ANALYSIS_DURING_GAME);
    }

    public boolean analysisAtStart() {
        return may(Permission.ANALYSIS_AT_START);
    }

    public boolean mayReplace() {
        return may(Permission.REPLACE);
    }

    public boolean mayResume() {
        return may(Permission.RESUME);
    }

    public boolean standsStillForThisScreen() {
        return may(Permission.STANDS_STILL_FOR_THIS_SCREEN);
    }
}
