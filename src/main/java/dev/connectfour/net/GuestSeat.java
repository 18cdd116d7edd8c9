package dev.connectfour.net;

import dev.connectfour.net.wire.Message;
import java.util.HashSet;
import java.util.Set;

/**
 * The host's side of a {@link SeatKey}: the seat its guest bound at the first join, and the proofs taken since.
 * A seat bound takes back only a hello with a fresh proof by its key; a guest that bound none (on the local
 * network, or a program that has no seat keys) is taken back by the code alone, as before. Thread-safe.
 */
final class GuestSeat {
    /** Rejoins one match may see at most: far more than any real guest makes, so the memory stays bounded. */
    private static final int MAX_PROOFS = 1_000;

    private String seat;
    private final Set<String> taken = new HashSet<>();

    /**
     * The first join's hello: binds its seat, if it gives one.
     *
     * @return false if the seat it gives is not a key (the hello is refused)
     */
    synchronized boolean bind(Message.Hello hello) {
        if (hello.seat() != null && !SeatKey.isSeat(hello.seat())) {
            return false;
        }
        seat = hello.seat();
        return true;
    }

    /** Whether a rejoin's hello may take the seat of the match {@code matchId} back. */
    synchronized boolean admits(Message.Hello hello, String matchId) {
        if (seat == null) {
            return true;
        }
        if (!seat.equals(hello.seat()) || hello.proof() == null || taken.contains(hello.proof())
                || taken.size() >= MAX_PROOFS || !SeatKey.proves(seat, hello.proof(), matchId)) {
            return false;
        }
        taken.add(hello.proof());
        return true;
    }
}
