package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Mosquitto;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.security.SecureRandom;

/**
 * A host and a guest meeting on a real Mosquitto on 127.0.0.1, with {@link Loopback#FAST} timings; closing it
 * checks that no thread is left and stops the broker. The guest reaches the broker through a {@link Relay}, which
 * breaks its connection as a network would; the host connects to the broker directly.
 */
final class OnBroker implements AutoCloseable {
    final Mosquitto broker;
    final BrokerGame game;
    final Recorder hostEvents = new Recorder();
    final Recorder guestEvents = new Recorder();
    final NetHost host;
    NetGuest guest;
    Relay relay;

    OnBroker(MatchSettings settings, MatchClock clock) {
        this(Mosquitto.start(), settings, clock);
    }

    OnBroker(Mosquitto broker, MatchSettings settings, MatchClock clock) {
        this.broker = broker;
        this.game = BrokerGame.create(broker.address(), new SecureRandom());
        try {
            host = NetHost.openOnBroker(game, null, "Hannah", settings, hostEvents, Loopback.DIRECT, Loopback.FAST,
                    clock);
        } catch (IOException e) {
            broker.close();
            throw new UncheckedIOException(e);
        }
    }

    /** The invite as the guest uses it: the same game, its server reached through the relay. */
    BrokerGame throughRelay() {
        if (relay == null) {
            relay = new Relay(new InetSocketAddress(Loopback.LOOPBACK, broker.port()));
        }
        return new BrokerGame(new BrokerAddress(false, "127.0.0.1", relay.address().getPort()), game.id(),
                game.secret());
    }

    /** Joins with the invite and waits until both sides have started the first game. */
    OnBroker joined(MatchClock clock) {
        guest = NetGuest.joinOnBroker(throughRelay(), null, "Gustav", guestEvents, Loopback.DIRECT, Loopback.FAST, clock);
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
            host.close();
            assertTrue(host.awaitThreadsEnded(5_000), "the host's threads end");
            if (relay != null) {
                relay.close();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the threads to end", e);
        } finally {
            broker.close();
        }
    }
}
