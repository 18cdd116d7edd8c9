package dev.connectfour.net;

import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.broker.EpochKeys;
import dev.connectfour.net.broker.HostPin;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Reaches a host through a broker: each attempt is a connection of its own to the broker, reading the game's
 * {@code to-guest} topic under a fresh epoch, and a {@link BrokerLink} writing to {@code to-host}, its messages
 * signed by the guest's {@link SeatKey} until the host has answered (see {@link EpochKeys}). Only an answer signed
 * by the game's host key is taken: the invite link's, or with a short code the first one taken, for every attempt
 * of this guest ({@link HostPin}). What arrives that does not open under this attempt's keys is dropped and counted,
 * and the attempt goes on waiting for its host.
 */
final class BrokerDialer implements Dialer {
    private final BrokerGame game;
    private final Credentials login;
    private final Timing timing;
    private final SeatKey seat;
    private final SecureRandom random = new SecureRandom();
    private final Envelope envelope;
    private final HostPin host;
    private final AtomicLong dropped = new AtomicLong();

    BrokerDialer(BrokerGame game, Credentials login, Timing timing, SeatKey seat) {
        this.game = game;
        this.login = login;
        this.timing = timing;
        this.seat = seat;
        this.envelope = game.envelope(random);
        this.host = new HostPin(game);
    }

    @Override
    public Link dial(NetThreads threads, ScheduledExecutorService timer) throws IOException {
        AtomicReference<BrokerClient> client = new AtomicReference<>();
        String toHost = game.topic(Envelope.Direction.TO_HOST);
        EpochKeys keys = EpochKeys.forGuest(envelope, BrokerLink.newEpoch(random), seat.publicKey(), seat::sign,
                host);
        BrokerLink link = new BrokerLink(sealed -> {
            BrokerClient current = client.get();
            if (current != null) {
                current.publish(toHost, sealed);
            }
        }, keys, false, timing, timer, () -> {
            BrokerClient last = client.getAndSet(null);
            if (last != null) {
                threads.start("mqtt-close", last::close); // never on the client's own thread
            }
        }, dropped);
        client.set(BrokerClient.connect(login, game.topic(Envelope.Direction.TO_GUEST), new BrokerClient.Listener() {
            @Override
            public void arrived(byte[] payload) {
                link.arrived(payload);
            }

            @Override
            public void lost(String why) {
                link.lose("the connection to the server is lost: " + why);
            }
        }, timing.connectMillis(), threads.prefix(), random));
        return link;
    }

    @Override
    public EndReason reasonFor(IOException failure) {
        if (failure instanceof BrokerClient.LoginRefusedException) {
            return EndReason.LOGIN_REFUSED;
        }
        return failure instanceof BrokerClient.UntrustedServerException ? EndReason.SERVER_UNTRUSTED
                : EndReason.SERVER_UNREACHABLE;
    }

    @Override
    public EndReason unanswered() {
        return EndReason.NO_GAME;
    }

    /** Messages dropped on this guest's side: forged, altered, replayed, another connection's or host's. */
    @Override
    public long dropped() {
        return dropped.get();
    }
}
