package dev.connectfour.game.network;

import dev.connectfour.net.Protocol;
import java.util.Objects;

/**
 * Keeps a guest's way back into its match: while the match is on, a {@link RejoinTicket} in the
 * {@link NetworkMemory} good for the host's reconnect window from the last sign of the match (joined, a game begun,
 * a move or a lost turn, the connection lost or back: {@link Protocol#RECONNECT_WINDOW_MILLIS}), so that it is
 * good also after a crash; gone once the match is over. A game closed in the middle steps away
 * from the match instead of leaving it, so that the guest, started again, can rejoin in one click.
 */
public final class RejoinKeeper {
    private final NetworkMemory memory;
    private final String host;
    private final int port;
    private final String code;
    private final String name;
    private final Runnable stepAway;

    /**
     * @param host     the host's address as the guest joined it
     * @param stepAway closes the connection without leaving the match ({@code NetGuest.stepAway})
     */
    public RejoinKeeper(NetworkMemory memory, String host, int port, String code, String name, Runnable stepAway) {
        this.memory = Objects.requireNonNull(memory, "memory");
        this.host = Objects.requireNonNull(host, "host");
        this.port = port;
        this.code = Objects.requireNonNull(code, "code");
        this.name = Objects.requireNonNull(name, "name");
        this.stepAway = Objects.requireNonNull(stepAway, "stepAway");
    }

    /** The match is on against {@code opponent}: the ticket is good for the reconnect window from now. */
    void refresh(String opponent) {
        memory.keep(new RejoinTicket(host, port, code, name, opponent,
                memory.nowMillis() + Protocol.RECONNECT_WINDOW_MILLIS));
    }

    /** The match is over: nothing to rejoin. */
    void forget() {
        memory.forgetTicket();
    }

    /** The game is closed in the middle: the host keeps the match waiting, and the ticket says until when. */
    void stepAway(String opponent) {
        refresh(opponent);
        stepAway.run();
    }
}
