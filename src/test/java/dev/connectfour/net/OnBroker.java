package dev.connectfour.net;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.HostKey;
import dev.connectfour.net.broker.Mosquitto;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.security.SecureRandom;

/**
 * A host and a guest meeting on a real Mosquitto on 127.0.0.1 (see {@link MatchPair}); the guest reaches the broker
 * through the relay, the host connects to it directly. A pair that started its broker stops it when closed.
 */
final class OnBroker extends MatchPair<OnBroker> {
    final Mosquitto broker;
    final BrokerGame game;
    private final boolean ownsBroker;
    /** The key the guest's seat is bound to, as the guest keeps it across a restart. */
    final SeatKey seat = SeatKey.create(new SecureRandom());

    /** On a broker of its own, with {@link Loopback#FAST} timings. */
    OnBroker(MatchSettings settings, MatchClock clock) {
        this(Mosquitto.start(), true, settings, clock, Loopback.FAST);
    }

    /** On a broker shared with other pairs, which stays running when this pair is closed. */
    OnBroker(Mosquitto broker, MatchSettings settings, MatchClock clock, Timing timing) {
        this(broker, false, settings, clock, timing);
    }

    private OnBroker(Mosquitto broker, boolean ownsBroker, MatchSettings settings, MatchClock clock, Timing timing) {
        this(broker, ownsBroker, BrokerGame.create(broker.address(), new SecureRandom()), settings, clock, timing);
    }

    private OnBroker(Mosquitto broker, boolean ownsBroker, BrokerGame game, MatchSettings settings, MatchClock clock,
                     Timing timing) {
        super(events -> {
            try {
                return NetHost.openOnBroker(game, null, "Hannah", settings, events, Loopback.DIRECT, timing, clock);
            } catch (IOException e) {
                if (ownsBroker) {
                    broker.close();
                }
                throw e;
            }
        });
        this.broker = broker;
        this.game = game;
        this.ownsBroker = ownsBroker;
    }

    /** The invite as the guest uses it: the same game, its server reached through the relay. */
    BrokerGame throughRelay() {
        return new BrokerGame(new BrokerAddress(false, "127.0.0.1", relay().address().getPort()), game.id(),
                game.secret(), HostKey.ofFingerprint(game.host().fingerprint()));
    }

    @Override
    InetSocketAddress guestTarget() {
        return new InetSocketAddress(Loopback.LOOPBACK, broker.port());
    }

    @Override
    NetGuest join(Recorder events, Timing timing, MatchClock clock) {
        // a guest started again after one that had joined takes its seat back in that match, as the window does
        String rejoining = guest == null || guest.match() == null ? null : guest.match().matchId();
        return NetGuest.joinOnBroker(throughRelay(), null, "Gustav", seat, rejoining, events, Loopback.DIRECT, timing,
                clock);
    }

    @Override
    void closeCarrier() {
        if (ownsBroker) {
            broker.close();
        }
    }

    @Override
    OnBroker self() {
        return this;
    }
}
