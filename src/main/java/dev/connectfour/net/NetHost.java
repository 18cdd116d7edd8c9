package dev.connectfour.net;

import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Hosts one match: listens for its guest at its {@link Door} (a TCP port, or a game's topic on a broker), lets in the
 * first one with the right code and stops listening. While the connection is lost it listens again, at the same
 * door, for that guest's rejoin only (a hello with the code, and the match id if it gives one; if the guest bound
 * its seat to a {@link SeatKey}, only a hello proving that key); once the match has ended it listens no more. On a
 * broker, a rejoin signed by the bound seat is taken at once, also before the loss of the connection it replaces
 * has been noticed.
 *
 * <p>At the door ({@link Doorstep}): a new connection has {@link Timing#handshakeMillis()} to complete its hello; at
 * most {@value #MAX_PENDING} wait at once, besides the bound seat's. A wrong code is answered after
 * {@link Timing#wrongCodeDelayMillis()}, on the timer (the thread that read it goes on meanwhile); where a wrong code
 * is a guess (over TCP, see {@link Link#peer()}), {@link Timing#lockoutFailures()} of them lock the address out for
 * {@link Timing#lockoutMillis()}. On a broker nobody is locked out: only a holder of the game's key can write a hello
 * there, so a wrong code is no guess, and counting it would let anyone with the link lock the guest out.
 */
public final class NetHost implements AutoCloseable {
    /**
     * The port a host listens on unless told otherwise: the port to open in a firewall. Below the ephemeral range
     * systems give outgoing connections (32768 and up on Linux), so none of them takes it while a host waits.
     */
    public static final int DEFAULT_PORT = 27474;
    /** New connections that may wait for their hello at once. */
    static final int MAX_PENDING = 4;

    private static final System.Logger LOG = System.getLogger(NetHost.class.getName());

    private final HostOptions options;
    private final MatchListener listener;
    private final SerialExecutor events;
    private final Timing timing;
    private final NetThreads threads = new NetThreads("host");
    private final ScheduledExecutorService timer = threads.timer();
    private final MatchClock clock;
    private final SecureRandom random = new SecureRandom();
    private final JoinCode code;
    private final WrongCodeLockout lockout;
    private final Handshake handshake = new Handshake();
    private final GuestSeat seat = new GuestSeat();
    private final Doorstep doorstep;
    private Door door;
    private HostMatch match;
    private volatile boolean closed;

    private NetHost(HostOptions options, JoinCode code, MatchListener listener, Executor events, Timing timing,
                    MatchClock clock) {
        this.options = Objects.requireNonNull(options, "options");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.events = new SerialExecutor(Objects.requireNonNull(events, "events"));
        this.timing = timing;
        this.clock = clock == null ? MatchClock.system(timer) : clock;
        this.code = code == null ? JoinCode.random(random) : code;
        this.lockout = new WrongCodeLockout(timing, this.clock);
        this.doorstep = new Doorstep(timing, timer, seat::isBoundTo);
    }

    /**
     * Starts listening for a guest on {@code options}' address and port.
     *
     * @param listener hears of the match once a guest has joined
     * @param events   runs the listener's methods (the FX thread in the game)
     * @throws IOException if the address cannot be bound (the port is taken, the address is not local)
     */
    public static NetHost open(HostOptions options, MatchListener listener, Executor events) throws IOException {
        return open(options, listener, events, Timing.DEFAULT, null);
    }

    /** As {@link #open(HostOptions, MatchListener, Executor)}, on other timings and, unless null, another clock. */
    static NetHost open(HostOptions options, MatchListener listener, Executor events, Timing timing, MatchClock clock)
            throws IOException {
        NetHost host = new NetHost(options, null, listener, events, timing, clock);
        host.door = new PortListener(host.threads, new InetSocketAddress(options.bindAddress(), options.port()),
                socket -> new Connection(socket, timing, host.threads, host.timer), host::admit);
        return host.opened();
    }

    /**
     * Hosts a match on a message broker, as {@code name}: connects to the broker and waits there for the guest that
     * has {@code game}'s invite (whose secret is the code), answering under the game's host key. No port of this
     * computer is opened.
     *
     * @param game  a game hosted here: with its whole host key ({@link BrokerGame#create}, or
     *              {@link BrokerGame#withNewHostKey} for one a short code names)
     * @param login the login for the game's server, if any ({@link Credentials#forServer})
     * @throws IllegalArgumentException if {@code game} has not the whole host key
     * @throws IOException if the broker cannot be reached, or refuses the login
     *                     ({@link dev.connectfour.net.broker.BrokerClient.LoginRefusedException})
     */
    public static NetHost openOnBroker(BrokerGame game, Credentials login, String name, MatchSettings settings,
                                       MatchListener listener, Executor events) throws IOException {
        return openOnBroker(game, login, name, settings, listener, events, Timing.DEFAULT, null);
    }

    /** As {@link #openOnBroker(BrokerGame, Credentials, String, MatchSettings, MatchListener, Executor)}, on other timings and clock. */
    static NetHost openOnBroker(BrokerGame game, Credentials login, String name, MatchSettings settings,
                                MatchListener listener, Executor events, Timing timing, MatchClock clock)
            throws IOException {
        if (game.host() == null || !game.host().canSign()) {
            throw new IllegalArgumentException("only the game's host, holding its host key, hosts it");
        }
        NetHost host = new NetHost(new HostOptions(null, 0, name, settings), JoinCode.of(game.secret()), listener,
                events, timing, clock);
        host.door = new BrokerDoor(game, Credentials.forServer(login, game.server()), timing, host.threads,
                host.timer, host::admit, host.seat::isBoundTo);
        return host.opened();
    }

    private NetHost opened() throws IOException {
        try {
            door.open();
        } catch (IOException | RuntimeException e) {
            timer.shutdownNow();
            throw e;
        }
        return this;
    }

    /** The address and port the host listens on (also while it does not: where it listened last); null on a broker. */
    public InetSocketAddress address() {
        return door.address();
    }

    /** The join code the guest must give: {@value JoinCode#LENGTH} letters and digits, read case-insensitively. */
    public String code() {
        return code.toString();
    }

    /** The match, once a guest has joined; null before. */
    public synchronized Match match() {
        return match;
    }

    /**
     * Stops listening at once; a match in progress is left (the guest hears bye, the listener {@code ended} with
     * {@link EndReason#LEFT}); before any guest, the listener hears {@code ended(null, LEFT)}. Idempotent.
     */
    @Override
    public void close() {
        HostMatch current;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            current = match;
        }
        if (current != null) {
            current.leave(); // ends the match, which releases everything
        } else {
            release();
            events.execute(() -> listener.ended(null, EndReason.LEFT));
        }
    }

    /**
     * Waits until the host, having stopped listening, has let go of its port: until its last accept thread has
     * left {@code accept()}; for tests. False if it is listening, or on timeout.
     */
    boolean awaitPortReleased(long timeoutMillis) throws InterruptedException {
        return door.awaitReleased(timeoutMillis);
    }

    /** Messages dropped unread at the door, as not this game's; for tests. */
    long droppedAtDoor() {
        return door.dropped();
    }

    /** Waits until every thread of this host has ended (after a close or the end of the match); for tests. */
    boolean awaitThreadsEnded(long timeoutMillis) throws InterruptedException {
        return threads.awaitEnd(timeoutMillis);
    }

    private synchronized void admit(Link connection) {
        if (closed) {
            connection.close();
            return;
        }
        doorstep.enter(connection, handshake);
    }

    /** The door: every message of a connection until its hello has been answered. */
    private final class Handshake implements Link.Handler {
        @Override
        public void received(Link connection, Message message) throws ProtocolException {
            if (!doorstep.isWaiting(connection)) {
                return; // its hello is being answered: nothing else it says is read
            }
            if (!(message instanceof Message.Hello hello)) {
                throw new ProtocolException("expected hello, got " + Codec.type(message));
            }
            if (hello.version() != Protocol.VERSION) {
                refuse(connection, "incompatible_version", "this host speaks protocol version " + Protocol.VERSION);
                return;
            }
            String from = connection.peer();
            if (from != null && lockout.isLockedOut(from)) {
                refuse(connection, "locked_out", "too many wrong codes: wait a minute");
                return;
            }
            if (!code.matches(hello.code())) {
                if (from != null) {
                    lockout.wrongCode(from);
                }
                doorstep.refuseLater(connection, new Message.Bye("wrong_code", "wrong code"),
                        timing.wrongCodeDelayMillis());
                return;
            }
            admitGuest(connection, hello);
        }

        @Override
        public void lost(Link connection, String why) {
            forget(connection);
        }

        @Override
        public void failed(Link connection, String detail) {
            forget(connection);
        }
    }

    private synchronized void admitGuest(Link connection, Message.Hello hello) {
        if (!doorstep.take(connection)) {
            return; // timed out meanwhile
        }
        if (connection.peer() != null) {
            lockout.rightCode(connection.peer());
        }
        if (closed) {
            connection.close();
        } else if (match == null) {
            if (!seat.bind(hello, connection.seat())) {
                connection.closeWith(new Message.Bye("protocol_error", "seat: not a key, or not the connection's"));
                return;
            }
            if (!door.takeIn(connection)) {
                connection.close(); // it ended meanwhile
                return;
            }
            match = new HostMatch(options.settings(), options.name(), hello.name(), HexFormat.of().formatHex(randomBytes(8)),
                    clock, timing, random, listener, events, new Owner());
            match.begin(connection);
        } else if (takesBack(connection, hello)) {
            match.rejoin(connection);
        } else {
            connection.closeWith(new Message.Bye("game_full", "this game already has its guest"));
        }
    }

    /**
     * Whether a rejoin's hello takes the seat back: while the connection is lost, by the code (and the match id if
     * given) and, with a seat bound, a fresh proof; or at once, its old connection not yet seen lost, on a link
     * signed by the bound seat (a guest started again within the silence before a loss is noticed).
     */
    private boolean takesBack(Link connection, Message.Hello hello) {
        return (match.isConnectionLost() || (seat.isBoundTo(connection.seat()) && !match.isEnded()))
                && (hello.matchId() == null || hello.matchId().equals(match.matchId()))
                && seat.admits(hello, match.matchId(), connection.seat()) && door.takeIn(connection);
    }

    private void refuse(Link connection, String reason, String detail) {
        doorstep.refuse(connection, new Message.Bye(reason, detail));
    }

    private void forget(Link connection) {
        doorstep.forget(connection);
    }

    private byte[] randomBytes(int count) {
        byte[] bytes = new byte[count];
        random.nextBytes(bytes);
        return bytes;
    }

    /**
     * The match's calls back. The match holds its monitor when it calls: listening again takes only the port's
     * lock (never held around a call into the match); the release is handed to the timer thread.
     */
    private final class Owner implements BaseMatch.Owner {
        @Override
        public void connectionLost() {
            listenForRejoin();
        }

        @Override
        public void matchEnded() {
            runOnTimer(NetHost.this::release);
        }
    }

    /**
     * Listens again on the same address and port, before the listener hears that the connection is lost. If the
     * port is taken meanwhile (once the host stopped listening, any outgoing connection of this computer may get
     * it as its local port), tries again every {@link Timing#retryMillis()} while the connection stays lost.
     */
    private void listenForRejoin() {
        if (closed) {
            return;
        }
        try {
            door.open();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot listen again on " + door.address() + " for the guest's"
                    + " rejoin; trying again", e);
            try {
                timer.schedule(this::retryListening, timing.retryMillis(), TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException stopped) {
                LOG.log(System.Logger.Level.DEBUG, "host already released", stopped);
            }
        }
    }

    /** On the timer: listens again if the connection is still lost (the match's monitor is not held here). */
    private void retryListening() {
        HostMatch current;
        synchronized (this) {
            current = match;
        }
        if (current != null && current.isConnectionLost()) {
            listenForRejoin();
            if (!current.isConnectionLost()) {
                door.stop(); // taken back or ended meanwhile
            }
        }
    }

    /** Stops listening, drops the connections at the door and stops the timer. */
    private void release() {
        synchronized (this) {
            closed = true;
            door.release();
            doorstep.close();
        }
        NetThreads.shutDownAfter(timer, timing.byeMillis());
    }

    private void runOnTimer(Runnable task) {
        try {
            timer.execute(task);
        } catch (RejectedExecutionException e) {
            LOG.log(System.Logger.Level.DEBUG, "host already released", e);
        }
    }
}
