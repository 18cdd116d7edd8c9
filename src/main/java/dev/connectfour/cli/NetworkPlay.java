package dev.connectfour.cli;

import dev.connectfour.net.Match;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.net.Side;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.ShortCode;
import dev.connectfour.net.lobby.JoiningSeat;
import dev.connectfour.net.lobby.Lobby;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.PortChoice;
import dev.connectfour.net.lobby.RejoinKeeper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code play --host [PORT]} and {@code play --join HOST:PORT --code C}, or over the Internet {@code play --host
 * --broker URL} and {@code play --join LINK} (or, on a private server, {@code --join CODE}; the options:
 * {@link NetworkOptions}): a
 * network game in the terminal, speaking the protocol of {@code src/docs/protocol.md}, so that a terminal and a
 * window can play each other. Hosting (on the port given, never another), advertising the game hosted and joining
 * go through the {@link Lobby}, as in the window.
 *
 * <p>One thread does everything that touches the match: it takes, in order, the lines the player types (read by
 * a daemon thread) and the match's events from one queue. It returns when the match has ended.
 */
final class NetworkPlay {
    /** A token on the queue: the player's input has ended. */
    private static final Object END_OF_INPUT = new Object();
    /** Far more than multicast DNS takes to say goodbye (about 4 s). */
    private static final Duration GOODBYE_WAIT = Duration.ofSeconds(15);

    private final BlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    private final SecureRandom random = new SecureRandom();
    private final CommandSpec spec;
    private final NetworkOptions.Internet internet;

    /**
     * @param spec     the {@code play} command, which a refused setting is reported against as bad usage
     * @param internet the Internet server and settings directory given
     */
    NetworkPlay(CommandSpec spec, NetworkOptions.Internet internet) {
        this.spec = spec;
        this.internet = internet;
    }

