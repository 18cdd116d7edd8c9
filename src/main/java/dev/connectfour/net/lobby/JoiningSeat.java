package dev.connectfour.net.lobby;

import dev.connectfour.net.SeatKey;
import java.util.Objects;

/**
 * The seat a guest joins a game over the Internet with: the key and match kept for that game, if this guest left it
 * in the middle and was started again (it takes the seat back), else a new key.
 *
 * @param key       the key the seat is bound to
 * @param rejoining the match to take the seat back in; null for a first join
 */
public record JoiningSeat(SeatKey key, String rejoining) {
    public JoiningSeat {
        Objects.requireNonNull(key, "key");
    }

    /** True if this guest takes back a seat it left. */
    public boolean isRejoin() {
        return rejoining != null;
    }
}
