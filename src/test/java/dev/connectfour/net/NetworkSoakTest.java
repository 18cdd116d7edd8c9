package dev.connectfour.net;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Soak: {@value #DEFAULT_GAMES} network games over loopback TCP, played by {@link NetworkSoak} (random moves, chat,
 * lost turns, resignations, cut connections, restarted guests). Not part of {@code verify}:
 * {@code ./mvnw -B -o -Psoak test -Dtest=NetworkSoakTest} ({@code -Dsoak.netGames=N} for another count).
 */
@Tag("soak")
class NetworkSoakTest {
    static final int DEFAULT_GAMES = 200;
    static final Timing TIMING = new Timing(1_000, 3_000, 2_000, 100, 1_000, 50, 60_000, 50, 5, 1_000, 250, 2_000);

    @Test
    void twoHundredNetworkGamesLeaveNothingBehind() throws Exception {
        new NetworkSoak("network soak", 22_2026L, TIMING, Loopback::new)
                .play(Integer.getInteger("soak.netGames", DEFAULT_GAMES));
    }
}
