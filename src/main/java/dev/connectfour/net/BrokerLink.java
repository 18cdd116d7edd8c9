package dev.connectfour.net;

import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.broker.EpochKeys;
import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.LineReader;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * One side's link to the other through a message broker, for one guest connection (its epoch): the protocol's
 * messages, one per MQTT message, each sealed with the connection's {@link EpochKeys} and the next number of this
 * side's counter. What arrives is taken only if it opens under those keys (so it was written by the other end of
 * this connection: the guest holding its seat key, or the host that answered it) and its counter comes after the
 * last one taken; anything else is dropped and counted, and a forgery is logged. Pings, silence and the rate limit
 * are as on TCP ({@link Heartbeat}, {@link Connection}).
 *
 * <p>It ends exactly once, as a {@link Connection} does: lost (the broker connection went, or silence), failed (the
 * other side broke the protocol: a {@code bye} first), or closed by its owner; then {@code onEnd} lets go of what
 * carries it.
 */
final class BrokerLink implements Link {
    private static final System.Logger LOG = System.getLogger(BrokerLink.class.getName());
    private static final Base64.Encoder SEAT_TEXT = Base64.getUrlEncoder().withoutPadding();

    private final Consumer<byte[]> publish;
    private final EpochKeys keys;
    private final String seat;
    private final ScheduledExecutorService timer;
    private final Runnable onEnd;
    private final AtomicLong dropped;
    private final Heartbeat heartbeat;
    private final RateLimit rate = new RateLimit(Connection.RATE_BURST, Connection.RATE_PER_SECOND);
    private final AtomicBoolean ended = new AtomicBoolean();
    private final AtomicBoolean forgeryLogged = new AtomicBoolean();
    private volatile Link.Handler handler;
    /** Guarded by this: the sending side's counter. */
    private long counter;
    /** Guarded by {@link #arrivals}: the last counter taken. */
    private long lastCounter;
    private final Object arrivals = new Object();

    /**
     * @param publish hands a sealed message to the broker, on the topic of this side's direction; never blocks
     * @param keys    this end's keys of the connection
     * @param seated  true on the host's end: the link's {@link #seat()} is the seat key that opened the connection
     * @param onEnd   lets go of what carries the link, once it has ended; not on the caller's lock
     * @param dropped counts the messages dropped as forged, replayed or another connection's
     */
    BrokerLink(Consumer<byte[]> publish, EpochKeys keys, boolean seated, Timing timing,
               ScheduledExecutorService timer, Runnable onEnd, AtomicLong dropped) {
        this.publish = publish;
        this.keys = keys;
        this.seat = seated ? seatText(keys.seat()) : null;
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

    /** None: a wrong code on a broker is no guess (see {@link Link#peer()}). */
    @Override
    public String peer() {
        return null;
    }

    /** The seat key that signed this connection's opening, as a hello carries it; null on the guest's end. */
    @Override
    public String seat() {
        return seat;
    }

    /** A seat key's X.509 form as a hello carries it. */
    static String seatText(byte[] seat) {
        return SEAT_TEXT.encodeToString(seat);
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
        publish.accept(keys.seal(++counter, plaintext));
    }

    /**
     * A message read on the broker, on the broker client's thread: taken if it is this connection's, authentic and
     * in sequence; otherwise dropped and counted (a forgery also logged, the first on this link as a warning).
     */
    void arrived(byte[] sealed) {
        Envelope.Opened opened;
        try {
            if (Envelope.epochOf(sealed) != keys.epoch()) {
                dropped.incrementAndGet(); // another connection's: the topic carries every connection of the game
                return;
            }
            opened = keys.open(sealed);
        } catch (GeneralSecurityException e) {
            dropped.incrementAndGet();
            LOG.log(forgeryLogged.getAndSet(true) ? System.Logger.Level.DEBUG : System.Logger.Level.WARNING,
                    "dropped a message under connection {0} that did not authenticate (forged or altered): {1}",
                    Long.toHexString(keys.epoch()), e.getMessage());
            return;
        }
        take(opened);
    }

    /** An authentic message of this connection (the opening its door has opened already, or one {@link #arrived}). */
    void take(Envelope.Opened opened) {
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
        synchronized (arrivals) {
            boolean later = opened.counter() > lastCounter;
            if (later) {
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
