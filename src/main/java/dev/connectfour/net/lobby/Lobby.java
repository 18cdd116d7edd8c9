package dev.connectfour.net.lobby;

import dev.connectfour.net.HostOptions;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.GameBrowser;
import dev.connectfour.net.discovery.HostedGame;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * Hosting, joining and looking for games on the chosen network interface. A match's events go to its
 * {@link MatchListener} on the executor given here; what the lobby finds goes to its {@link Listener} on the
 * lobby's own threads. Closing the lobby stops looking and advertising, but leaves alone a match it opened: that
 * belongs to whoever plays it.
 */
public final class Lobby implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(Lobby.class.getName());

    /** What the lobby finds; called on the lobby's threads, never while a method of the lobby holds its lock. */
    public interface Listener {
        /** The games found on the local network now (all of them, each time one appears, changes or goes). */
        void found(List<HostedGame> games);

        /** Looking for games failed (no multicast, a bad interface); joining by address still works. */
        void lookingFailed(String detail);
    }

    private final Supplier<String> interfaceChoice;
    private final Executor matchEvents;
    private final Listener listener;
    private GameBrowser browser;
    private GameAdvertiser advertiser;

    /**
     * @param interfaceChoice the network interface to use, as {@link NetworkInterfaces#resolve} reads it (blank: all),
     *                        asked each time a socket is opened, so a changed setting applies at once
     * @param matchEvents     where the events of the matches hosted or joined run
     */
    public Lobby(Supplier<String> interfaceChoice, Executor matchEvents, Listener listener) {
        this.interfaceChoice = Objects.requireNonNull(interfaceChoice, "interfaceChoice");
        this.matchEvents = Objects.requireNonNull(matchEvents, "matchEvents");
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** A lobby only for joining by address (a rejoin): it looks for nothing and binds to nothing. */
    public static Lobby forJoining(Executor matchEvents) {
        return new Lobby(() -> "", matchEvents, new Listener() {
            @Override
            public void found(List<HostedGame> games) {
            }

            @Override
            public void lookingFailed(String detail) {
            }
        });
    }

    /**
     * The local address the chosen interface binds to; null for all interfaces.
     *
     * @throws IllegalArgumentException naming the interfaces there are, if the choice is none of them
     */
    public InetAddress bindAddress() {
        return NetworkInterfaces.resolve(interfaceChoice.get());
    }

    /**
     * Hosts a match as {@code name}: listens on {@link NetHost#DEFAULT_PORT}, or on any free port when another
     * program has it, and advertises the game on the local network (without multicast it is still joined by address).
     *
     * @throws IOException              if no port could be listened on
     * @throws IllegalArgumentException if the interface chosen is none of this computer's
     */
    public NetHost host(String name, MatchSettings match, MatchListener events) throws IOException {
        InetAddress bind = bindAddress();
        NetHost host;
        try {
            host = NetHost.open(new HostOptions(bind, NetHost.DEFAULT_PORT, name, match), events, matchEvents);
        } catch (IOException taken) {
            host = NetHost.open(new HostOptions(bind, 0, name, match), events, matchEvents);
        }
        advertise(bind, new HostedGame(name, host.address(), match, Protocol.VERSION));
        return host;
    }

    /**
     * Joins the match hosted at {@code address} as {@code name} with {@code code}; {@code events} tells how it goes.
     *
     * @throws IllegalArgumentException if {@code code} is one no host could have given, or the name is not one
     */
    public NetGuest join(InetSocketAddress address, String code, String name, MatchListener events) {
        return NetGuest.join(address, code, name, events, matchEvents);
    }

    /** Looks for games on the local network until {@link #stopLooking()}; does nothing if it already looks. */
    public void look() {
        String failure;
        synchronized (this) {
            if (browser != null) {
                return;
            }
            try {
                browser = GameBrowser.start(bindAddress(), listener::found, Runnable::run);
                return;
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.DEBUG, "cannot look for games on the local network", e);
                failure = e.getMessage();
            }
        }
        listener.lookingFailed(failure);
    }

    public void stopLooking() {
        GameBrowser stopped;
        synchronized (this) {
            stopped = browser;
            browser = null;
        }
        closeInBackground(stopped);
    }

    /** Stops advertising the game hosted (the match itself is its player's to close). */
    public void stopAdvertising() {
        GameAdvertiser stopped;
        synchronized (this) {
            stopped = advertiser;
            advertiser = null;
        }
        closeInBackground(stopped);
    }

    @Override
    public void close() {
        stopLooking();
        stopAdvertising();
    }

    private void advertise(InetAddress bind, HostedGame game) {
        stopAdvertising();
        try {
            GameAdvertiser started = GameAdvertiser.start(bind, game);
            synchronized (this) {
                advertiser = started;
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.INFO,
                    "the game cannot be advertised on the local network; joining by address works", e);
        }
    }

    /**
     * Closes a part of discovery on a thread of its own: multicast DNS says goodbye a few times over some seconds
     * before its threads end, and the caller (a window's event thread) must not wait meanwhile. Its first goodbye
     * goes out at once.
     */
    private static void closeInBackground(AutoCloseable discovery) {
        if (discovery == null) {
            return;
        }
        Thread closer = new Thread(() -> {
            try {
                discovery.close();
            } catch (Exception e) {
                LOG.log(System.Logger.Level.DEBUG, "closing network discovery", e);
            }
        }, "discovery-close");
        closer.setDaemon(true);
        closer.start();
    }
}
