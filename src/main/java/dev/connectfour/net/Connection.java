package dev.connectfour.net;

import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.LineReader;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One TCP connection of the protocol: a reader thread that frames, limits and decodes the lines and answers pings,
 * and a writer thread that sends queued lines at a pace within the peer's limit, so that no caller ever blocks on
 * the network. Pings every
 * {@link Timing#pingMillis()} measure the round trip; no complete line for {@link Timing#silenceMillis()} means the
 * connection is lost.
 *
 * <p>It ends exactly once: lost (socket error, end of stream, silence), failed (the other side broke the protocol:
 * a {@code bye} of reason {@code protocol_error} is sent first), or closed by its owner. The {@link Link.Handler}
 * hears of the first two; a close by the owner is silent.
 */
final class Connection implements Link {
    /** Messages a second a peer may send over time; more are a protocol error. */
    static final int RATE_PER_SECOND = 20;
    /** Messages a peer may send at once (lines bunched on the way arrive together). */
    static final int RATE_BURST = 40;
    /**
     * Messages a second this side sends at most, at once and over time: the writer waits for the rest. Half the
     * peer's limit, so that lines bunched on the way (a stalled network releasing them together) stay within it.
     */
    static final int SEND_PER_SECOND = 10;
    /** Lines waiting to be sent beyond which the other side counts as not reading: the connection is lost. */
    private static final int MAX_QUEUED = 256;
    private static final String CLOSE = new String("close"); // identity marks the end of the writer's queue
    private static final System.Logger LOG = System.getLogger(Connection.class.getName());

    private final Socket socket;
    private final Timing timing;
    private final NetThreads threads;
    private final ScheduledExecutorService timer;
    private final LinkedBlockingQueue<String> outbox = new LinkedBlockingQueue<>();
    private final AtomicBoolean ended = new AtomicBoolean();
    private final RateLimit rate = new RateLimit(RATE_BURST, RATE_PER_SECOND);
    private final RateLimit pace = new RateLimit(SEND_PER_SECOND, SEND_PER_SECOND);
    private final Heartbeat heartbeat;
    private volatile Link.Handler handler;

    Connection(Socket socket, Timing timing, NetThreads threads, ScheduledExecutorService timer) {
        this.socket = socket;
        this.timing = timing;
        this.threads = threads;
        this.timer = timer;
        this.heartbeat = new Heartbeat(timing, this::send, this::lose);
    }

    /** Starts reading, writing and pinging. */
    @Override
    public void start(Link.Handler initialHandler) {
        handler = initialHandler;
        try {
            socket.setTcpNoDelay(true);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "no TCP_NODELAY", e);
        }
        threads.start("reader", this::read);
        threads.start("writer", this::write);
        if (!heartbeat.start(timer)) {
            close(); // the owner has shut down meanwhile
        }
    }

    @Override
    public void setHandler(Link.Handler next) {
        handler = next;
    }

    /** The address the connection comes from: wrong codes are counted per address. */
    @Override
    public String peer() {
        return socket.getInetAddress().getHostAddress();
    }

    @Override
    public long rttMillis() {
        return heartbeat.rttMillis();
    }

    @Override
    public void send(Message message) {
        if (ended.get()) {
            return;
        }
        if (outbox.size() >= MAX_QUEUED) {
            lose("the other side reads nothing");
            return;
        }
        outbox.add(Codec.encode(message));
    }

    @Override
    public void close() {
        if (ended.compareAndSet(false, true)) {
            shutDown();
        }
    }

    @Override
    public void closeWith(Message.Bye bye) {
        endWith(bye);
    }

    /** Ends the connection because the other side broke the protocol: bye, then the handler's {@code failed}. */
    private void fail(String detail) {
        if (endWith(new Message.Bye("protocol_error", detail))) {
            handler.failed(this, detail);
        }
    }

    private boolean endWith(Message.Bye bye) {
        if (!ended.compareAndSet(false, true)) {
            return false;
        }
        outbox.add(Codec.encode(bye));
        outbox.add(CLOSE);
        heartbeat.stop();
        // If the other side reads nothing, the writer may never get to CLOSE: close the socket anyway. (The owner
        // keeps its timer this long after the end: NetThreads.shutDownAfter.)
        try {
            timer.schedule(this::closeSocket, timing.byeMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.log(System.Logger.Level.DEBUG, "timer already stopped; the writer closes the socket", e);
        }
        return true;
    }

    @Override
    public void drop() {
        closeSocket();
    }

    private void lose(String why) {
        if (ended.compareAndSet(false, true)) {
            shutDown();
            handler.lost(this, why);
        }
    }

    private void shutDown() {
        heartbeat.stop();
        outbox.clear();
        outbox.add(CLOSE);
        closeSocket();
    }

    private void closeSocket() {
        try {
            socket.close();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing a socket", e);
        }
    }

    private void read() {
        try {
            LineReader lines = new LineReader(new BufferedInputStream(socket.getInputStream()));
            while (!ended.get()) {
                String line = lines.readLine();
                if (line == null) {
                    lose("the other side closed the connection");
                    return;
                }
                heartbeat.heard();
                if (!rate.tryAcquire()) {
                    throw new ProtocolException("more than " + RATE_PER_SECOND + " messages a second");
                }
                Message message = Codec.decode(line);
                if (!heartbeat.handled(message) && !ended.get()) {
                    handler.received(this, message);
                }
            }
        } catch (ProtocolException e) {
            fail(e.getMessage());
        } catch (IOException e) {
            lose(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
    }

    private void write() {
        try (OutputStream out = new BufferedOutputStream(socket.getOutputStream())) {
            while (true) {
                String line = outbox.take();
                if (line == CLOSE) {
                    out.flush();
                    break;
                }
                // Once ending, the rest goes out at once: the bye must not wait for its turn past byeMillis.
                if (!pace.tryAcquire() && !ended.get()) {
                    out.flush();
                    pace.acquire();
                }
                out.write(line.getBytes(StandardCharsets.UTF_8));
                out.write('\n');
                if (outbox.isEmpty()) {
                    out.flush();
                }
            }
        } catch (IOException e) {
            lose(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closeSocket();
        }
    }
}
