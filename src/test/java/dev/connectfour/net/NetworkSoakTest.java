package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Soak: {@value #DEFAULT_GAMES} network games over loopback, in matches of one to three games, with random legal
 * moves, random chat, timed games with lost turns, resignations, and random disconnects (the socket closed under
 * the guest, or the guest crashed and started again with the same code). Reports the exceptions and warnings (must
 * be 0), the heap after a full GC, and the network threads and sockets left open at the end (must be 0). Not part of
 * {@code verify}: {@code ./mvnw -B -o -Psoak test -Dtest=NetworkSoakTest} ({@code -Dsoak.netGames=N} for another count).
 */
@Tag("soak")
class NetworkSoakTest {
    static final int DEFAULT_GAMES = 200;
    private static final List<BoardSize> BOARDS = List.of(BoardSize.STANDARD, new BoardSize(5, 4), new BoardSize(9, 7),
            new BoardSize(4, 4));
    private static final Timing TIMING = new Timing(1_000, 3_000, 2_000, 100, 1_000, 50, 60_000, 50, 5, 1_000, 250, 2_000);

    private final SplittableRandom random = new SplittableRandom(22_2026L);
    private final List<String> problems = new ArrayList<>();
    private int games;
    private int moves;
    private int chats;
    private int turnsLost;
    private int resignations;
    private int disconnects;
    private int restarts;

    @Test
    void twoHundredNetworkGamesLeaveNothingBehind() throws Exception {
        int target = Integer.getInteger("soak.netGames", DEFAULT_GAMES);
        Handler warnings = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    problems.add(record.getLoggerName() + ": " + record.getMessage() + " " + record.getThrown());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger netLog = Logger.getLogger("dev.connectfour.net");
        netLog.addHandler(warnings);
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long socketsBefore = openSockets();
        long firstHeap = heapAfterFullGc(memory);
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
                    String line = String.format("network soak: game %3d  heap after GC %6.2f MB  %5.1f s", games,
                            heapAfterFullGc(memory) / 1048576.0, (System.nanoTime() - started) / 1e9);
                    heapReport.add(line);
                    System.err.println(line);
                }
            }
        } finally {
            netLog.removeHandler(warnings);
        }
        long lastHeap = heapAfterFullGc(memory);
        List<String> threadsLeft = Thread.getAllStackTraces().keySet().stream()
                .map(Thread::getName).filter(name -> name.startsWith(NetThreads.PREFIX)).sorted().toList();
        long socketsLeft = openSockets() - socketsBefore;
        System.err.printf("network soak: %d games, %d moves, %d chat lines, %d turns lost, %d resignations, %d disconnects"
                        + " (%d guest restarts) in %.1f s%n", games, moves, chats, turnsLost, resignations, disconnects,
                restarts, (System.nanoTime() - started) / 1e9);
        System.err.printf("network soak: %d exceptions or warnings; heap after GC first %d KB, last %d KB;"
                + " network threads left %d %s; sockets left %d%n", problems.size(), firstHeap / 1024, lastHeap / 1024,
                threadsLeft.size(), threadsLeft, socketsLeft);
        assertEquals(List.of(), problems);
        assertEquals(List.of(), threadsLeft);
        assertTrue(socketsLeft <= 0, "sockets left open: " + socketsLeft);
        assertTrue(lastHeap <= firstHeap + Math.max(8L << 20, firstHeap / 2), String.join("\n", heapReport));
    }

    /** One match of {@code count} games, ended by one side leaving. */
    private void match(int count) throws Exception {
        boolean timed = random.nextInt(3) == 0;
        MatchSettings settings = new MatchSettings(BOARDS.get(random.nextInt(BOARDS.size())),
                timed ? 1 + random.nextInt(5) : 0, StarterRule.values()[random.nextInt(StarterRule.values().length)]);
        ManualClock clock = new ManualClock();
        Loopback pair = new Loopback(settings, clock, TIMING);
        Recorder guestEvents = pair.guestEvents;
        pair.relay = new Relay(pair.host.address());
        pair.guest = NetGuest.join(pair.relay.address(), pair.host.code(), "Gustav", guestEvents, Loopback.DIRECT, TIMING,
                clock);
        pair.hostEvents.await("gameStarted");
        guestEvents.await("gameStarted");
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
    private Recorder playOneGame(Loopback pair, Recorder guestEvents, ManualClock clock) throws Exception {
        Match host = pair.hostMatch();
        while (!host.isGameOver()) {
            Match guest = guestEvents.match();
            Match mover = host.toMove() == Side.HOST ? host : guest;
            int roll = random.nextInt(100);
            if (roll < 6) {
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
                clock.advance(host.remainingMillis() + TIMING.maxLatencyMillis() + TIMING.latencyMarginMillis());
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

    /** The guest crashes and a new guest joins with the same code; the host takes it back into the match. */
    private Recorder restartGuest(Loopback pair) throws Exception {
        int lost = pair.hostEvents.count("connectionLost");
        int restored = pair.hostEvents.count("connectionRestored");
        pair.guest.stepAway();
        assertTrue(pair.guest.awaitThreadsEnded(5_000));
        pair.hostEvents.await("connectionLost", lost + 1);
        Recorder fresh = new Recorder();
        pair.guest = NetGuest.join(pair.relay.address(), pair.host.code(), "Gustav", fresh, Loopback.DIRECT, TIMING,
                pair.hostMatch() instanceof HostMatch ? clockOf(pair) : null);
        fresh.await("gameStarted");
        pair.hostEvents.await("connectionRestored", restored + 1);
        restarts++;
        disconnects++;
        return fresh;
    }

    private static MatchClock clockOf(Loopback pair) {
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

    private static void awaitTrue(BooleanSupplier condition, java.util.function.Supplier<String> what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                fail("timed out waiting until " + what.get());
            }
            LockSupport.parkNanos(200_000);
        }
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

    private static long heapAfterFullGc(MemoryMXBean memory) {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
