package dev.connectfour.net;

import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.LineReader;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * One side's link to the other through a message broker: the protocol's messages, one per MQTT message, each sealed
 * in an {@link Envelope} under this side's epoch and the next number of its counter. What arrives has been opened
 * (authenticated) by the {@link BrokerDoor} or {@link BrokerDialer}; here it is taken only if its
 * {@code (epoch, counter)} comes after the last one taken and it answers this connection, else it is dropped and
 * counted as a replay. Pings, silence and the rate limit are as on TCP ({@link Heartbeat}, {@link Connection}).
 *
 * <p>It ends exactly once, as a {@link Connection} does: lost (the broker connection went, or silence), failed (the
 * other side broke the protocol: a {@code bye} first), or closed by its owner; then {@code onEnd} lets go of what
 * carries it.
 */
final class BrokerLink implements Link {
    private static final System.Logger LOG = System.getLogger(BrokerLink.class.getName());

    private final Consumer<byte[]> publish;
    private final Envelope envelope;
    private final Envelope.Direction outgoing;
    private final long epoch;
    private final long answering;
    private final long expecting;
    private final String peer;
    private final ScheduledExecutorService timer;
    private final Runnable onEnd;
    private final AtomicLong dropped;
    private final Heartbeat heartbeat;
    private final RateLimit rate = new RateLimit(Connection.RATE_BURST, Connection.RATE_PER_SECOND);
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile Link.Handler handler;
    /** Guarded by this: the sending side's counter. */
    private long counter;
    /** Guarded by {@link #arrivals}: the last {@code (epoch, counter)} taken. */
    private long lastEpoch = Long.MIN_VALUE;
    private long lastCounter;
    private final Object arrivals = new Object();

    /**
     * @param publish   hands a sealed message to the broker, on the topic of {@code outgoing}; never blocks
     * @param epoch     this connection's epoch ({@link #newEpoch}), on everything it sends
     * @param answering the epoch of the guest connection the host's link answers, on everything it sends; 0 for the
     *                  guest's link, whose messages answer no one
     * @param expecting what must be answered by everything taken: the guest's link its own epoch; 0 for the host's
     * @param peer      who is at the other end, for counting wrong codes: the game
     * @param onEnd     lets go of what carries the link, once it has ended; not on the caller's lock
     * @param dropped   counts the messages dropped as replayed or misdirected
     */
    BrokerLink(Consumer<byte[]> publish, Envelope envelope, Envelope.Direction outgoing, long epoch, long answering,
               long expecting, String peer, Timing timing, ScheduledExecutorService timer, Runnable onEnd, AtomicLong dropped) {
        this.publish = publish;
        this.envelope = envelope;
        this.outgoing = outgoing;
        this.epoch = epoch;
        this.answering = answering;
        this.expecting = expecting;
        this.peer = peer;
        this.timer = timer;
        this.onEnd = onEnd;
        this.dropped = dropped;
        this.heartbeat = new Heartbeat(timing, this::send, this::lose);
    }

    /**
     * A new connection's epoch: the wall clock's milliseconds with 16 random bits below, so that a connection made
     * later, also by the program started again, has a greater one.
     */
    static long newEpoch(SecureRandom random) {
        return System.currentTimeMillis() << 16 | random.nextInt(1 << 16);
    }

    @Override
    public void start(Link.Handler first) {
        handler = first;
        if (!heartbeat.start(timer)) {
            close(); // the owner has shut down meanwhile
        }
    }

    @Override
    public void setHandler(Link.Handler next) {
        handler = next;
    }

    @Override
    public String peer() {
        return peer;
    }

    @Override
    public long rttMillis() {
        return heartbeat.rttMillis();
    }

    @Override
    public void send(Message message) {
        if (!ended.get()) {
            seal(message);
        }
    }

    private synchronized void seal(Message message) {
        byte[] plaintext = Codec.encode(message).getBytes(StandardCharsets.UTF_8);
        publish.accept(envelope.seal(outgoing, epoch, ++counter, answering, plaintext));
    }

    /**
     * An authentic message for this game and direction, on the broker client's thread. Taken if it comes after the
     * last one taken and answers this connection; otherwise dropped and counted.
     */
    void arrived(Envelope.Opened opened) {
        if (!inSequence(opened)) {
            dropped.incrementAndGet();
            return;
        }
        Link.Handler current = handler;
        if (current == null || ended.get()) {
            return;
        }
        heartbeat.heard();
        try {
            if (opened.plaintext().length > LineReader.MAX_LINE_BYTES) {
                throw new ProtocolException("a message longer than " + LineReader.MAX_LINE_BYTES + " bytes");
            }
            if (!rate.tryAcquire()) {
                throw new ProtocolException("more than " + Connection.RATE_PER_SECOND + " messages a second");
            }
            Message message = Codec.decode(new String(opened.plaintext(), StandardCharsets.UTF_8));
            if (!heartbeat.handled(message) && !ended.get()) {
                current.received(this, message);
            }
        } catch (ProtocolException e) {
            fail(e.getMessage());
        }
    }

    private boolean inSequence(Envelope.Opened opened) {
        if (opened.peerEpoch() != expecting) {
            return false;
        }
        synchronized (arrivals) {
            boolean later = opened.senderEpoch() > lastEpoch
                    || (opened.senderEpoch() == lastEpoch && opened.counter() > lastCounter);
            if (later) {
                lastEpoch = opened.senderEpoch();
                lastCounter = opened.counter();
            }
            return later;
        }
    }

    @Override
    public void closeWith(Message.Bye bye) {
        if (!ended.get()) {
            seal(bye);
        }
        close();
    }

    @Override
    public void close() {
        if (ended.compareAndSet(false, true)) {
            heartbeat.stop();
            onEnd.run();
        }
    }

    /** As a network failure would: the handler hears {@code lost}, later, on the timer. */
    @Override
    public void drop() {
        if (ended.compareAndSet(false, true)) {
            heartbeat.stop();
            onEnd.run();
            Link.Handler current = handler;
            if (current != null) {
                try {
                    timer.execute(() -> current.lost(this, "dropped"));
                } catch (RejectedExecutionException e) {
                    LOG.log(System.Logger.Level.DEBUG, "owner already shut down", e);
                }
            }
        }
    }

    /** The connection that carries the link is gone, or the other side fell silent. */
    void lose(String why) {
        if (ended.compareAndSet(false, true)) {
            heartbeat.stop();
            onEnd.run();
            Link.Handler current = handler;
            if (current != null) {
                current.lost(this, why);
            }
        }
    }

    private void fail(String detail) {
        if (ended.get()) {
            return;
        }
        seal(new Message.Bye("protocol_error", detail));
        if (ended.compareAndSet(false, true)) {
            heartbeat.stop();
            onEnd.run();
            handler.failed(this, detail);
        }
    }
}
