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
 * Every message is a real protocol message sealed in the game's {@link Envelope}, and opened and decoded on arrival.
 * The host's side writes and reads on one connection, the guest's on another, as two computers would.
 */
final class LoadGame {
    static final long TICK_MILLIS = 2_000;

    private final BrokerGame game;
    private final Envelope envelope;
    private final LoadConnection hostSide;
    private final LoadConnection guestSide;
    private final LoadStats stats;
    private final long hostEpoch;
    private final long guestEpoch;
    private final AtomicLong toHostCounter = new AtomicLong();
    private final AtomicLong toGuestCounter = new AtomicLong();
    /** Only on the ticking thread. */
    private int ply;
    private volatile long moveSentNanos;

    LoadGame(BrokerAddress server, SecureRandom random, LoadConnection hostSide, LoadConnection guestSide,
             LoadStats stats) throws MqttException {
        this.game = BrokerGame.create(server, random);
        this.envelope = game.envelope(random);
        this.hostSide = hostSide;
        this.guestSide = guestSide;
        this.stats = stats;
        this.hostEpoch = random.nextLong() >>> 1;
        this.guestEpoch = random.nextLong() >>> 1;
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
            Envelope.Opened opened = envelope.open(direction, payload);
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
        byte[] sealed = envelope.seal(direction, toHost ? guestEpoch : hostEpoch,
                (toHost ? toHostCounter : toGuestCounter).incrementAndGet(), toHost ? 0 : guestEpoch, plaintext);
        (toHost ? guestSide : hostSide).publish(game.topic(direction), sealed);
    }
}
