package dev.connectfour.net.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.StarterRule;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A game advertised through jmDNS is found, field by field, and leaves the list when its advertiser closes: for
 * real, over multicast on the loopback interface (127.0.0.1), the only traffic this test sends. Where the loopback
 * interface cannot multicast, the test is skipped with the reason; {@link GameTxtRecordTest} and
 * {@link FoundGamesTest} still prove the record and the list without a network.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DiscoveryOverLoopbackTest {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();
    /** Discovery takes a few seconds (probing, announcing, the removal after a goodbye); this is far more. */
    private static final long WAIT_SECONDS = 60;

    @BeforeAll
    static void loopbackCanMulticast() throws IOException {
        Optional<String> problem = LoopbackMulticast.problem();
        assumeTrue(problem.isEmpty(), () -> "multicast on the loopback interface does not work on this machine ("
                + problem.orElse("") + "): discovery over the network cannot be tested here");
    }

    @Test
    void findsAnAdvertisedGameWithEveryFieldThenSeesItGo() throws Exception {
        long socketsBefore = openSockets();
        BlockingQueue<List<HostedGame>> lists = new LinkedBlockingQueue<>();
        HostedGame advertised = new HostedGame("Zoë the host", new InetSocketAddress(LOOPBACK, 47_011),
                new MatchSettings(new BoardSize(8, 7), 12, StarterRule.ALTERNATE), 3);
        try (GameBrowser browser = GameBrowser.start(LOOPBACK, lists::add, Runnable::run)) {
            GameAdvertiser advertiser = GameAdvertiser.start(LOOPBACK, advertised);
            try {
                List<HostedGame> found = awaitList(lists, games -> games.contains(advertised));
                assertEquals(advertised, found.stream().filter(advertised::equals).findFirst().orElseThrow());
                HostedGame game = found.stream().filter(advertised::equals).findFirst().orElseThrow();
                assertEquals("Zoë the host", game.hostName());
                assertEquals(new InetSocketAddress(LOOPBACK, 47_011), game.address());
                assertEquals(new BoardSize(8, 7), game.settings().board());
                assertEquals(12, game.settings().moveClockSeconds());
                assertEquals(StarterRule.ALTERNATE, game.settings().starter());
                assertEquals(3, game.protocolVersion());
            } finally {
                advertiser.close();
            }
            awaitList(lists, games -> !games.contains(advertised));
        }
        assertEquals(List.of(), jmdnsThreadsStillRunning(), "close ends jmDNS's threads");
        assertEquals(socketsBefore, openSockets(), "close closes jmDNS's sockets");
    }

    @Test
    void twoHostsOfTheSameNameAreBothListed() throws Exception {
        BlockingQueue<List<HostedGame>> lists = new LinkedBlockingQueue<>();
        MatchSettings settings = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST);
        HostedGame first = new HostedGame("Sam", new InetSocketAddress(LOOPBACK, 47_021), settings, 1);
        HostedGame second = new HostedGame("Sam", new InetSocketAddress(LOOPBACK, 47_022), settings, 1);
        try (GameBrowser browser = GameBrowser.start(LOOPBACK, lists::add, Runnable::run);
             GameAdvertiser one = GameAdvertiser.start(LOOPBACK, first);
             GameAdvertiser two = GameAdvertiser.start(LOOPBACK, second)) {
            assertNotEquals(one.instanceName(), two.instanceName());
            // the list delivered is what a player sees; the browser's own may already have changed again
            assertNotNull(awaitList(lists, games -> games.containsAll(List.of(first, second))));
        }
    }

    /** jmDNS's threads (named "JmDNS(host)...", "JmDNS pool-..." and "SocketListener(host)") still alive, each given time to end. */
    private static List<String> jmdnsThreadsStillRunning() throws InterruptedException {
        List<Thread> threads = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("JmDNS") || thread.getName().startsWith("SocketListener("))
                .toList();
        for (Thread thread : threads) {
            thread.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
        }
        return threads.stream().filter(Thread::isAlive).map(Thread::getName).toList();
    }

    /** The sockets this JVM has open, from /proc/self/fd; the test is skipped where there is no such directory. */
    private static long openSockets() throws IOException {
        Path descriptors = Path.of("/proc/self/fd");
        assumeTrue(Files.isDirectory(descriptors), "no /proc/self/fd to count the open sockets with");
        try (Stream<Path> open = Files.list(descriptors)) {
            return open.filter(descriptor -> {
                try {
                    return Files.readSymbolicLink(descriptor).toString().startsWith("socket:");
                } catch (IOException closedMeanwhile) {
                    return false;
                }
            }).count();
        }
    }

    /** The next list handed to the listener that satisfies {@code wanted}; fails after {@link #WAIT_SECONDS}. */
    private static List<HostedGame> awaitList(BlockingQueue<List<HostedGame>> lists, Predicate<List<HostedGame>> wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        List<HostedGame> last = null;
        while (System.nanoTime() < deadline) {
            List<HostedGame> games = lists.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (games != null && wanted.test(games)) {
                return games;
            }
            last = games == null ? last : games;
        }
        throw new AssertionError("no such list within " + WAIT_SECONDS + " s; the last one was " + last);
    }
}
