package dev.connectfour.net;

import dev.connectfour.net.broker.Mosquitto;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Soak: {@value NetworkSoakTest#DEFAULT_GAMES} Internet games, one after another, through one Mosquitto on
 * 127.0.0.1, played by {@link NetworkSoak} (random moves, chat, lost turns, resignations, the guest's connection to
 * the broker cut, restarted guests), and halfway (in the game after the 100th) the broker stopped with SIGTERM and started again
 * on its port from its persistence. At the end the broker holds no connection. Not part of {@code verify}:
 * {@code ./mvnw -B -o -Psoak test -Dtest=BrokerSoakTest} ({@code -Dsoak.netGames=N} for another count).
 */
@Tag("soak")
class BrokerSoakTest {

    @Test
    void twoHundredInternetGamesAndABrokerRestartLeaveNothingBehind() throws Exception {
        int games = Integer.getInteger("soak.netGames", NetworkSoakTest.DEFAULT_GAMES);
        try (Mosquitto broker = Mosquitto.start()) {
            new NetworkSoak("broker soak", 35_2026L, NetworkSoakTest.TIMING,
                    (settings, clock, timing) -> new OnBroker(broker, settings, clock, timing))
                    .withOutage(games / 2, broker::stop, broker::restart)
                    .withServerConnections(() -> establishedTo(broker.port()))
                    .play(games);
        }
    }

    /** The TCP connections the broker holds open on its port, from the kernel's table. */
    private static long establishedTo(int port) {
        String local = String.format(Locale.ROOT, "0100007F:%04X", port);
        try (var lines = Files.lines(Path.of("/proc/net/tcp"))) {
            return lines.skip(1).map(String::trim).map(line -> line.split("\\s+"))
                    .filter(fields -> fields[1].equals(local) && fields[3].equals("01")).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
