package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.reliability.SoakWatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.logging.Handler;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * The soak's player: matches of one to three games, one after another, each on a new {@link MatchPair}, with random
 * legal moves, random chat, timed games with lost turns, resignations, and random disconnects (the guest's
 * connection cut, or the guest crashed and started again with the same code); optionally, once, the carrier itself
 * stopped and started again in mid-game. Then it reports and checks: no exception or warning logged, no network
 * thread or socket left (nor any other new thread), no connection left at the server, and the heap after a full GC
 * at the end no greater than at the start but for a margin.
 */
final class NetworkSoak {
    /** Opens a host on a new pair (the guest joins later). */
    interface Pairs {
        MatchPair<?> open(MatchSettings settings, MatchClock clock, Timing timing);
    }

    private static final List<BoardSize> BOARDS = List.of(BoardSize.STANDARD, new BoardSize(5, 4), new BoardSize(9, 7),
            new BoardSize(4, 4));

    private final String name;
    private final Pairs pairs;
    private final Timing timing;
    private final SplittableRandom random;
    private final List<String> problems = new ArrayList<>();
    private int outageAtGame = -1;
    private Runnable stopCarrier;
    private Runnable startCarrier;
    private LongSupplier serverConnections = () -> 0;
    private int games;
    private int moves;
    private int chats;
    private int turnsLost;
    private int resignations;
    private int disconnects;
    private int restarts;
    private int outages;

    NetworkSoak(String name, long seed, Timing timing, Pairs pairs) {
        this.name = name;
        this.random = new SplittableRandom(seed);
        this.timing = timing;
        this.pairs = pairs;
    }

    /** Once, in the middle of game {@code atGame}: the carrier stopped, then started again; both sides go on. */
    NetworkSoak withOutage(int atGame, Runnable stop, Runnable start) {
        this.outageAtGame = atGame;
        this.stopCarrier = stop;
        this.startCarrier = start;
        return this;
    }

    /** What counts the connections the server still holds; 0 at the end. */
    NetworkSoak withServerConnections(LongSupplier count) {
        this.serverConnections = count;
        return this;
    }

    void play(int target) throws Exception {
        Handler warnings = SoakWatch.warningsInto(problems);
        Logger netLog = Logger.getLogger("dev.connectfour.net");
        netLog.addHandler(warnings);
        long socketsBefore = openSockets();
        Set<String> threadsBefore = threadNames();
        long firstHeap = SoakWatch.heapAfterFullGc();
        long started = System.nanoTime();
        List<String> heapReport = new ArrayList<>();
        int nextReport = 50;
        try {
            while (games < target) {
                try {
                    match(Math.min(1 + random.nextInt(3), target - games));
                } catch (Exception | AssertionError e) {
                    problems.add("match ending at game " + games + ": " + e);
                    throw e;
                }
                if (games >= nextReport || games == target) {
                    nextReport += 50;
                    String line = String.format("%s: game %3d  heap after GC %6.2f MB  %5.1f s", name, games,
                            SoakWatch.heapAfterFullGc() / 1048576.0, (System.nanoTime() - started) / 1e9);
                    heapReport.add(line);
                    System.err.println(line);
                }
            }
        } finally {
            netLog.removeHandler(warnings);
        }
        long lastHeap = SoakWatch.heapAfterFullGc();
        List<String> netThreadsLeft = threadNames().stream().filter(thread -> thread.startsWith(NetThreads.PREFIX)).toList();
        Set<String> newThreads = threadNames();
        newThreads.removeAll(threadsBefore);
        newThreads.removeIf(thread -> thread.startsWith("process reaper")); // the JDK's, while a child process runs
        long socketsLeft = openSockets() - socketsBefore;
        awaitTrue(() -> serverConnections.getAsLong() == 0, "the server holds no connection");
        System.err.printf("%s: %d games, %d moves, %d chat lines, %d turns lost, %d resignations, %d disconnects"
                        + " (%d guest restarts), %d server restarts in %.1f s%n", name, games, moves, chats, turnsLost,
                resignations, disconnects, restarts, outages, (System.nanoTime() - started) / 1e9);
        System.err.printf("%s: %d exceptions or warnings; heap after GC first %d KB, last %d KB;"
                        + " network threads left %d %s, other new threads %s; sockets left %d; server connections %d%n",
                name, problems.size(), firstHeap / 1024, lastHeap / 1024, netThreadsLeft.size(), netThreadsLeft,
                newThreads, socketsLeft, serverConnections.getAsLong());
        assertEquals(List.of(), problems);
        assertEquals(List.of(), netThreadsLeft);
        assertEquals(Set.of(), newThreads);
        assertTrue(socketsLeft <= 0, "sockets left open: " + socketsLeft);
        assertEquals(outageAtGame < 0 ? 0 : 1, outages, "server restarts");
        assertTrue(lastHeap <= firstHeap + Math.max(8L << 20, firstHeap / 2), String.join("\n", heapReport));
    }

    /** One match of {@code count} games, ended by one side leaving. */
    private void match(int count) throws Exception {
        boolean timed = random.nextInt(3) == 0;
        MatchSettings settings = new MatchSettings(BOARDS.get(random.nextInt(BOARDS.size())),
                timed ? 1 + random.nextInt(5) : 0, StarterRule.values()[random.nextInt(StarterRule.values().length)]);
        ManualClock clock = new ManualClock();
        MatchPair<?> pair = pairs.open(settings, clock, timing);
        pair.joined(clock, timing);
        Recorder guestEvents = pair.guestEvents;
        for (int game = 1; game <= count; game++) {
            if (game > 1) {
                Match first = random.nextBoolean() ? pair.hostMatch() : guestEvents.match();
                Match second = first == pair.hostMatch() ? guestEvents.match() : pair.hostMatch();
                first.offerRematch();
                second.offerRematch();
                int number = game;
                Recorder finalGuestEvents = guestEvents;
                awaitTrue(() -> pair.hostMatch().gameNumber() == number && finalGuestEvents.match().gameNumber() == number,
                        "game " + number + " starts on both sides");
            }
            guestEvents = playOneGame(pair, guestEvents, clock);
            games++;
        }
        if (random.nextBoolean()) {
            guestEvents.match().leave();
            pair.hostEvents.await("ended PEER_LEFT");
        } else {
            pair.host.close();
            guestEvents.await("ended PEER_LEFT");
        }
        pair.close(); // checks that every thread of both sides has ended
    }

