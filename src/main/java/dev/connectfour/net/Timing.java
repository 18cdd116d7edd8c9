package dev.connectfour.net;

/**
 * The durations and limits of the protocol in one place ({@code src/docs/protocol.md} quotes {@link #DEFAULT});
 * tests use shorter ones. All in milliseconds.
 *
 * @param pingMillis            how often each side pings, and checks for silence
 * @param silenceMillis         no complete line for longer than this: the connection is lost
 * @param handshakeMillis       the time a new connection has to complete its hello (host) or get its welcome (guest)
 * @param byeMillis             the time a last line (a bye) has to go out before the socket is closed anyway
 * @param connectMillis         the time a TCP connect may take
 * @param retryMillis           how long a guest waits between two attempts to reconnect
 * @param reconnectWindowMillis how long a lost connection may stay lost before the match is abandoned (match clock)
 * @param wrongCodeDelayMillis  how long the host waits before it answers a wrong code
 * @param lockoutFailures       wrong codes from one address that lock it out
 * @param lockoutMillis         how long such an address stays locked out (match clock)
 * @param latencyMarginMillis   what the host adds to the measured round trip before a guest's turn is lost
 * @param maxLatencyMillis      the most round-trip time the host allows for
 */
record Timing(long pingMillis, long silenceMillis, long handshakeMillis, long byeMillis, long connectMillis,
              long retryMillis,
              long reconnectWindowMillis, long wrongCodeDelayMillis, int lockoutFailures, long lockoutMillis,
              long latencyMarginMillis, long maxLatencyMillis) {

    static final Timing DEFAULT = new Timing(2_000, 7_000, 5_000, 2_000, 3_000, 1_000, 60_000, 1_000, 5, 60_000, 250,
            2_000);
}
