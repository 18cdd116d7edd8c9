package dev.connectfour.net;

import dev.connectfour.net.wire.Message;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A link's pings, whatever carries them: a ping every {@link Timing#pingMillis()} measures the round trip, each
 * ping of the other side is answered, and nothing heard for {@link Timing#silenceMillis()} means the link is lost.
 * Thread-safe.
 */
final class Heartbeat {
    private final Timing timing;
    private final Consumer<Message> send;
    private final Consumer<String> lose;
    private volatile long lastHeardNanos = System.nanoTime();
    private volatile long rttMillis;
    private long pingId;
    private long pingSentNanos;
    private ScheduledFuture<?> pinger;

    /**
     * @param send sends a ping or a pong on the link
     * @param lose ends the link as lost, saying why
     */
    Heartbeat(Timing timing, Consumer<Message> send, Consumer<String> lose) {
        this.timing = timing;
        this.send = send;
        this.lose = lose;
    }

    /** Starts pinging on {@code timer}; false if the timer has already stopped (the owner has shut down). */
    synchronized boolean start(ScheduledExecutorService timer) {
        lastHeardNanos = System.nanoTime();
        try {
            pinger = timer.scheduleWithFixedDelay(this::ping, timing.pingMillis(), timing.pingMillis(),
                    TimeUnit.MILLISECONDS);
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    /** Something came from the other side: it is alive. */
    void heard() {
        lastHeardNanos = System.nanoTime();
    }

    /** Answers a ping and measures a pong; true if {@code message} was one of them (the link's own business). */
    boolean handled(Message message) {
        if (message instanceof Message.Ping ping) {
            send.accept(new Message.Pong(ping.id()));
            return true;
        }
        if (message instanceof Message.Pong pong) {
            pong(pong);
            return true;
        }
        return false;
    }

    /** The last measured round trip in milliseconds (0 before the first). */
    long rttMillis() {
        return rttMillis;
    }

    synchronized void stop() {
        if (pinger != null) {
            pinger.cancel(false);
        }
    }

    private void ping() {
        long silentMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastHeardNanos);
        if (silentMillis > timing.silenceMillis()) {
            lose.accept("nothing heard for " + silentMillis + " ms");
            return;
        }
        long id;
        synchronized (this) {
            id = ++pingId;
            pingSentNanos = System.nanoTime();
        }
        send.accept(new Message.Ping(id));
    }

    private synchronized void pong(Message.Pong pong) {
        if (pong.id() == pingId) {
            rttMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - pingSentNanos);
        }
    }
}
