package dev.connectfour.ui.network;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.Collections;

/** Addresses as players type and read them: {@code host:port}. */
final class Addresses {
    private static final int MAX_PORT = 65535;

    private Addresses() {
    }

    /**
     * The address a player typed: {@code host:port}, {@code host} alone (the default port), or {@code [v6]:port};
     * unresolved, so typing never waits for a name server. Null if it is not one.
     */
    static InetSocketAddress parse(String typed, int defaultPort) {
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

    /**
     * The address to tell a guest: the bound one, or when listening on every interface, this computer's first
     * local-network IPv4 address (else the loopback address).
     */
    static String shown(InetSocketAddress bound) {
        InetAddress address = bound.getAddress();
        if (address == null || address.isAnyLocalAddress()) {
            address = localNetworkAddress();
        }
        String host = address.getHostAddress();
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + bound.getPort();
    }

    private static InetAddress localNetworkAddress() {
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback()) {
                    continue;
                }
                for (InetAddress candidate : Collections.list(nic.getInetAddresses())) {
                    if (candidate instanceof Inet4Address && candidate.isSiteLocalAddress()) {
                        return candidate;
                    }
                }
            }
        } catch (SocketException e) {
            // no interfaces to read: the loopback address below
        }
        return InetAddress.getLoopbackAddress();
    }
}