    int host(NetworkOptions.Host options, String name, InputStream in, PrintStream out) {
        int port = UsageErrors.within(spec, "--host", options.port, 0, 65535);
        UsageErrors.within(spec, "--clock", options.clock, 0, MatchSettings.MAX_MOVE_CLOCK_SECONDS);
        MatchSettings settings = new MatchSettings(options.board, options.clock, options.starter);
        InetAddress bind;
        try {
            bind = options.bind();
        } catch (IllegalArgumentException e) {
            throw UsageErrors.error(spec, e.getMessage());
        }
        MatchPrinter printer = new MatchPrinter(out);
        if (internet.overTheInternet()) {
            BrokerAddress server = internet.server();
            if (server == null) {
                throw UsageErrors.error(spec, "--broker without a URL hosts on the Internet server of the game's"
                        + " settings, and those in " + internet.directory() + " name none: give --broker URL, or choose"
                        + " one in the window's Settings → Network → Internet server");
            }
            return hostOnBroker(server, settings, name, printer, in, out);
        }
        Lobby lobby = Lobby.boundTo(bind, inbox::add, new Lobby.Listener() {
            @Override
            public void notAdvertised(String detail) {
                inbox.add((Runnable) () -> out.println("The game is not listed on the local network (" + detail
                        + "); a guest joins it by address."));
            }
        });
        // Should the program be stopped (Ctrl+C), the game is withdrawn from the network all the same.
        Thread onExit = new Thread(() -> closeAndWait(lobby), "connectfour-cli-lobby-exit");
        Runtime.getRuntime().addShutdownHook(onExit);
        try {
            NetHost host;
            try {
                host = lobby.host(name, settings, PortChoice.exactly(port), printer);
            } catch (IllegalArgumentException e) {
                throw UsageErrors.error(spec, e.getMessage());
            } catch (IOException e) {
                out.println("Cannot listen on " + (bind == null ? "" : bind.getHostAddress()) + " port " + port + ": "
                        + e.getMessage());
                return CliMain.FAILED;
            }
            try (host) {
                out.println("Hosting a " + settings.board() + " game, " + (settings.isTimed()
                        ? settings.moveClockSeconds() + " s a move" : "untimed") + ", starter: "
                        + settings.starter().name().toLowerCase(Locale.ROOT) + ".");
                out.println("Waiting for a guest at " + where(host.address()) + " with code " + host.code()
                        + " (type quit to stop).");
                return loop(host::match, host::close, () -> {
                    if (host.match() != null) {
                        lobby.stopAdvertising(); // the game has its guest: no longer offered to others
                    }
                }, printer, in, out);
            }
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException e) {
                // the program is ending: the hook closes the lobby (closing it twice is harmless)
            }
            closeAndWait(lobby);
        }
    }

    /**
     * Hosts on a broker: prints the invite link (and, on a private server, the short code), and plays once a guest has
     * come with it.
     */
    private int hostOnBroker(BrokerAddress server, MatchSettings settings, String name, MatchPrinter printer,
                             InputStream in, PrintStream out) {
        Credentials login = internet.loginFor(server);
        String code = login.hasUser() ? ShortCode.random(random) : null;
        BrokerGame game = code != null ? ShortCode.game(server, code).withNewHostKey(random)
                : BrokerGame.create(server, random);
        NetHost host;
        try {
            host = NetHost.openOnBroker(game, login, name, settings, printer, inbox::add);
        } catch (BrokerClient.LoginRefusedException e) {
            out.println("The server " + server + " refused the login.");
            return CliMain.FAILED;
        } catch (BrokerClient.UntrustedServerException e) {
            out.println("The server " + server + " is not trusted: no authority this game trusts signed its"
                    + " certificate, or the certificate is for another server.");
            return CliMain.FAILED;
        } catch (IOException e) {
            out.println("Cannot reach the server " + server + ": " + e.getMessage());
            return CliMain.FAILED;
        }
        try (host) {
            out.println("Hosting a " + settings.board() + " game over the Internet, " + (settings.isTimed()
                    ? settings.moveClockSeconds() + " s a move" : "untimed") + ".");
            out.println("Invite link: " + InviteLink.of(game));
            if (code != null) {
                out.println("Short code: " + ShortCode.shown(code) + " (for a player whose settings hold this server"
                        + " and a login on it: play --join " + ShortCode.shown(code) + ")");
            }
            out.println("Waiting for a guest with this link" + (code != null ? " or code" : "")
                    + " (type quit to stop).");
            return loop(host::match, host::close, () -> { }, printer, in, out);
        }
    }

    int join(NetworkOptions.Join options, String name, InputStream in, PrintStream out) {
        MatchPrinter printer = new MatchPrinter(out);
        if (InviteLink.looksLikeOne(options.target)) {
            return joinByLink(options.target, name, printer, in, out);
        }
        if (options.target.isEmpty() || ShortCode.read(options.target) != null) {
            return joinByCode(options.target.isEmpty() ? options.code : options.target, name, printer, in, out);
        }
        if (options.code == null) {
            throw UsageErrors.error(spec, "--join HOST:PORT needs --code C (the host's join code)");
        }
        InetSocketAddress address = new NetworkOptions.HostAndPort().convert(options.target);
        NetGuest guest;
        try {
            guest = Lobby.forJoining(inbox::add).join(address, options.code, name, printer);
        } catch (IllegalArgumentException e) {
            throw UsageErrors.error(spec, e.getMessage());
        }
        try (guest) {
            out.println("Joining " + address.getHostString() + ":" + address.getPort() + "…");
            return loop(guest::match, guest::close, () -> { }, printer, in, out);
        }
    }

    private int joinByLink(String link, String name, MatchPrinter printer, InputStream in, PrintStream out) {
        BrokerGame game;
        try {
            game = InviteLink.parse(link);
        } catch (InviteLink.InvalidLinkException e) {
            throw UsageErrors.error(spec, "not a usable invite link (" + e.getMessage() + ")");
        }
        return joinOnBroker(game, internet.loginFor(game.server()), name, printer, in, out);
    }

    /**
     * Joins the game a short code names on the private server given ({@code --broker}, else the settings'), with the
     * login the settings hold for it: a code alone is for a private server only, as in the window.
     */
    private int joinByCode(String typed, String name, MatchPrinter printer, InputStream in, PrintStream out) {
        if (typed == null) {
            throw UsageErrors.error(spec, "--join needs HOST:PORT (with --code), an invite link or a short code");
        }
        String code = ShortCode.read(typed);
        if (code == null) {
            throw UsageErrors.error(spec, "a short code is " + ShortCode.LENGTH + " letters and digits, such as"
                    + " K7MX-3QPA, was '" + typed + "'");
        }
        BrokerAddress server = internet.server();
        if (server == null) {
            throw UsageErrors.error(spec, "a short code needs its Internet server: --broker URL, or the one of the"
                    + " game's settings (none in " + internet.directory() + ")");
        }
        Credentials login = internet.loginFor(server);
        if (!login.hasUser()) {
            throw UsageErrors.error(spec, "a short code alone is for a private Internet server, one the game's settings"
                    + " hold a user name for (they hold none for " + server + "); join with the invite link instead");
        }
        printer.noGameMeans("No game answers to the code " + ShortCode.shown(code) + " on " + server
                + ": the code is wrong, or its game is over.");
        return joinOnBroker(ShortCode.game(server, code), login, name, printer, in, out);
    }

    /**
     * Joins {@code game} on its broker, taking back the seat kept for it if this guest was stopped in the middle of
     * it; the seat is kept in the settings directory while the match is on, for a rejoin after a restart.
     */
    private int joinOnBroker(BrokerGame game, Credentials login, String name, MatchPrinter printer, InputStream in,
                             PrintStream out) {
        NetworkMemory memory = new NetworkMemory(internet.directory(), Clock.systemUTC());
        JoiningSeat seat = memory.joiningSeat(game.id(), random);
        try (NetGuest guest = Lobby.forJoining(inbox::add).joinOnBroker(game, login, name, seat.key(), seat.rejoining(),
                printer)) {
            RejoinKeeper rejoin = RejoinKeeper.ofSeat(memory, game.id(), seat.key().text(), guest::stepAway);
            out.println((seat.isRejoin() ? "Taking your seat back in the game you left, through " : "Joining through ")
                    + game.server() + "…");
            return loop(guest::match, guest::close, () -> keepSeat(rejoin, guest.match(), printer), printer, in, out);
        }
    }

    /** The seat is kept for the reconnect window from now while the match is on, and forgotten once it is over. */
    private static void keepSeat(RejoinKeeper rejoin, Match match, MatchPrinter printer) {
        if (printer.isOver()) {
            rejoin.forget();
        } else if (match != null) {
            rejoin.refresh(match.name(Side.HOST), match.matchId());
        }
    }

    /**
     * Runs input and events in turn until the match, or the attempt to join it, has ended; {@code afterEach} runs
     * after each of the match's events and each line the player typed.
     */
    private int loop(Supplier<Match> match, Runnable leave, Runnable afterEach, MatchPrinter printer, InputStream in,
                     PrintStream out) {
        Thread input = new Thread(() -> readInput(in), "connectfour-cli-input");
        input.setDaemon(true);
        input.start();
        while (!printer.isOver()) {
            Object item;
            try {
                item = inbox.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                leave.run();
                return CliMain.FAILED;
            }
            if (item instanceof Runnable event) {
                event.run();
            } else if (item == END_OF_INPUT) {
                leave.run();
            } else {
                printer.command((String) item, match.get(), leave);
            }
            afterEach.run();
        }
        out.flush();
        return printer.exitCode();
    }

    private void readInput(InputStream in) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                inbox.add(line);
            }
        } catch (IOException e) {
            // the input is gone: as its end
        }
        inbox.add(END_OF_INPUT);
    }

    /** Closes the lobby and waits for it: finders hear the game's goodbye before the program ends. */
    private static void closeAndWait(Lobby lobby) {
        lobby.close();
        try {
            lobby.awaitClosed(GOODBYE_WAIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Where a guest finds the host. */
    private static String where(InetSocketAddress address) {
        return String.join(" or ", NetworkInterfaces.addressesForGuests(address));
    }
}
