package dev.connectfour.net.broker;

import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.paho.client.mqttv3.MqttException;

/**
 * One game of the {@link BrokerLoad} benchmark, sending what a game sends at the protocol's default timings: every
 * {@value #TICK_MILLIS} ms a move (the two sides in turn) and a ping each way, each ping answered by a pong at once.
 * Every message is a real protocol message sealed under the connection's {@link EpochKeys} (agreed once, as a
 * guest's opening and the host's answer agree them), and opened and decoded on arrival.
 * The host's side writes and reads on one connection, the guest's on another, as two computers would.
 */
final class LoadGame {
    static final long TICK_MILLIS = 2_000;

    private final BrokerGame game;
    private final EpochKeys hostKeys;
    private final EpochKeys guestKeys;
    private final LoadConnection hostSide;
    private final LoadConnection guestSide;
    private final LoadStats stats;
    private final AtomicLong toHostCounter = new AtomicLong();
    private final AtomicLong toGuestCounter = new AtomicLong();
    /** Only on the ticking thread. */
    private int ply;
    private volatile long moveSentNanos;

    LoadGame(BrokerAddress server, SecureRandom random, LoadConnection hostSide, LoadConnection guestSide,
             LoadStats stats) throws MqttException {
        this.game = BrokerGame.create(server, random);
        Envelope envelope = game.envelope(random);
        try {
            TestSeat seat = TestSeat.create();
            this.guestKeys = EpochKeys.forGuest(envelope, random.nextLong() >>> 1, seat.publicKey(), seat.signer(),
                    new HostPin(game));
            this.hostKeys = EpochKeys.forHost(envelope, envelope.openOpening(guestKeys.seal(0, new byte[0])),
                    game.host());
            guestKeys.open(hostKeys.seal(0, new byte[0]));
            hostKeys.open(guestKeys.seal(0, new byte[0])); // both have the session keys: the game's steady state
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has Ed25519 and X25519", e);
        }
        this.hostSide = hostSide;
        this.guestSide = guestSide;
        this.stats = stats;
        hostSide.read(game.topic(Envelope.Direction.TO_HOST), payload -> arrived(Envelope.Direction.TO_HOST, payload));
        guestSide.read(game.topic(Envelope.Direction.TO_GUEST), payload -> arrived(Envelope.Direction.TO_GUEST, payload));
    }

    /** A move by the side whose turn it is, and a ping from each side. */
    void tick() {
        Envelope.Direction move = ply % 2 == 0 ? Envelope.Direction.TO_GUEST : Envelope.Direction.TO_HOST;
        moveSentNanos = System.nanoTime();
        send(move, new Message.Move(ply % 42, ply % 7, TICK_MILLIS));
        ply++;
        send(Envelope.Direction.TO_GUEST, new Message.Ping((long) ply));
        send(Envelope.Direction.TO_HOST, new Message.Ping((long) ply));
    }

    private void arrived(Envelope.Direction direction, byte[] payload) {
        Message message;
        try {
            Envelope.Opened opened = (direction == Envelope.Direction.TO_HOST ? hostKeys : guestKeys).open(payload);
            message = Codec.decode(new String(opened.plaintext(), StandardCharsets.UTF_8));
        } catch (GeneralSecurityException | ProtocolException e) {
            stats.unreadable.increment();
            return;
        }
        if (message instanceof Message.Move) {
            stats.moveArrived(System.nanoTime() - moveSentNanos);
        } else if (message instanceof Message.Ping ping) {
            send(direction == Envelope.Direction.TO_HOST ? Envelope.Direction.TO_GUEST : Envelope.Direction.TO_HOST,
                    new Message.Pong(ping.id()));
        }
    }

    private void send(Envelope.Direction direction, Message message) {
        boolean toHost = direction == Envelope.Direction.TO_HOST;
        byte[] plaintext = Codec.encode(message).getBytes(StandardCharsets.UTF_8);
        long counter = (toHost ? toHostCounter : toGuestCounter).incrementAndGet();
        byte[] sealed = (toHost ? guestKeys : hostKeys).seal(counter, plaintext);
        (toHost ? guestSide : hostSide).publish(game.topic(direction), sealed);
    }
}
