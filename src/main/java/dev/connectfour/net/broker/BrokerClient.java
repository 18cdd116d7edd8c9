package dev.connectfour.net.broker;

import java.io.IOException;
import java.security.SecureRandom;
import java.security.cert.CertificateException;
import java.util.HexFormat;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.IMqttToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.ScheduledExecutorPingSender;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/**
 * One connection to a broker (MQTT 3.1.1, Eclipse Paho), reading one topic: what arrives goes to the
 * {@link Listener} on the client's callback thread; messages go out at QoS 1 without blocking. A clean session: what
 * a side misses while it is away is asked for again by the protocol's own {@code resume}, so the broker keeps nothing
 * for a game once its clients are gone.
 *
 * <p>The broker notices a dead client after 1.5 × the keep-alive ({@value #KEEP_ALIVE_SECONDS} s), and this side a
 * dead broker as soon as its TCP connection fails or a keep-alive goes unanswered; the game's own pings notice a
 * silent peer within 10 s. All of the client's threads are daemon threads named {@code <threadPrefix>mqtt};
 * {@link #close()} waits until they have ended. Never call {@link #close()} from a listener's method.
 */
public final class BrokerClient implements AutoCloseable {
    /** How often the client proves it is alive to the broker, in seconds. */
    static final int KEEP_ALIVE_SECONDS = 4;
    private static final int MAX_IN_FLIGHT = 64;
    private static final long CLOSE_MILLIS = 1_000;
    private static final System.Logger LOG = System.getLogger(BrokerClient.class.getName());

    /** What the client hears. */
    public interface Listener {
        /** A message on the topic read; on the client's callback thread. */
        void arrived(byte[] payload);

        /** The connection to the broker is gone; nothing more arrives. */
        void lost(String why);
    }

    /** The broker refused this login (a wrong or missing user name or password). */
    public static final class LoginRefusedException extends IOException {
        private static final long serialVersionUID = 1L;

        LoginRefusedException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * The broker's TLS certificate is not one to trust: no authority of the trust store signed it, or it names
     * another server than the address does.
     */
    public static final class UntrustedServerException extends IOException {
        private static final long serialVersionUID = 1L;

        UntrustedServerException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final MqttAsyncClient client;
    private final ScheduledThreadPoolExecutor threads;

    private BrokerClient(MqttAsyncClient client, ScheduledThreadPoolExecutor threads) {
        this.client = client;
        this.threads = threads;
    }

    /**
     * Connects to the login's server, reads {@code topic} and tells {@code listener}; blocks up to about
     * {@code timeoutMillis} twice (connecting, subscribing).
     *
     * @throws LoginRefusedException   if the broker refuses the login
     * @throws UntrustedServerException if the broker's TLS certificate is not trusted, or names another server
     * @throws IOException           if the broker cannot be reached, or does not let this client read the topic
     */
    public static BrokerClient connect(Credentials login, String topic, Listener listener, long timeoutMillis,
                                       String threadPrefix, SecureRandom random) throws IOException {
        ScheduledThreadPoolExecutor threads = new ScheduledThreadPoolExecutor(6, body -> {
            Thread thread = new Thread(body, threadPrefix + "mqtt");
            thread.setDaemon(true);
            return thread;
        });
        MqttAsyncClient client;
        try {
            client = new MqttAsyncClient(login.server().clientUri(), clientId(random), new MemoryPersistence(),
                    new ScheduledExecutorPingSender(threads), threads);
        } catch (MqttException | IllegalArgumentException e) {
            threads.shutdownNow();
            throw new IOException("not a server address: " + login.server(), e);
        }
        BrokerClient connection = new BrokerClient(client, threads);
        client.setCallback(new MqttCallback() {
            @Override
            public void connectionLost(Throwable cause) {
                listener.lost(cause == null ? "connection lost" : String.valueOf(cause.getMessage()));
            }

            @Override
            public void messageArrived(String from, MqttMessage message) {
                try {
                    listener.arrived(message.getPayload());
                } catch (RuntimeException e) {
                    // Paho would drop the connection; one bad message must not end the game
                    LOG.log(System.Logger.Level.WARNING, "a message from the broker could not be handled", e);
                }
            }

            @Override
            public void deliveryComplete(IMqttDeliveryToken token) {
            }
        });
        try {
            client.connect(options(login, timeoutMillis)).waitForCompletion(timeoutMillis + 1_000);
            IMqttToken subscribed = client.subscribe(topic, 1);
            subscribed.waitForCompletion(timeoutMillis);
            int[] granted = subscribed.getGrantedQos();
            if (granted == null || granted.length != 1 || granted[0] > 2) {
                throw new IOException("the server does not let this game read " + topic);
            }
        } catch (MqttException e) {
            connection.close();
            if (e.getReasonCode() == MqttException.REASON_CODE_FAILED_AUTHENTICATION
                    || e.getReasonCode() == MqttException.REASON_CODE_NOT_AUTHORIZED) {
                throw new LoginRefusedException("the server refused the login", e);
            }
            if (causedBy(e, CertificateException.class)) {
                throw new UntrustedServerException("the certificate of " + login.server()
                        + " is not trusted here, or is for another server", e);
            }
            throw new IOException("cannot reach " + login.server() + ": " + e.getMessage(), e);
        } catch (IOException | RuntimeException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    private static MqttConnectOptions options(Credentials login, long timeoutMillis) {
        MqttConnectOptions options = new MqttConnectOptions();
        options.setMqttVersion(MqttConnectOptions.MQTT_VERSION_3_1_1);
        options.setCleanSession(true);
        options.setAutomaticReconnect(false); // the game reconnects, and resumes the match itself
        options.setKeepAliveInterval(KEEP_ALIVE_SECONDS);
        options.setConnectionTimeout((int) Math.max(1, TimeUnit.MILLISECONDS.toSeconds(timeoutMillis + 999)));
        options.setMaxInflight(MAX_IN_FLIGHT);
        if (login.hasUser()) {
            options.setUserName(login.user());
            options.setPassword(login.password().toCharArray());
        }
        return options;
    }

    private static boolean causedBy(Throwable failure, Class<? extends Throwable> kind) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (kind.isInstance(cause)) {
                return true;
            }
        }
        return false;
    }

    private static String clientId(SecureRandom random) {
        byte[] bytes = new byte[10];
        random.nextBytes(bytes);
        return "cf-" + HexFormat.of().formatHex(bytes); // 23 characters, the most MQTT 3.1.1 promises
    }

    /** Sends {@code payload} to {@code topic} at QoS 1; false if it could not be handed to the broker now. */
    public boolean publish(String topic, byte[] payload) {
        try {
            client.publish(topic, payload, 1, false);
            return true;
        } catch (MqttException e) {
            LOG.log(System.Logger.Level.DEBUG, "not sent: {0}", e.getMessage());
            return false;
        }
    }

    /** Disconnects and waits until the client's threads have ended. Idempotent. */
    @Override
    public void close() {
        try {
            if (client.isConnected()) {
                client.disconnect(CLOSE_MILLIS).waitForCompletion(CLOSE_MILLIS); // the last messages (a bye) go out first
            }
        } catch (MqttException e) {
            LOG.log(System.Logger.Level.DEBUG, "disconnecting from the broker", e);
        }
        try {
            client.disconnectForcibly(0, CLOSE_MILLIS, false);
        } catch (MqttException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing the connection to the broker", e);
        }
        try {
            client.close(true);
        } catch (MqttException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing the MQTT client", e);
        }
        threads.shutdownNow();
        try {
            threads.awaitTermination(CLOSE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