    /** Plays the current game to its end; returns the guest's recorder (a new one if the guest was restarted). */
    private Recorder playOneGame(MatchPair<?> pair, Recorder guestEvents, ManualClock clock) throws Exception {
        Match host = pair.hostMatch();
        while (!host.isGameOver()) {
            Match guest = guestEvents.match();
            Match mover = host.toMove() == Side.HOST ? host : guest;
            int roll = random.nextInt(100);
            if (outageAtGame >= 0 && games >= outageAtGame && outages == 0 && !host.position().moves().isEmpty()) {
                outage(pair, guestEvents);
            } else if (roll < 6) {
                (random.nextBoolean() ? host : guest).chat("chat " + random.nextInt(1000) + " \u0007!");
                chats++;
            } else if (roll < 9) {
                int lost = pair.hostEvents.count("connectionLost");
                int restored = pair.hostEvents.count("connectionRestored");
                pair.relay.cut();
                pair.hostEvents.await("connectionLost", lost + 1);
                pair.hostEvents.await("connectionRestored", restored + 1);
                disconnects++;
            } else if (roll < 10) {
                guestEvents = restartGuest(pair);
            } else if (roll < 15 && host.isClockRunning()
                    || mover.isClockRunning() && mover.remainingMillis() == 0) { // at 0 the mover may not play
                int before = pair.hostEvents.count("turnLost");
                clock.advance(host.remainingMillis() + timing.maxLatencyMillis() + timing.latencyMarginMillis());
                pair.hostEvents.await("turnLost", before + 1);
                turnsLost++;
            } else if (roll < 16 && random.nextInt(4) == 0) {
                (random.nextBoolean() ? host : guest).resign();
                resignations++;
            } else {
                Position position = mover.position();
                int column;
                do {
                    column = random.nextInt(position.size().width());
                } while (!position.canPlay(column));
                mover.play(column);
                moves++;
            }
            Recorder events = guestEvents;
            awaitTrue(() -> inStep(host, events.match()), () -> "both sides agree after roll " + roll + ": host "
                    + describe(host) + " " + pair.hostEvents.events() + ", guest " + describe(events.match()) + " "
                    + events.events());
        }
        return guestEvents;
    }

    /** The carrier stops under both sides and starts again: both pause, then go on where they stood. */
    private void outage(MatchPair<?> pair, Recorder guestEvents) {
        int hostLost = pair.hostEvents.count("connectionLost");
        int guestLost = guestEvents.count("connectionLost");
        int hostRestored = pair.hostEvents.count("connectionRestored");
        int guestRestored = guestEvents.count("connectionRestored");
        stopCarrier.run();
        pair.hostEvents.await("connectionLost", hostLost + 1);
        guestEvents.await("connectionLost", guestLost + 1);
        startCarrier.run();
        pair.hostEvents.await("connectionRestored", hostRestored + 1);
        guestEvents.await("connectionRestored", guestRestored + 1);
        outages++;
    }

    /** The guest crashes and a new guest joins with the same code; the host takes it back into the match. */
    private Recorder restartGuest(MatchPair<?> pair) throws Exception {
        int lost = pair.hostEvents.count("connectionLost");
        int restored = pair.hostEvents.count("connectionRestored");
        pair.guest.stepAway();
        assertTrue(pair.guest.awaitThreadsEnded(5_000));
        pair.hostEvents.await("connectionLost", lost + 1);
        Recorder fresh = new Recorder();
        pair.guest = pair.join(fresh, timing, pair.hostMatch() instanceof HostMatch ? clockOf(pair) : null);
        fresh.await("gameStarted");
        pair.hostEvents.await("connectionRestored", restored + 1);
        restarts++;
        disconnects++;
        return fresh;
    }

    private static MatchClock clockOf(MatchPair<?> pair) {
        return ((BaseMatch) pair.hostMatch()).clock;
    }

    private static boolean inStep(Match host, Match guest) {
        return !host.isConnectionLost() && !guest.isConnectionLost()
                && host.position().moves().equals(guest.position().moves())
                && host.gameNumber() == guest.gameNumber()
                && host.resigned() == guest.resigned();
    }

    private static String describe(Match match) {
        return "game " + match.gameNumber() + " \"" + match.position().moves() + "\" resigned " + match.resigned()
                + (match.isConnectionLost() ? " lost" : "");
    }

    private static void awaitTrue(BooleanSupplier condition, String what) {
        awaitTrue(condition, () -> what);
    }

    private static void awaitTrue(BooleanSupplier condition, Supplier<String> what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                fail("timed out waiting until " + what.get());
            }
            LockSupport.parkNanos(200_000);
        }
    }

    private static Set<String> threadNames() {
        Set<String> names = new TreeSet<>();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            names.add(thread.getName());
        }
        return names;
    }

    private static long openSockets() throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.filter(fd -> {
                try {
                    return Files.readSymbolicLink(fd).toString().startsWith("socket:");
                } catch (IOException gone) {
                    return false;
                }
            }).count();
        }
    }
}
