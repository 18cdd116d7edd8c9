package dev.connectfour.net.lobby;

import java.util.Objects;

/**
 * What a guest needs to rejoin its match in one click, also after the game was closed and started again: where the
 * host listens, the join code, the guest's name, and until when the host keeps the match waiting.
 *
 * @param host            the host's address as the guest joined it (an IP address or a name)
 * @param port            the host's port
 * @param code            the join code
 * @param name            the guest's own name
 * @param opponent        the host's name, to say whose game it is
 * @param expiresAtMillis wall-clock time (epoch milliseconds) after which the host has given the match up
 */
public record RejoinTicket(String host, int port, String code, String name, String opponent, long expiresAtMillis) {
    public RejoinTicket {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(opponent, "opponent");
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " is not 1 to 65535");
        }
    }

    /** Whole seconds left at {@code nowMillis} (wall clock) to rejoin, rounded up; 0 once expired. */
    public int secondsLeft(long nowMillis) {
        return (int) Math.max(0, (expiresAtMillis - nowMillis + 999) / 1000);
    }
}
