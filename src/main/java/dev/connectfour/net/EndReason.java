package dev.connectfour.net;

/**
 * Why a match or an attempt to join one ended. Each is a documented outcome of the protocol
 * ({@code src/docs/protocol.md}); the screens and the text-mode game turn it into a message for the player.
 */
public enum EndReason {
    /** This side left (Leave, closing the window, cancelling the hosting). */
    LEFT,
    /** The other side left on purpose. */
    PEER_LEFT,
    /** The connection stayed lost beyond the reconnection time: the game in progress is abandoned. */
    ABANDONED,
    /** The join code was wrong. */
    WRONG_CODE,
    /** Too many wrong codes from this address: it is locked out for a while. */
    LOCKED_OUT,
    /** The game already has its guest. */
    GAME_FULL,
    /** The two programs speak different protocol versions. */
    INCOMPATIBLE_VERSION,
    /** No game answered at the address (refused, unreachable or timed out). */
    UNREACHABLE,
    /** On a broker: no game answers to the invite (a wrong link or code, or its game is over). */
    NO_GAME,
    /** The message broker (the Internet server) cannot be reached. */
    SERVER_UNREACHABLE,
    /** The message broker's TLS certificate is not trusted here, or names another server. */
    SERVER_UNTRUSTED,
    /** The message broker refused the login (user name or password). */
    LOGIN_REFUSED,
    /** The other side broke the protocol: an illegal, out-of-turn or wrong-ply move, a malformed or oversized line, too many messages. */
    PROTOCOL_ERROR
}
