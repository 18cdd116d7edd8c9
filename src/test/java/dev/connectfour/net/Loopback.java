package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.util.concurrent.Executor;

/**
 * A host and a guest over 127.0.0.1 with short timings, for tests; closing it checks that no thread is left. The
 * guest joins through a {@link Relay}, which breaks the connection between them as a network would.
 */
final class Loopback implements AutoCloseable {
    /** Short timings: pings every 500 ms, silence after 2 s, a bye's 100 ms, wrong codes answered after 50 ms, lock-out 1 s. */
    static final Timing FAST = new Timing(500, 2_000, 1_000, 100, 1_000, 50, 60_000, 50, 5, 1_000, 250, 2_000);
    static final Executor DIRECT = Runnable::run;
    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    final Recorder hostEvents = new Recorder();
    final Recorder guestEvents = new Recorder();
    final NetHost host;
    NetGuest guest;
    Relay relay;

    Loopback(MatchSettings settings, MatchClock clock) {
        this(settings, clock, FAST);
    }

    Loopback(MatchSettings settings, MatchClock clock, Timing timing) {
        try {
            host = NetHost.open(new HostOptions(LOOPBACK, 0, "Hannah", settings), hostEvents, DIRECT, timing, clock);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static MatchSettings untimed(StarterRule starter) {
        return new MatchSettings(BoardSize.STANDARD, 0, starter);
    }

    static MatchSettings timed(int seconds, StarterRule starter) {
        return new MatchSettings(BoardSize.STANDARD, seconds, starter);
    }

    /** Joins through a new relay with the right code and waits until both sides have started the first game. */
    Loopback joined(MatchClock clock) {
        relay = new Relay(host.address());
        guest = NetGuest.join(relay.address(), host.code(), "Gustav", guestEvents, DIRECT, FAST, clock);
        hostEvents.await("gameStarted");
        guestEvents.await("gameStarted");
        return this;
    }

    Match hostMatch() {
        return host.match();
    }

    Match guestMatch() {
        return guest.match();
    }

    @Override
    public void close() {
        try {
            if (guest != null) {
                guest.close();
                assertTrue(guest.awaitThreadsEnded(5_000), "the guest's threads end");
            }
            if (relay != null) {
                relay.close();
            }
            host.close();
            assertTrue(host.awaitThreadsEnded(5_000), "the host's threads end");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the threads to end", e);
        }
    }
}
