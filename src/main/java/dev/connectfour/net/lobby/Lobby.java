package dev.connectfour.net.lobby;

import dev.connectfour.net.HostOptions;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.SeatKey;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.GameBrowser;
import dev.connectfour.net.discovery.HostedGame;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Hosting, joining and looking for games on the chosen network interface, or hosting and joining through an Internet
 * server (a message broker), for the window's network screen and the text-mode game alike. A match's events go to its {@link MatchListener} on the executor given here; what the lobby
 * finds goes to its {@link Listener} on the lobby's own threads.
 *
 * <p>Discovery (looking, advertising) starts and stops on the lobby's threads, each named
 * {@code connectfour-lobby-<job>}: multicast DNS takes a while to start and some seconds to say goodbye, and
 * the caller (a window's event thread) never waits for it. Closing the lobby stops looking and advertising, also
 * what is still starting, and starts nothing more; it leaves alone a match it opened: that belongs to whoever plays
 * it.
 */
public final class Lobby implements AutoCloseable {
    /** The prefix of the name of every thread the lobby starts. */
    static final String THREAD_PREFIX = "connectfour-lobby-";
    private static final System.Logger LOG = System.getLogger(Lobby.class.getName());

    /**
     * What the lobby finds; called on the lobby's threads (the games found: on multicast DNS's), never while a
     * method of the lobby holds its lock. Each does nothing unless overridden: a lobby that never looks hears only
     * of its advertisement.
     */
    public interface Listener {
        /** The games found on the local network now (all of them, each time one appears, changes or goes). */
        default void found(List<HostedGame> games) {
        }

        /** Looking for games failed (no multicast, a bad interface); joining by address still works. */
        default void lookingFailed(String detail) {
        }

        /** The game hosted cannot be advertised on the local network (no multicast); a guest joins it by address. */
        default void notAdvertised(String detail) {
        }
    }

    private final Supplier<InetAddress> bindChoice;
    private final Executor matchEvents;
    private final Listener listener;
    /** The threads started and not yet seen to end. Guarded by this, as are the fields below. */
    private final List<Thread> threads = new ArrayList<>();
    private Discovery looking;
    private Discovery advertising;
    private boolean closed;

    /**
     * @param interfaceChoice the network interface to use, as {@link NetworkInterfaces#resolve} reads it (blank: all),
     *                        asked on the caller's thread each time a socket is opened, so a changed setting applies
     *                        at once
     * @param matchEvents     where the events of the matches hosted or joined run
     */
    public Lobby(Supplier<String> interfaceChoice, Executor matchEvents, Listener listener) {
        this(matchEvents, listener, resolving(Objects.requireNonNull(interfaceChoice, "interfaceChoice")));
    }

    private Lobby(Executor matchEvents, Listener listener, Supplier<InetAddress> bindChoice) {
        this.bindChoice = bindChoice;
        this.matchEvents = Objects.requireNonNull(matchEvents, "matchEvents");
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    private static Supplier<InetAddress> resolving(Supplier<String> interfaceChoice) {
        return () -> NetworkInterfaces.resolve(interfaceChoice.get());
    }

    /** A lobby on the local address {@code bind} (null: all interfaces), as a command line gives it. */
    public static Lobby boundTo(InetAddress bind, Executor matchEvents, Listener listener) {
        return new Lobby(matchEvents, listener, () -> bind);
    }

    /** A lobby only for joining by address (a rejoin): it looks for nothing and binds to nothing. */
    public static Lobby forJoining(Executor matchEvents) {
        return boundTo(null, matchEvents, new Listener() {
        });
    }

    /**
     * The local address the chosen interface binds to; null for all interfaces.
     *
     * @throws IllegalArgumentException naming the interfaces there are, if the choice is none of them
     */
    public InetAddress bindAddress() {
        return bindChoice.get();
    }

    /**
     * Hosts a match as {@code name} on the port chosen, and advertises it on the local network on the lobby's
     * threads (should that fail, the listener hears why, and the game is still joined by address).
     *
     * @throws IOException              if no port could be listened on: for {@link PortChoice#exactly}, if another
     *                                  program has the port
     * @throws IllegalArgumentException if the interface chosen is none of this computer's, or the name is not one
     */
    public NetHost host(String name, MatchSettings match, PortChoice port, MatchListener events) throws IOException {
        InetAddress bind = bindAddress();
        NetHost host;
        try {
            host = NetHost.open(new HostOptions(bind, port.port(), name, match), events, matchEvents);
        } catch (IOException taken) {
            if (!port.orAnyFree()) {
                throw taken;
            }
            host = NetHost.open(new HostOptions(bind, 0, name, match), events, matchEvents);
        }
        InetSocketAddress address = host.address();
        Discovery advertisement;
        synchronized (this) {
            stopAdvertising();
            if (closed) {
                return host;
            }
            advertisement = advertising = new Discovery("advertise", listener::notAdvertised);
        }
        advertisement.start(() -> GameAdvertiser.start(bind, new HostedGame(name, address, match, Protocol.VERSION)));
        return host;
    }

    /**
     * Hosts a match on {@code game}'s broker as {@code name}: connects on a lobby thread (a broker far away takes a
     * while), then hands the host, or why it could not be hosted, to {@code result} on the match executor. A host
     * that comes after {@link #close()} is closed at once and not handed over.
     *
     * @param login the login stored for a server; given to {@code game}'s server only if it is that one
     */
    public void hostOnBroker(BrokerGame game, Credentials login, String name, MatchSettings match, MatchListener events,
                             BiConsumer<NetHost, IOException> result) {
        inBackground("broker-host", () -> {
            try {
                NetHost host = NetHost.openOnBroker(game, login, name, match, events, matchEvents);
                boolean wanted;
                synchronized (this) {
                    wanted = !closed;
                }
                if (wanted) {
                    matchEvents.execute(() -> result.accept(host, null));
                } else {
                    host.close();
                }
            } catch (IOException e) {
                matchEvents.execute(() -> result.accept(null, e));
            }
        });
    }

    /**
     * Works {@code value} out on a lobby thread (a slow derivation, such as a short code's game), then hands it to
     * {@code then} on the match executor, unless the lobby has been closed meanwhile.
     */
    public <T> void prepare(String job, Supplier<T> value, Consumer<T> then) {
        inBackground(job, () -> {
            T made = value.get();
            matchEvents.execute(() -> {
                boolean open;
                synchronized (this) {
                    open = !closed;
                }
                if (open) {
                    then.accept(made);
                }
            });
        });
    }

    /** Joins the match {@code game} invites to, on its broker, as {@code name}; {@code events} tells how it goes. */
    public NetGuest joinOnBroker(BrokerGame game, Credentials login, String name, MatchListener events) {
        return NetGuest.joinOnBroker(game, login, name, events, matchEvents);
    }

    /**
     * As {@link #joinOnBroker(BrokerGame, Credentials, String, MatchListener)}, with the guest's seat bound to
     * {@code seat}, and rejoining the match {@code rejoining} unless that is null.
     */
    public NetGuest joinOnBroker(BrokerGame game, Credentials login, String name, SeatKey seat, String rejoining,
                                 MatchListener events) {
        return NetGuest.joinOnBroker(game, login, name, seat, rejoining, events, matchEvents);
    }

    /**
     * Joins the match hosted at {@code address} as {@code name} with {@code code}; {@code events} tells how it goes.
     *
     * @throws IllegalArgumentException if {@code code} is one no host could have given, or the name is not one
     */
    public NetGuest join(InetSocketAddress address, String code, String name, MatchListener events) {
        return NetGuest.join(address, code, name, events, matchEvents);
    }

    /**
     * Looks for games on the local network until {@link #stopLooking()}, on the interface chosen now; returns at
     * once, the games found and a failure coming to the listener. Does nothing if it already looks, or once closed.
     */
    public void look() {
        Discovery look;
        synchronized (this) {
            if (looking != null || closed) {
                return;
            }
            look = looking = new Discovery("look", listener::lookingFailed);
        }
        Callable<AutoCloseable> open;
        try {
            InetAddress bind = bindAddress();
            open = () -> GameBrowser.start(bind, games -> {
                if (look.isOn()) {
                    listener.found(games);
                }
            }, Runnable::run);
        } catch (RuntimeException badChoice) {
            open = () -> {
                throw badChoice;
            };
        }
        look.start(open);
    }

    public synchronized void stopLooking() {
        if (looking != null) {
            looking.stop();
            looking = null;
        }
    }

    /** Stops advertising the game hosted (the match itself is its player's to close). */
    public synchronized void stopAdvertising() {
        if (advertising != null) {
            advertising.stop();
            advertising = null;
        }
    }

    /** Stops looking and advertising; returns at once, the goodbyes going out on the lobby's threads. */
    @Override
    public synchronized void close() {
        closed = true;
        stopLooking();
        stopAdvertising();
    }

    /**
     * After {@link #close()}: waits until every thread the lobby started has ended, and with them multicast DNS's
     * responders and their goodbyes; for a program about to end, and for tests.
     *
     * @return false if one is still alive after {@code timeout}
     */
    public boolean awaitClosed(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Thread next;
            synchronized (this) {
                threads.removeIf(thread -> !thread.isAlive());
                if (threads.isEmpty()) {
                    return true;
                }
                next = threads.get(0);
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedJoin(next, left);
        }
    }

    private synchronized void inBackground(String job, Runnable body) {
        threads.removeIf(thread -> !thread.isAlive());
        Thread thread = new Thread(body, THREAD_PREFIX + job);
        thread.setDaemon(true);
        threads.add(thread);
        thread.start();
    }

    private static void closeQuietly(AutoCloseable discovery) {
        try {
            discovery.close();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.DEBUG, "closing network discovery", e);
        }
    }

    /**
     * A browser or an advertiser: opened on a thread of its own, then on until stopped, and closed on a thread of its
     * own; stopped while it opens, it is closed as soon as it is open. Its fields are guarded by the lobby.
     */
    private final class Discovery {
        private final String job;
        private final Consumer<String> failed;
        private AutoCloseable open;
        private boolean stopped;

        Discovery(String job, Consumer<String> failed) {
            this.job = job;
            this.failed = failed;
        }

        void start(Callable<AutoCloseable> opening) {
            inBackground(job, () -> {
                AutoCloseable opened;
                try {
                    opened = opening.call();
                } catch (Exception e) {
                    LOG.log(System.Logger.Level.DEBUG, "network discovery: cannot " + job, e);
                    if (isOn()) {
                        failed.accept(e.getMessage());
                    }
                    return;
                }
                boolean kept;
                synchronized (Lobby.this) {
                    kept = !stopped;
                    open = kept ? opened : null;
                }
                if (!kept) {
                    closeQuietly(opened);
                }
            });
        }

        boolean isOn() {
            synchronized (Lobby.this) {
                return !stopped;
            }
        }

        /** Called with the lobby's lock held. */
        void stop() {
            stopped = true;
            if (open != null) {
                AutoCloseable running = open;
                open = null;
                inBackground("close-" + job, () -> closeQuietly(running));
            }
        }
    }
}
