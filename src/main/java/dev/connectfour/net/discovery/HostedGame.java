package dev.connectfour.net.discovery;

import dev.connectfour.net.MatchSettings;
import java.net.InetSocketAddress;
import java.util.Objects;

/**
 * A game someone hosts, as found on the network or as advertised. Every instance is valid: a record read from
 * the network that breaks a rule below is ignored, never turned into one.
 *
 * @param hostName        the host's display name: 1 to {@value #MAX_HOST_NAME_LENGTH} characters (code points),
 *                        not blank, no control or formatting characters (which could reorder or hide text in a list)
 * @param address         where the host listens for its guest; when advertising only its port is sent, and finders
 *                        see the address of the interface it was advertised on. Never resolved through DNS here
 * @param settings        the host's choice of board, clock and starter
 * @param protocolVersion the network protocol the host speaks, 1 to {@value #MAX_PROTOCOL_VERSION}; the join
 *                        screen, not discovery, decides whether it is compatible
 */
public record HostedGame(String hostName, InetSocketAddress address, MatchSettings settings, int protocolVersion) {
    /** The longest display name, as for the players' names in a match. */
    public static final int MAX_HOST_NAME_LENGTH = 20;
    /** The highest protocol version a record may carry: a bound for untrusted input, far above any real one. */
    public static final int MAX_PROTOCOL_VERSION = 9999;

    public HostedGame {
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(settings, "settings");
        if (!isValidHostName(hostName)) {
            throw new IllegalArgumentException("a host name is 1 to " + MAX_HOST_NAME_LENGTH
                    + " characters, not blank, with no control or formatting characters");
        }
        if (address.getPort() == 0) {
            throw new IllegalArgumentException("the game's port must be 1 to 65535");
        }
        if (protocolVersion < 1 || protocolVersion > MAX_PROTOCOL_VERSION) {
            throw new IllegalArgumentException("the protocol version must be 1 to " + MAX_PROTOCOL_VERSION
                    + ", was " + protocolVersion);
        }
    }

    private static boolean isValidHostName(String name) {
        int length = name.codePointCount(0, name.length());
        return length >= 1 && length <= MAX_HOST_NAME_LENGTH && !name.isBlank()
                && name.codePoints().noneMatch(HostedGame::isHiddenOrControl);
    }

    private static boolean isHiddenOrControl(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.SURROGATE
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.PRIVATE_USE || type == Character.UNASSIGNED;
    }
}
