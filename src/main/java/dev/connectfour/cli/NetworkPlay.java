package dev.connectfour.cli;

import dev.connectfour.net.Match;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.lobby.Lobby;
import dev.connectfour.net.lobby.PortChoice;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code play --host [PORT]} and {@code play --join HOST:PORT --code C}, or over the Internet {@code play --host
 * --broker URL} and {@code play --join LINK} (the options: {@link NetworkOptions}): a
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
    private final CommandSpec spec;

    /** {@code spec}: the {@code play} command, which a refused setting is reported against as bad usage. */
    NetworkPlay(CommandSpec spec) {
        this.spec = spec;
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
        if (options.broker != null) {
            return hostOnBroker(options.broker, settings, name, printer, in, out);
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

    /** Hosts on a broker: prints the invite link, and plays once a guest has come with it. */
    private int hostOnBroker(BrokerAddress server, MatchSettings settings, String name, MatchPrinter printer,
                             InputStream in, PrintStream out) {
        BrokerGame game = BrokerGame.create(server, new SecureRandom());
        NetHost host;
        try {
            host = NetHost.openOnBroker(game, null, name, settings, printer, inbox::add);
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
            out.println("Waiting for a guest with this link (type quit to stop).");
            return loop(host::match, host::close, () -> { }, printer, in, out);
        }
    }

    int join(NetworkOptions.Join options, String name, InputStream in, PrintStream out) {
        MatchPrinter printer = new MatchPrinter(out);
        if (InviteLink.looksLikeOne(options.target)) {
            return joinOnBroker(options.target, name, printer, in, out);
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

    private int joinOnBroker(String link, String name, MatchPrinter printer, InputStream in, PrintStream out) {
        BrokerGame game;
        try {
            game = InviteLink.parse(link);
        } catch (InviteLink.InvalidLinkException e) {
            throw UsageErrors.error(spec, "not a usable invite link (" + e.getMessage() + ")");
        }
        try (NetGuest guest = Lobby.forJoining(inbox::add).joinOnBroker(game, null, name, printer)) {
            out.println("Joining through " + game.server() + "…");
            return loop(guest::match, guest::close, () -> { }, printer, in, out);
        }
    }

    /**
     * Runs input and events in turn until the match, or the attempt to join it, has ended; {@code afterEvent} runs
     * after each of the match's events.
     */
    private int loop(Supplier<Match> match, Runnable leave, Runnable afterEvent, MatchPrinter printer, InputStream in,
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
                afterEvent.run();
            } else if (item == END_OF_INPUT) {
                leave.run();
            } else {
                printer.command((String) item, match.get(), leave);
            }
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
