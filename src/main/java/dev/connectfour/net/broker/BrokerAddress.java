package dev.connectfour.net.broker;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * Where a message broker listens: {@code mqtts://host:8883} (TLS, the port by default 8883) or {@code mqtt://host:1883}
 * (plain TCP, by default 1883, for a broker on this computer or a trusted network). Equal addresses are the same
 * server: the login stored for one is given to no other.
 *
 * @param secure whether the connection is TLS
 */
public record BrokerAddress(boolean secure, String host, int port) {
    public static final int PLAIN_PORT = 1883;
    public static final int TLS_PORT = 8883;

    public BrokerAddress {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("no host name");
        }
        host = host.toLowerCase(Locale.ROOT);
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("the port must be 1 to 65535, was " + port);
        }
    }

    /**
     * Reads an address as a player types it: {@code mqtts://host[:port]} or {@code mqtt://host[:port]}.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    public static BrokerAddress parse(String text) {
        String given = text == null ? "" : text.strip();
        URI uri;
        try {
            uri = new URI(given);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a server address: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        boolean secure = switch (scheme) {
            case "mqtts" -> true;
            case "mqtt" -> false;
            default -> throw new IllegalArgumentException("a server address starts with mqtts:// (or mqtt://)");
        };
        if (uri.getHost() == null || (uri.getRawPath() != null && !uri.getRawPath().isEmpty())
                || uri.getRawQuery() != null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("a server address is mqtts://host:port, nothing more");
        }
        int port = uri.getPort() == -1 ? (secure ? TLS_PORT : PLAIN_PORT) : uri.getPort();
        return new BrokerAddress(secure, uri.getHost(), port);
    }

    /** The address for the MQTT client ({@code ssl://} or {@code tcp://}). */
    String clientUri() {
        return (secure ? "ssl://" : "tcp://") + host + ":" + port;
    }

    @Override
    public String toString() {
        return (secure ? "mqtts://" : "mqtt://") + host + ":" + port;
    }
}
