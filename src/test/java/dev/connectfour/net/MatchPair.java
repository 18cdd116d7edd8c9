package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;

/**
 * A host and a guest in one match, for tests, whatever carries it ({@link Loopback}: TCP; {@link OnBroker}: a
 * broker). The guest reaches what it connects to through a {@link Relay}, which breaks its connection as a network
 * would; closing the pair checks that no thread of either side is left, then lets go of the carrier.
 *
 * @param <P> the kind of pair, so that {@link #joined} gives it back as it is
 */
abstract class MatchPair<P extends MatchPair<P>> implements AutoCloseable {
    /** Opens the host side, telling {@code events}. */
    interface HostOpener {
        NetHost open(Recorder events) throws IOException;
    }

    final Recorder hostEvents = new Recorder();
    final Recorder guestEvents = new Recorder();
    final NetHost host;
    NetGuest guest;
    Relay relay;

    MatchPair(HostOpener opener) {
        try {
            host = opener.open(hostEvents);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where the guest's connection goes, past the relay: the host's port or the broker's. */
    abstract InetSocketAddress guestTarget();

    /** A guest joining through {@link #relay()} with the right code, telling {@code events}. */
    abstract NetGuest join(Recorder events, Timing timing, MatchClock clock);

    /** Lets go of what carries the match, once both sides are closed. */
    void closeCarrier() {
    }

    abstract P self();

    /** The relay between the guest and {@link #guestTarget()}, made at first use. */
    Relay relay() {
        if (relay == null) {
            relay = new Relay(guestTarget());
        }
        return relay;
    }

    /** Joins on {@link Loopback#FAST} timings and waits until both sides have started the first game. */
    P joined(MatchClock clock) {
        return joined(clock, Loopback.FAST);
    }

    /** Joins on {@code timing} and waits until both sides have started the first game. */
    P joined(MatchClock clock, Timing timing) {
        guest = join(guestEvents, timing, clock);
        hostEvents.await("gameStarted");
        guestEvents.await("gameStarted");
        return self();
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
        } finally {
            closeCarrier();
        }
    }
}
