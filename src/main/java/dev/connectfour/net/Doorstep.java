package dev.connectfour.net;

import dev.connectfour.net.wire.Message;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The host's connections that have come in and not yet been answered. Each has {@link Timing#handshakeMillis()} to
 * say its hello; at most {@link NetHost#MAX_PENDING} wait at once, beyond which only a connection signed by the
 * guest's bound seat comes in (so that nobody can keep the rightful guest out by filling the doorstep). A refusal
 * can be sent later ({@link #refuseLater}), on the timer, never holding up the thread that read the hello; the
 * connection is not heard meanwhile. Thread-safe; it calls nothing but the links, so the host may call it with its
 * own lock held.
 */
final class Doorstep {
    private final Timing timing;
    private final ScheduledExecutorService timer;
    private final Predicate<String> isGuestSeat;
    /** Guarded by this, as are the fields below: waiting for their hello, or for its answer. */
    private final Set<Link> waiting = new HashSet<>();
    private final Set<Link> answering = new HashSet<>();
    private boolean closed;

    /** @param isGuestSeat whether a seat key (as a hello carries it) is the one the match's guest bound */
    Doorstep(Timing timing, ScheduledExecutorService timer, Predicate<String> isGuestSeat) {
        this.timing = timing;
        this.timer = timer;
        this.isGuestSeat = isGuestSeat;
    }

    /** Starts {@code connection} with {@code handshake} if there is room for it; else closes it. */
    synchronized void enter(Link connection, Link.Handler handshake) {
        if (closed || (waiting.size() + answering.size() >= NetHost.MAX_PENDING
                && !isGuestSeat.test(connection.seat()))) {
            connection.close();
            return;
        }
        waiting.add(connection);
        connection.start(handshake);
        try {
            timer.schedule(() -> timedOut(connection), timing.handshakeMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            waiting.remove(connection);
            connection.close();
        }
    }

    private synchronized void timedOut(Link connection) {
        if (waiting.remove(connection)) {
            connection.closeWith(new Message.Bye("protocol_error", "no hello within " + timing.handshakeMillis() + " ms"));
        }
    }

    /** Whether {@code connection} waits for its hello: what it says is read. */
    synchronized boolean isWaiting(Link connection) {
        return waiting.contains(connection);
    }

    /** Takes {@code connection} off the doorstep, to be let in; false if it has gone meanwhile (timed out, lost). */
    synchronized boolean take(Link connection) {
        return waiting.remove(connection);
    }

    /** Refuses {@code connection} with {@code bye} now. */
    synchronized void refuse(Link connection, Message.Bye bye) {
        if (waiting.remove(connection)) {
            connection.closeWith(bye);
        }
    }

    /** Refuses {@code connection} with {@code bye} after {@code delayMillis}, on the timer. */
    synchronized void refuseLater(Link connection, Message.Bye bye, long delayMillis) {
        if (!waiting.remove(connection)) {
            return;
        }
        answering.add(connection);
        try {
            timer.schedule(() -> refuseNow(connection, bye), delayMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            answering.remove(connection); // closed meanwhile
            connection.close();
        }
    }

    private synchronized void refuseNow(Link connection, Message.Bye bye) {
        if (answering.remove(connection)) {
            connection.closeWith(bye);
        }
    }

    /** {@code connection} has ended (lost, or failed). */
    synchronized void forget(Link connection) {
        waiting.remove(connection);
        answering.remove(connection);
    }

    /** Lets nothing in any more, and closes the connections on it. */
    synchronized void close() {
        closed = true;
        waiting.forEach(Link::close);
        answering.forEach(Link::close);
        waiting.clear();
        answering.clear();
    }
}
