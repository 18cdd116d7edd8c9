package dev.connectfour.net.broker;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.ScheduledExecutorPingSender;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/**
 * One MQTT connection of the {@link BrokerLoad} benchmark, set up as the game's {@link BrokerClient} (MQTT 3.1.1, a
 * clean session, its keep-alive, QoS 1), carrying one side of one or more games: each topic it reads goes to its own
 * route. Paho gives every connection three threads of its own (sending, receiving, calling back); the keep-alive
 * pings of all connections share one scheduler.
 */
final class LoadConnection implements AutoCloseable {
    private static final long WAIT_MILLIS = 20_000;

    private final MqttAsyncClient client;
    private final Map<String, Consumer<byte[]>> routes = new ConcurrentHashMap<>();
    private final LoadStats stats;

    LoadConnection(BrokerAddress server, String clientId, ScheduledExecutorService pings, int games, LoadStats stats)
            throws MqttException {
        this.stats = stats;
        client = new MqttAsyncClient(server.clientUri(), clientId, new MemoryPersistence(),
                new ScheduledExecutorPingSender(pings), null);
        client.setCallback(new MqttCallback() {
            @Override
            public void connectionLost(Throwable cause) {
                stats.lost.increment();
            }

            @Override
            public void messageArrived(String topic, MqttMessage message) {
                stats.delivered.increment();
                Consumer<byte[]> route = routes.get(topic);
                if (route != null) {
                    route.accept(message.getPayload());
                }
            }

            @Override
            public void deliveryComplete(IMqttDeliveryToken token) {
            }
        });
        MqttConnectOptions options = new MqttConnectOptions();
        options.setMqttVersion(MqttConnectOptions.MQTT_VERSION_3_1_1);
        options.setCleanSession(true);
        options.setAutomaticReconnect(false);
        options.setKeepAliveInterval(BrokerClient.KEEP_ALIVE_SECONDS);
        options.setConnectionTimeout((int) (WAIT_MILLIS / 1000));
        options.setMaxInflight(64 * games); // the game's window, for each game carried
        client.connect(options).waitForCompletion(WAIT_MILLIS);
    }

    /** Reads {@code topic}, handing what arrives to {@code route} (on this connection's callback thread). */
    void read(String topic, Consumer<byte[]> route) throws MqttException {
        routes.put(topic, route);
        client.subscribe(topic, 1).waitForCompletion(WAIT_MILLIS);
    }

    /** Sends at QoS 1 without waiting; a message that cannot be handed over now is counted as failed. */
    void publish(String topic, byte[] payload) {
        try {
            client.publish(topic, payload, 1, false);
            stats.published.increment();
        } catch (MqttException e) {
            stats.failed.increment();
        }
    }

    @Override
    public void close() {
        try {
            if (client.isConnected()) {
                client.disconnect(1_000).waitForCompletion(2_000);
            }
            client.close(true);
        } catch (MqttException e) {
            stats.failed.increment();
        }
    }
}
