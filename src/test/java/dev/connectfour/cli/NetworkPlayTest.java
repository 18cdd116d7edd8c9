package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.HostOptions;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.GameBrowser;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.net.discovery.LoopbackMulticast;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The terminal plays the network game against the library's host and guest, as a window would. */
class NetworkPlayTest {
    private static final long TIMEOUT_MILLIS = 10_000;
    /** Discovery takes a few seconds (probing, announcing, the removal after a goodbye); this is far more. */
    private static final long DISCOVERY_SECONDS = 60;
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    /** The other side's events, as words. */
    private static final class Events implements MatchListener {
        final List<String> seen = new ArrayList<>();
        volatile Match match;

        synchronized void add(String event) {
            seen.add(event);
            notifyAll();
        }

        synchronized void await(String event) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MILLIS);
            while (!seen.contains(event)) {
                long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
                if (left <= 0) {
                    fail("no '" + event + "' in " + seen);
                }
                wait(left);
            }
        }

        @Override
        public void joined(Match joined) {
            match = joined;
            add("joined");
        }

        @Override
        public void gameStarted(Match m) {
            add("game " + m.gameNumber());
        }

        @Override
        public void moved(Match m, int column) {
            add("moved " + column + " at " + m.position().moves().length());
        }

        @Override
        public void chat(Match m, String text) {
            add("chat " + text);
        }

        @Override
        public void rematchOffered(Match m) {
            add("rematchOffered");
        }

        @Override
        public void ended(Match m, EndReason reason) {
            add("ended " + reason);
        }
    }

    @Test
    void theTerminalJoinsAHostAndPlaysChatsRematchesAndQuits() throws Exception {
        Events host = new Events();
        MatchSettings settings = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.GUEST);
        try (NetHost net = NetHost.open(new HostOptions(LOOPBACK, 0, "Hannah", settings), host, Runnable::run);
             Terminal terminal = new Terminal("play", "--join", "127.0.0.1:" + net.address().getPort(),
                     "--code", net.code().toLowerCase(), "--name", "Terry")) {
            host.await("game 1");
            terminal.screen.await("Game 1: Terry (X) against Hannah (O), Terry to start. You are X.", 1);
            terminal.screen.await("Your move (column 1-7): ", 1);

            terminal.type("four");
            terminal.screen.await("Unknown command 'four'", 1);
            terminal.type("9");
            terminal.screen.await("Not now: column 9 is full or off the board.", 1);
            for (int turn = 0; turn < 3; turn++) {
                terminal.type("4");
                host.await("moved 3 at " + (2 * turn + 1));
                host.match.play(0);
                terminal.screen.await("Hannah plays column 1.", turn + 1);
            }
            terminal.type("/say  well played\u0007 ");
            host.await("chat well played");
            host.match.chat("thanks");
            terminal.screen.await("<Hannah> thanks", 1);
            terminal.type("4");
            terminal.screen.await("Four in a row: you win!", 1);
            host.await("moved 3 at 7");
            assertTrue(host.match.isGameOver());

            terminal.type("rematch");
            host.await("rematchOffered");
            host.match.offerRematch();
            terminal.screen.await("Game 2: ", 1);
            terminal.type("quit");
            assertEquals(CliMain.OK, terminal.exitCode());
            host.await("ended PEER_LEFT");
            String screen = terminal.screen.text();
            assertTrue(screen.contains("|O| | |X| | | |"), "the board is drawn:\n" + screen);
            assertTrue(screen.contains("You left."), screen);
        }
    }

    @Test
    void theTerminalHostsAGuestThatLeaves() throws Exception {
        Events guest = new Events();
        try (Terminal terminal = new Terminal("play", "--host", "0", "--bind", "127.0.0.1", "--clock", "0",
                "--board", "5x4", "--starter", "host", "--name", "Terry")) {
            String screen = terminal.screen.await("(type quit to stop)", 1);
            Matcher waiting = Pattern.compile("Waiting for a guest at 127\\.0\\.0\\.1:(\\d+) with code ([A-Z0-9]{6})")
                    .matcher(screen);
            assertTrue(waiting.find(), screen);
            assertTrue(screen.contains("Hosting a 5x4 game, untimed, starter: host."), screen);
            NetGuest net = NetGuest.join(new InetSocketAddress(LOOPBACK, Integer.parseInt(waiting.group(1))),
                    waiting.group(2), "Gustav", guest, Runnable::run);
            try (net) {
                guest.await("game 1");
                terminal.screen.await("Gustav joined.", 1);
                terminal.screen.await("Your move (column 1-5): ", 1); // the game's header and board are out
                terminal.type("3");
                guest.await("moved 2 at 1");
                guest.match.play(2);
                terminal.screen.await("Gustav plays column 3.", 1);
                String board = terminal.screen.await("Your move (column 1-5): ", 2);
                assertTrue(board.contains("Game 1: Terry (O) against Gustav (X), Terry to start. You are O."), board);
                assertTrue(board.contains("| | |X| | |\n| | |O| | |"), "the host's disc is O, the guest's X:\n" + board);
                guest.match.leave();
            }
            terminal.screen.await("Gustav left.", 1);
            assertEquals(CliMain.OK, terminal.exitCode());
        }
    }

    /**
     * A game hosted in the terminal is listed in a window's games on the network, found for real over multicast on
     * the loopback interface it listens on, and leaves the list once its guest has joined.
     */
    @Test
    void aGameHostedInTheTerminalIsFoundOnTheNetworkUntilItsGuestJoins() throws Exception {
        Optional<String> problem = LoopbackMulticast.problem();
        assumeTrue(problem.isEmpty(), () -> "no multicast on the loopback interface: " + problem.orElse(""));
        BlockingQueue<List<HostedGame>> lists = new LinkedBlockingQueue<>();
        Events guest = new Events();
        try (GameBrowser browser = GameBrowser.start(LOOPBACK, lists::add, Runnable::run);
             Terminal terminal = new Terminal("play", "--host", "0", "--bind", "127.0.0.1", "--clock", "7",
                     "--board", "6x5", "--starter", "guest", "--name", "Terry")) {
            Matcher waiting = Pattern.compile("Waiting for a guest at 127\\.0\\.0\\.1:(\\d+) with code ([A-Z0-9]{6})")
                    .matcher(terminal.screen.await("(type quit to stop)", 1));
            assertTrue(waiting.find());
            InetSocketAddress address = new InetSocketAddress(LOOPBACK, Integer.parseInt(waiting.group(1)));
            HostedGame listed = new HostedGame("Terry", address,
                    new MatchSettings(new BoardSize(6, 5), 7, StarterRule.GUEST), Protocol.VERSION);
            awaitList(lists, games -> games.contains(listed));

            try (NetGuest net = NetGuest.join(address, waiting.group(2), "Gustav", guest, Runnable::run)) {
                guest.await("game 1");
                awaitList(lists, games -> !games.contains(listed));
            }
        }
    }

    private static void awaitList(BlockingQueue<List<HostedGame>> lists, Predicate<List<HostedGame>> wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DISCOVERY_SECONDS);
        List<HostedGame> last = null;
        while (System.nanoTime() < deadline) {
            List<HostedGame> games = lists.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (games != null && wanted.test(games)) {
                return;
            }
            last = games == null ? last : games;
        }
        fail("no such list of games within " + DISCOVERY_SECONDS + " s; the last one was " + last);
    }

    /** A terminal guest taken back into a match shows the chat the host kept, and says if lines could not be read. */
    @Test
    void aTerminalGuestShowsTheChatTheHostSendsBack() throws Exception {
        String answer = "{\"type\":\"welcome\",\"version\":1,\"matchId\":\"3f9c2a1b7d4e6f80\",\"host\":\"Hannah\","
                + "\"guest\":\"Terry\",\"width\":7,\"height\":6,\"clock\":0,\"starter\":\"host\",\"game\":1,"
                + "\"first\":\"host\"}\n{\"type\":\"resume\",\"game\":1,\"first\":\"host\",\"moves\":\"4\",\"chat\":["
                + "{\"from\":\"host\",\"text\":\"hi\"},{\"from\":\"guest\",\"text\":\"hello\"},{\"text\":1}]}\n";
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, LOOPBACK)) {
            CompletableFuture.runAsync(() -> {
                try (java.net.Socket guest = server.accept()) {
                    java.io.InputStream in = guest.getInputStream();
                    while (in.read() != '\n') {
                        // the hello
                    }
                    guest.getOutputStream().write(answer.getBytes(StandardCharsets.UTF_8));
                    while (in.read() >= 0) {
                        // until the guest goes
                    }
                } catch (IOException e) {
                    // the guest went
                }
            });
            try (Terminal terminal = new Terminal("play", "--join", "127.0.0.1:" + server.getLocalPort(), "--code",
                    "ABC234", "--name", "Terry")) {
                String screen = terminal.screen.await("the game goes on.", 1);
                assertTrue(screen.contains("The chat so far:\n<Hannah> hi\n<you> hello\n1 line of the chat sent back by"
                        + " Hannah could not be read and is left out; the game goes on."), screen);
                terminal.type("quit");
                assertEquals(CliMain.OK, terminal.exitCode());
            }
        }
    }

    @Test
    void theLoopbackInterfaceByNameBindsItsAddressAndQuitStopsListening() throws Exception {
        assumeTrue(NetworkInterface.getByName("lo") != null, "the loopback interface is called lo (Linux)");
        try (Terminal terminal = new Terminal("play", "--host", "0", "--network-interface", "lo")) {
            terminal.screen.await("Waiting for a guest at 127.0.0.1:", 1);
            terminal.type("2");
            terminal.screen.await("No guest yet: type quit to stop.", 1);
            terminal.type("quit");
            assertEquals(CliMain.OK, terminal.exitCode());
        }
    }

    /** A port typed is the player's choice: when another program has it, hosting fails rather than take another. */
    @Test
    void aPortAnotherProgramHasIsToldAndNotSwappedForAnother() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, LOOPBACK);
             Terminal terminal = new Terminal("play", "--host", String.valueOf(taken.getLocalPort()), "--bind",
                     "127.0.0.1")) {
            assertEquals(CliMain.FAILED, terminal.exitCode());
            String screen = terminal.screen.text();
            assertTrue(screen.startsWith("Cannot listen on 127.0.0.1 port " + taken.getLocalPort() + ": "), screen);
            assertFalse(screen.contains("Waiting for a guest"), screen);
        }
    }

    @Test
    void aWrongCodeAndAnUnreachableHostAreToldClearly() throws Exception {
        MatchSettings settings = new MatchSettings(BoardSize.STANDARD, 5, StarterRule.HOST);
        try (NetHost net = NetHost.open(new HostOptions(LOOPBACK, 0, "Hannah", settings), new Events(), Runnable::run);
             Terminal terminal = new Terminal("play", "--join", "127.0.0.1:" + net.address().getPort(),
                     "--code", "WRONG1")) {
            terminal.screen.await("Wrong code: check it with the host.", 1);
            assertEquals(CliMain.FAILED, terminal.exitCode());
        }
        int closedPort;
        try (java.net.ServerSocket probe = new java.net.ServerSocket(0, 1, LOOPBACK)) {
            closedPort = probe.getLocalPort();
        }
        try (Terminal terminal = new Terminal("play", "--join", "127.0.0.1:" + closedPort, "--code", "ABCDEF")) {
            terminal.screen.await("No game answered at that address.", 1);
            assertEquals(CliMain.FAILED, terminal.exitCode());
        }
    }

    @Test
    void badNetworkOptionsAreUsageErrors() {
        assertEquals(CliMain.USAGE, runQuietly("play", "--host", "70000"));
        assertEquals(CliMain.USAGE, runQuietly("play", "--host", "--bind", "example.org"));
        assertEquals(CliMain.USAGE, runQuietly("play", "--host", "--network-interface", "no-such-nic0"));
        assertEquals(CliMain.USAGE, runQuietly("play", "--host", "--starter", "whoever"));
        assertEquals(CliMain.USAGE, runQuietly("play", "--host", "--clock", "61"));
        assertEquals(CliMain.USAGE, runQuietly("play", "--host", "--name", " "));
        assertEquals(CliMain.USAGE, runQuietly("play", "--join", "nowhere", "--code", "ABCDEF"));
        assertEquals(CliMain.USAGE, runQuietly("play", "--join", "127.0.0.1:27474"));
    }

    private static int runQuietly(String... args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
        return CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]), out, out);
    }
}
