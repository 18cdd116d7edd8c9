package dev.connectfour.net;

import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Joins a match as its guest, and keeps it joined: after a lost connection it reconnects every
 * {@link Timing#retryMillis()} with a hello that names the match, until the host takes it back or the match is
 * abandoned. A guest started afresh with the same code is taken back just the same (the code is the key), unless
 * its seat is bound to a {@link SeatKey}: then only a guest holding that key is (see {@link #joinOnBroker}).
 */
public final class NetGuest implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(NetGuest.class.getName());

    private final Dialer dialer;
    private final String code;
    /** The key this guest's seat is bound to; null: none (the code alone takes the seat back). */
    private final SeatKey seat;
    /** The match this guest, started again, rejoins; null for a first join. */
    private final String rejoining;
    private final String name;
    private final MatchListener listener;
    private final SerialExecutor events;
    private final Timing timing;
    private final NetThreads threads = new NetThreads("guest");
    private final ScheduledExecutorService timer = threads.timer();
    private final MatchClock clock;
    /** The connection being set up (hello sent, no welcome yet); null otherwise. */
    private Link connecting;
    private GuestMatch match;
    private boolean closed;

    private NetGuest(Dialer dialer, String code, SeatKey seat, String rejoining, String name, MatchListener listener,
                     Executor events, Timing timing, MatchClock clock) {
        this.dialer = Objects.requireNonNull(dialer, "dialer");
        this.seat = seat;
        this.rejoining = rejoining;
        this.code = Objects.requireNonNull(code, "code").strip();
        if (this.code.isEmpty() || this.code.length() > Message.MAX_CODE_LENGTH) {
            throw new IllegalArgumentException("the code is the " + JoinCode.LENGTH
                    + " letters and digits the host shows");
        }
        this.name = Protocol.checkName(name);
        this.listener = Objects.requireNonNull(listener, "listener");
        this.events = new SerialExecutor(Objects.requireNonNull(events, "events"));
        this.timing = timing;
        this.clock = clock == null ? MatchClock.system(timer) : clock;
    }

    /**
     * Asynchronous: the result comes as {@code listener.joined(match)} then {@code gameStarted}, or
     * {@code listener.ended(null, reason)}: {@link EndReason#UNREACHABLE}, {@link EndReason#WRONG_CODE},
     * {@link EndReason#LOCKED_OUT}, {@link EndReason#GAME_FULL}, {@link EndReason#INCOMPATIBLE_VERSION} or
     * {@link EndReason#PROTOCOL_ERROR}.
     *
     * @throws IllegalArgumentException if the name is not a valid display name, or the code is empty or far too long
     */
    public static NetGuest join(InetSocketAddress host, String code, String name, MatchListener listener,
                                Executor events) {
        return join(host, code, name, listener, events, Timing.DEFAULT, null);
    }

    /** As {@link #join(InetSocketAddress, String, String, MatchListener, Executor)}, on other timings and clock. */
    static NetGuest join(InetSocketAddress host, String code, String name, MatchListener listener, Executor events,
                         Timing timing, MatchClock clock) {
        return started(new NetGuest(new TcpDialer(Objects.requireNonNull(host, "host"), timing), code, null, null,
                name, listener, events, timing, clock));
    }

    /**
     * Joins the match of {@code game} on its broker, as {@code name}, its seat bound to a new {@link SeatKey};
     * asynchronous, as {@link #join}. Besides its outcomes: {@link EndReason#NO_GAME} (no host answers: a wrong or
     * expired invite), {@link EndReason#SERVER_UNREACHABLE} and {@link EndReason#LOGIN_REFUSED}.
     *
     * @param login the login stored for a server; given to {@code game}'s server only if it is that one
     */
    public static NetGuest joinOnBroker(BrokerGame game, Credentials login, String name, MatchListener listener,
                                        Executor events) {
        return joinOnBroker(game, login, name, SeatKey.create(new SecureRandom()), null, listener, events);
    }

    /**
     * As {@link #joinOnBroker(BrokerGame, Credentials, String, MatchListener, Executor)}, with the seat bound to
     * {@code seat}; with {@code rejoining}, a guest started again takes back its seat in that match (a host that
     * does not have it waiting answers {@link EndReason#GAME_FULL}).
     *
     * @param rejoining the match id this guest had joined, or null for a first join
     */
    public static NetGuest joinOnBroker(BrokerGame game, Credentials login, String name, SeatKey seat,
                                        String rejoining, MatchListener listener, Executor events) {
        return joinOnBroker(game, login, name, seat, rejoining, listener, events, Timing.DEFAULT, null);
    }

    /** As {@link #joinOnBroker(BrokerGame, Credentials, String, MatchListener, Executor)}, on other timings and clock. */
    static NetGuest joinOnBroker(BrokerGame game, Credentials login, String name, MatchListener listener,
                                 Executor events, Timing timing, MatchClock clock) {
        return joinOnBroker(game, login, name, SeatKey.create(new SecureRandom()), null, listener, events, timing,
                clock);
    }

    /** As {@link #joinOnBroker(BrokerGame, Credentials, String, SeatKey, String, MatchListener, Executor)}, on other timings and clock. */
    static NetGuest joinOnBroker(BrokerGame game, Credentials login, String name, SeatKey seat, String rejoining,
                                 MatchListener listener, Executor events, Timing timing, MatchClock clock) {
        Objects.requireNonNull(seat, "seat");
        Dialer dialer = new BrokerDialer(game, Credentials.forServer(login, game.server()), timing, seat);
        return started(new NetGuest(dialer, game.secret(), seat, rejoining, name,
                listener, events, timing, clock));
    }

    private static NetGuest started(NetGuest guest) {
        guest.threads.start("connect", guest::connect);
        return guest;
    }

    /** The match, once the host has welcomed this guest; null before. */
    public synchronized Match match() {
        return match;
    }

    /** Cancels joining, or leaves the match (the host hears bye). Idempotent. */
    @Override
    public void close() {
        GuestMatch current;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            current = match;
        }
        if (current != null) {
            current.leave();
        } else {
            release();
            events.execute(() -> listener.ended(null, EndReason.LEFT));
        }
    }

    /** Messages dropped unread on this guest's side, as not its host's; for tests. */
    long dropped() {
        return dialer.dropped();
    }

    /** Waits until every thread of this guest has ended (after a close or the end of the match); for tests. */
    boolean awaitThreadsEnded(long timeoutMillis) throws InterruptedException {
        return threads.awaitEnd(timeoutMillis);
    }

    /**
     * Steps away from the match without leaving it: the connection closes without a bye and no event follows, so the
     * host sees a lost connection and keeps the match for {@link Protocol#RECONNECT_WINDOW_MILLIS}, for this guest,
     * started again, to rejoin with the code. For a game closed in the middle; {@link #close()} leaves.
     */
    public void stepAway() {
        GuestMatch current;
        synchronized (this) {
            closed = true;
            current = match;
        }
        if (current != null) {
            current.stopSilently();
        }
        release();
    }

    /** One attempt to connect and say hello; on a connection thread of its own. */
    private void connect() {
        Link connection;
        try {
            connection = dialer.dial(threads, timer);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "cannot reach the host", e);
            attemptFailed(dialer.reasonFor(e));
            return;
        }
        GuestMatch known;
        synchronized (this) {
            if (closed || (match != null && !match.isConnectionLost())) {
                connection.close();
                return;
            }
            connecting = connection;
            known = match;
        }
        // the hello is queued first, so that it is the first line even if the first ping falls due at once
        connection.send(hello(known == null ? rejoining : known.matchId()));
        connection.start(new Handshake());
        try {
            timer.schedule(() -> handshakeTimedOut(connection), timing.handshakeMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            connection.close();
        }
    }

    /** The hello for joining, or for rejoining {@code matchId}: with the seat's key and, rejoining, its proof. */
    private Message.Hello hello(String matchId) {
        if (seat == null) {
            return new Message.Hello(Protocol.VERSION, name, code, matchId);
        }
        return new Message.Hello(Protocol.VERSION, name, code, matchId, seat.seat(),
                matchId == null ? null : seat.proof(matchId));
    }

    private void handshakeTimedOut(Link connection) {
        synchronized (this) {
            if (connecting != connection) {
                return;
            }
            connecting = null;
        }
        connection.close();
        attemptFailed(dialer.unanswered());
    }

    /**
     * An attempt failed without an answer: a first join ends with {@code reason}; a match waiting for its
     * connection tries again after a while (it is abandoned by its own deadline).
     */
    private void attemptFailed(EndReason reason) {
        GuestMatch waiting = waitingMatchOrEnd(reason);
        if (waiting != null && waiting.isConnectionLost()) {
            retryLater();
        }
    }

    /** The host answered with bye instead of a welcome: that is final, for a first join and for a rejoin alike. */
    private void refused(EndReason reason) {
        GuestMatch waiting = waitingMatchOrEnd(reason);
        if (waiting != null) {
            waiting.abandonWith(reason);
        }
    }

    /**
     * The match waiting for its connection. Without one (a first join), the join ends with {@code reason} and the
     * answer is null, as it is once this guest is closed.
     */
    private GuestMatch waitingMatchOrEnd(EndReason reason) {
        GuestMatch waiting;
        synchronized (this) {
            if (closed) {
                return null;
            }
            waiting = match;
            if (waiting == null) {
                closed = true;
            }
        }
        if (waiting == null) {
            release();
            events.execute(() -> listener.ended(null, reason));
        }
        return waiting;
    }

    private void retryLater() {
        try {
            timer.schedule(() -> threads.start("connect", this::connect), timing.retryMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.log(System.Logger.Level.DEBUG, "guest already released", e);
        }
    }

    /** Until the welcome and the resume: the host's answer to the hello. */
    private final class Handshake implements Link.Handler {
        private Message.Welcome welcome;

        @Override
        public void received(Link connection, Message message) throws ProtocolException {
            if (message instanceof Message.Bye bye) {
                connection.close();
                if (finishHandshake(connection)) {
                    LOG.log(System.Logger.Level.DEBUG, "the host refused: {0} {1}", bye.reason(),
                            bye.detail() == null ? "" : bye.detail());
                    refused(bye.reason().equals("left") ? EndReason.PEER_LEFT
                            : EndReason.valueOf(bye.reason().toUpperCase(Locale.ROOT)));
                }
            } else if (message instanceof Message.Welcome first && welcome == null) {
                welcome = first;
            } else if (message instanceof Message.Resume resume && welcome != null) {
                if (finishHandshake(connection)) {
                    try {
                        welcomed(welcome, resume, connection);
                    } catch (ProtocolException e) {
                        refused(EndReason.PROTOCOL_ERROR);
                        throw e;
                    }
                }
            } else {
                throw new ProtocolException("expected welcome and resume, got " + Codec.type(message));
            }
        }

        @Override
        public void lost(Link connection, String why) {
            if (finishHandshake(connection)) {
                attemptFailed(EndReason.UNREACHABLE);
            }
        }

        @Override
        public void failed(Link connection, String detail) {
            if (finishHandshake(connection)) {
                refused(EndReason.PROTOCOL_ERROR);
            }
        }
    }

    /** True if {@code connection} was the one being set up (and no longer is). */
    private synchronized boolean finishHandshake(Link connection) {
        if (connecting != connection) {
            return false;
        }
        connecting = null;
        return true;
    }

    private void welcomed(Message.Welcome welcome, Message.Resume resume, Link connection)
            throws ProtocolException {
        GuestMatch known;
        synchronized (this) {
            known = match;
            if (closed) {
                connection.closeWith(new Message.Bye("left", null));
                return;
            }
            if (known == null) {
                match = GuestMatch.welcomed(welcome, resume, connection, clock, timing, listener, events, new Owner());
                return;
            }
        }
        known.resumed(welcome, resume, connection);
    }

    /** The match's calls back, handed to the timer: the match holds its monitor when it calls. */
    private final class Owner implements BaseMatch.Owner {
        @Override
        public void connectionLost() {
            retryLater();
        }

        @Override
        public void matchEnded() {
            try {
                timer.execute(NetGuest.this::release);
            } catch (RejectedExecutionException e) {
                LOG.log(System.Logger.Level.DEBUG, "guest already released", e);
            }
        }
    }

    /** Drops a connection being set up and stops the timer. */
    private void release() {
        Link dropped;
        synchronized (this) {
            closed = true;
            dropped = connecting;
            connecting = null;
        }
        if (dropped != null) {
            dropped.close();
        }
        NetThreads.shutDownAfter(timer, timing.byeMillis());
    }
}
