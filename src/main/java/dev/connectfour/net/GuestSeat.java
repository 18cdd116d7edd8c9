package dev.connectfour.net;

import dev.connectfour.net.wire.Message;
import java.util.HashSet;
import java.util.Set;

/**
 * The host's side of a {@link SeatKey}: the seat its guest bound at the first join, and the proofs taken since.
 * A seat bound takes back only a hello with a fresh proof by its key; a guest that bound none (on the local
 * network, or a program that has no seat keys) is taken back by the code alone, as before. On a link that signs
 * its guest's messages ({@link Link#seat()}: on a broker) the hello's seat must be the key that signed it. Thread-safe.
 */
final class GuestSeat {
    /** Rejoins one match may see at most: far more than any real guest makes, so the memory stays bounded. */
    private static final int MAX_PROOFS = 1_000;

    private String seat;
    private final Set<String> taken = new HashSet<>();

    /**
     * The first join's hello, on a link whose {@link Link#seat()} is {@code linkSeat}: binds its seat, if it gives
     * one.
     *
     * @return false if the seat it gives is not a key, or not the key that signed the link (the hello is refused)
     */
    synchronized boolean bind(Message.Hello hello, String linkSeat) {
        if ((hello.seat() != null && !SeatKey.isSeat(hello.seat())) || !signs(hello, linkSeat)) {
            return false;
        }
        seat = hello.seat();
        return true;
    }

    /**
     * Whether a rejoin's hello, on a link whose {@link Link#seat()} is {@code linkSeat}, may take the seat of the
     * match {@code matchId} back.
     */
    synchronized boolean admits(Message.Hello hello, String matchId, String linkSeat) {
        if (seat == null) {
            return true;
        }
        if (!seat.equals(hello.seat()) || !signs(hello, linkSeat) || hello.proof() == null
                || taken.contains(hello.proof()) || taken.size() >= MAX_PROOFS || !SeatKey.proves(seat, hello.proof(), matchId)) {
            return false;
        }
        taken.add(hello.proof());
        return true;
    }

    /**
     * Whether {@code seat} (as a hello carries it) is the bound one: a link signed by it is the guest's, back even
     * if the connection it replaces has not been seen lost yet.
     */
    synchronized boolean isBoundTo(String seat) {
        return this.seat != null && this.seat.equals(seat);
    }

    private static boolean signs(Message.Hello hello, String linkSeat) {
        return linkSeat == null || linkSeat.equals(hello.seat());
    }
}
