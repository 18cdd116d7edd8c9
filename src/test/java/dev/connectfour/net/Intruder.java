package dev.connectfour.net;

import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.broker.EpochKeys;
import dev.connectfour.net.broker.HostPin;
import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/**
 * Someone else who has the invite link, on the same broker: reads what the guest writes to the host (it holds the
 * game's key, so it opens the guest's openings) and writes what anyone with the link can write, signed with a seat
 * key of its own.
 */
final class Intruder implements AutoCloseable {
    private final MqttClient client;
    private final BrokerGame game;
    final Envelope envelope;
    final SeatKey seat = SeatKey.create(new SecureRandom());
    private final List<byte[]> toHost = new ArrayList<>();

    Intruder(int brokerPort, BrokerGame game) throws MqttException {
        this.game = game;
        this.envelope = game.envelope(new SecureRandom());
        client = new MqttClient("tcp://127.0.0.1:" + brokerPort, "intruder", new MemoryPersistence());
        MqttConnectOptions options = new MqttConnectOptions();
        options.setCleanSession(true);
        client.connect(options);
        client.subscribe(game.topic(Envelope.Direction.TO_HOST), 1, (topic, message) -> {
            synchronized (toHost) {
                toHost.add(message.getPayload());
                toHost.notifyAll();
            }
        });
    }

    /** Waits until {@code count} messages have been written to the host, and gives the last of them. */
    byte[] awaitToHost(int count) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Recorder.TIMEOUT_MILLIS);
        synchronized (toHost) {
            while (toHost.size() < count) {
                long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
                if (left <= 0) {
                    throw new AssertionError("no " + count + " messages to the host; " + toHost.size() + " came");
                }
                toHost.wait(left);
            }
            return toHost.get(count - 1);
        }
    }

    /** What has been written to the host so far. */
    List<byte[]> readToHost() {
        synchronized (toHost) {
            return List.copyOf(toHost);
        }
    }

    /** An opening of the connection {@code epoch}, message {@code counter}, signed with this intruder's own key. */
    byte[] opening(long epoch, long counter, Message message) {
        return EpochKeys.forGuest(envelope, epoch, seat.publicKey(), seat::sign, new HostPin(game))
                .seal(counter, bytes(message));
    }

    static byte[] bytes(Message message) {
        return Codec.encode(message).getBytes(StandardCharsets.UTF_8);
    }

    void writeToHost(byte[] sealed) throws MqttException {
        client.publish(game.topic(Envelope.Direction.TO_HOST), sealed, 1, false);
    }

    void writeToGuest(byte[] sealed) throws MqttException {
        client.publish(game.topic(Envelope.Direction.TO_GUEST), sealed, 1, false);
    }

    @Override
    public void close() throws MqttException {
        client.disconnect();
        client.close();
    }
}
