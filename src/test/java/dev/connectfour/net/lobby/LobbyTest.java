package dev.connectfour.net.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.LoopbackMulticast;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The lobby's own threads and ports, for real on 127.0.0.1: looking for games never makes its caller wait for
 * multicast DNS, closing while discovery still starts leaves no thread nor responder behind, and a port asked for
 * exactly is never swapped for another.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LobbyTest {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();
    /** Multicast DNS takes some seconds to say goodbye and end its threads; this is far more. */
    private static final Duration WAIT = Duration.ofSeconds(60);
    /** jmDNS's threads end within moments of its close; this is far more. */
    private static final Duration SHUTDOWN = Duration.ofSeconds(20);
    private static final MatchSettings MATCH = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST);

    @Test
    void lookingReturnsAtOnceAndItsFailureComesOnTheLobbysThread() throws Exception {
        CompletableFuture<String> failure = new CompletableFuture<>();
        Lobby lobby = new Lobby(() -> "no-such-interface0", Runnable::run, new Lobby.Listener() {
            @Override
            public void lookingFailed(String detail) {
                failure.complete(Thread.currentThread().getName() + ": " + detail);
            }
        });
        lobby.look();
        String told = failure.get(WAIT.toSeconds(), TimeUnit.SECONDS);
        assertTrue(told.startsWith(Lobby.THREAD_PREFIX + "look: no network interface \"no-such-interface0\""), told);
        lobby.close();
        assertTrue(lobby.awaitClosed(WAIT));
    }

    /**
     * Looking and hosting (which advertises), then closing at once, while jmDNS still starts: every thread of the
     * lobby and of jmDNS ends, over real multicast on the loopback interface.
     */
    @Test
    void closingWhileDiscoveryStartsLeavesNoThreadBehind() throws Exception {
        Optional<String> problem = LoopbackMulticast.problem();
        assumeTrue(problem.isEmpty(), () -> "no multicast on the loopback interface: " + problem.orElse(""));
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        for (int round = 0; round < 3; round++) {
            Lobby lobby = Lobby.boundTo(LOOPBACK, Runnable::run, new Lobby.Listener() {
            });
            lobby.look();
            try (NetHost host = lobby.host("Hannah", MATCH, PortChoice.exactly(0), new MatchListener() {
            })) {
                lobby.close();
            }
            assertTrue(lobby.awaitClosed(WAIT), "the lobby's threads end");
        }
        assertEquals(List.of(), stillRunning(before, Lobby.THREAD_PREFIX, "JmDNS", "SocketListener("),
                "no thread of the lobby nor of a jmDNS responder is left");
    }

    @Test
    void aPortAskedForExactlyIsNeverSwappedAndAPreferredOneIs() throws Exception {
        Lobby lobby = Lobby.boundTo(LOOPBACK, Runnable::run, new Lobby.Listener() {
        });
        try (ServerSocket taken = new ServerSocket(0, 1, LOOPBACK)) {
            int port = taken.getLocalPort();
            assertThrows(IOException.class,
                    () -> lobby.host("Hannah", MATCH, PortChoice.exactly(port), new MatchListener() {
                    }).close());
            try (NetHost host = lobby.host("Hannah", MATCH, PortChoice.preferably(port), new MatchListener() {
            })) {
                assertNotEquals(port, host.address().getPort());
            }
        } finally {
            lobby.close();
        }
        assertTrue(lobby.awaitClosed(WAIT));
    }

    /**
     * The threads started since {@code before} and named with one of {@code prefixes} (jmDNS's are
     * "JmDNS(host)...", "JmDNS pool-..." and "SocketListener(host)") still alive once they were given
     * {@link #SHUTDOWN} together to end.
     */
    private static List<String> stillRunning(Set<Thread> before, String... prefixes) throws InterruptedException {
        List<Thread> threads = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> !before.contains(thread))
                .filter(thread -> Stream.of(prefixes).anyMatch(thread.getName()::startsWith)).toList();
        long deadline = System.nanoTime() + SHUTDOWN.toNanos();
        for (Thread thread : threads) {
            TimeUnit.NANOSECONDS.timedJoin(thread, Math.max(1, deadline - System.nanoTime()));
        }
        return threads.stream().filter(Thread::isAlive).map(Thread::getName).toList();
    }
}
