package dev.connectfour.net;

import java.net.InetAddress;
import java.util.Objects;

/**
 * How to host a match.
 *
 * @param bindAddress the local address to listen on; null for all interfaces
 * @param port        the TCP port, 0 for any free one ({@link NetHost#DEFAULT_PORT} is the usual choice)
 * @param name        the host's display name, trimmed and checked by {@link Protocol#checkName}
 * @param settings    the settings of every game of the match
 */
public record HostOptions(InetAddress bindAddress, int port, String name, MatchSettings settings) {
    public HostOptions {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("the port must be 0 to 65535, was " + port);
        }
        name = Protocol.checkName(name);
        Objects.requireNonNull(settings, "settings");
    }
}
