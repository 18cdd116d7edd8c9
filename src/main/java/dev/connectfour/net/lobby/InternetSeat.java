package dev.connectfour.net.lobby;

import java.util.Objects;

/**
 * What a guest over the Internet keeps to take its seat back after the game was closed and started again: the
 * invite link gives the rest. The key is the seat's private key ({@code SeatKey.text()}): it stays on this computer.
 *
 * @param game            the game's id on the broker, as its invite names it
 * @param key             the key the guest's seat is bound to
 * @param matchId         the match the guest joined
 * @param expiresAtMillis wall-clock time (epoch milliseconds) after which the host has given the match up
 */
public record InternetSeat(String game, String key, String matchId, long expiresAtMillis) {
    public InternetSeat {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(matchId, "matchId");
    }

    @Override
    public String toString() {
        return "InternetSeat[game=" + game + ", matchId=" + matchId + "]"; // the key stays out of logs
    }
}
