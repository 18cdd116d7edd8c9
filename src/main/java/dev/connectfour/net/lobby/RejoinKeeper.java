package dev.connectfour.net.lobby;

import dev.connectfour.net.Protocol;
import java.util.Objects;

/**
 * Keeps a guest's way back into its match: while the match is on, what the guest needs to rejoin it, in the
 * {@link NetworkMemory}, good for the host's reconnect window from the last sign of the match (joined, a game begun,
 * a move or a lost turn, the connection lost or back: {@link Protocol#RECONNECT_WINDOW_MILLIS}), so that it is
 * good also after a crash; gone once the match is over. On the local network that is a {@link RejoinTicket}; over
 * the Internet, the guest's {@link InternetSeat}. A game closed in the middle steps away from the match instead of
 * leaving it, so that the guest, started again, can rejoin. The window's network game and the terminal's both keep
 * their way back with it, in the same file.
 */
public final class RejoinKeeper {
    /** Writes what is kept for the match {@code matchId} against {@code opponent}, good until {@code untilMillis}. */
    private interface Keep {
        void keep(String opponent, String matchId, long untilMillis);
    }

    private final NetworkMemory memory;
    private final Keep keep;
    private final Runnable forget;
    private final Runnable stepAway;

    private RejoinKeeper(NetworkMemory memory, Keep keep, Runnable forget, Runnable stepAway) {
        this.memory = Objects.requireNonNull(memory, "memory");
        this.keep = keep;
        this.forget = forget;
        this.stepAway = Objects.requireNonNull(stepAway, "stepAway");
    }

    /**
     * On the local network: a {@link RejoinTicket} for the host at {@code host} and {@code port}.
     *
     * @param host     the host's address as the guest joined it
     * @param stepAway closes the connection without leaving the match ({@code NetGuest.stepAway})
     */
    public RejoinKeeper(NetworkMemory memory, String host, int port, String code, String name, Runnable stepAway) {
        this(memory, (opponent, matchId, until) -> memory.keep(new RejoinTicket(host, port, code, name, opponent, until)),
                memory::forgetTicket, stepAway);
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(name, "name");
    }

    /**
     * Over the Internet: the guest's {@link InternetSeat} in the game {@code game} (its id on the broker), with the
     * key its seat is bound to ({@code SeatKey.text()}).
     */
    public static RejoinKeeper ofSeat(NetworkMemory memory, String game, String seatKey, Runnable stepAway) {
        return new RejoinKeeper(memory,
                (opponent, matchId, until) -> memory.keepSeat(new InternetSeat(game, seatKey, matchId, until)),
                memory::forgetSeat, stepAway);
    }

    /** The match {@code matchId} is on against {@code opponent}: what is kept is good for the reconnect window. */
    public void refresh(String opponent, String matchId) {
        keep.keep(opponent, matchId, memory.nowMillis() + Protocol.RECONNECT_WINDOW_MILLIS);
    }

    /** The match is over: nothing to rejoin. */
    public void forget() {
        forget.run();
    }

    /** The game is closed in the middle: the host keeps the match waiting, and what is kept says until when. */
    public void stepAway(String opponent, String matchId) {
        refresh(opponent, matchId);
        stepAway.run();
    }
}
