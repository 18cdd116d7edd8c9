package dev.connectfour.net.lobby;

import java.net.InetSocketAddress;

/** A host's address as a player types it: {@code host:port}. */
public final class Addresses {
    private static final int MAX_PORT = 65535;

    private Addresses() {
    }

    /**
     * The address a player typed: {@code host:port}, {@code host} alone (the default port), or {@code [v6]:port};
     * unresolved, so typing never waits for a name server. Null if it is not one.
     */
    public static InetSocketAddress parse(String typed, int defaultPort) {
        String text = typed == null ? "" : typed.strip();
        if (text.isEmpty() || text.chars().anyMatch(Character::isWhitespace)) {
            return null;
        }
        String host = text;
        int port = defaultPort;
        int colon = text.lastIndexOf(':');
        boolean bracketed = text.startsWith("[");
        if (colon > 0 && (bracketed ? text.lastIndexOf(']') < colon : text.indexOf(':') == colon)) {
            host = text.substring(0, colon);
            try {
                port = Integer.parseInt(text.substring(colon + 1));
            } catch (NumberFormatException e) {
                return null;
            }
        }
        if (bracketed && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        if (host.isEmpty() || port < 1 || port > MAX_PORT) {
            return null;
        }
        return InetSocketAddress.createUnresolved(host, port);
    }

    /** {@code host:port} as {@link #parse} reads it back: an IPv6 address in brackets. */
    public static String format(String host, int port) {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
