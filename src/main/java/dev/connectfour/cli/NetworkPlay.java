package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.HostOptions;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.HostedGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Supplier;

/**
 * {@code play --host [PORT]} and {@code play --join HOST:PORT --code C}: a network game in the terminal, speaking
 * the protocol of {@code src/docs/protocol.md}, so that a terminal and a window can play each other.
 *
 * <p>One thread does everything that touches the match: it takes, in order, the lines the player types (read by
 * a daemon thread) and the match's events from one queue. It returns when the match has ended.
 */
final class NetworkPlay {
    static final String USAGE = "--host [PORT] [--name N] [--clock SECONDS] [--board WxH]"
            + " [--starter host|guest|alternate|random] [--bind ADDRESS | --network-interface NAME]"
            + " | --join HOST:PORT --code C [--name N]";
    private static final Set<String> HOST_OPTIONS = Set.of("name", "clock", "board", "starter", "bind", "network-interface");
    private static final Set<String> JOIN_OPTIONS = Set.of("join", "code", "name");
    /** A token on the queue: the player's input has ended. */
    private static final Object END_OF_INPUT = new Object();

    private final BlockingQueue<Object> inbox = new LinkedBlockingQueue<>();

    /** True if the arguments ask for a network game. */
    static boolean isNetwork(List<String> args) {
        return args.contains("--host") || args.stream().anyMatch(arg -> arg.equals("--join") || arg.startsWith("--join="));
    }

    int run(List<String> args, InputStream in, PrintStream out) throws UsageException {
        List<String> rest = new ArrayList<>(args);
        int hostAt = rest.indexOf("--host");
        if (hostAt >= 0) {
            int port = NetHost.DEFAULT_PORT;
            rest.remove(hostAt);
            if (hostAt < rest.size() && !rest.get(hostAt).startsWith("--")) {
                port = (int) Options.parseLong(rest.remove(hostAt), "--host", 0, 65535);
            }
            NamedOptions options = NamedOptions.parse(rest, HOST_OPTIONS, Set.of());
            return host(port, options, in, out);
        }
        return join(NamedOptions.parse(rest, JOIN_OPTIONS, Set.of()), in, out);
    }

    private int host(int port, NamedOptions options, InputStream in, PrintStream out) throws UsageException {
        if (options.has("bind") && options.has("network-interface")) {
            throw new UsageException("give --bind or --network-interface, not both");
        }
        MatchSettings settings = new MatchSettings(Options.parseSize(options.get("board", BoardSize.STANDARD.toString())),
                options.getInt("clock", 5, 0, MatchSettings.MAX_MOVE_CLOCK_SECONDS), starter(options.get("starter", "host")));
        InetAddress bind = options.has("bind") ? literalAddress(options.get("bind", null))
                : options.has("network-interface") ? interfaceAddress(options.get("network-interface", null)) : null;
        MatchPrinter printer = new MatchPrinter(out);
        NetHost host;
        try {
            host = NetHost.open(new HostOptions(bind, port, name(options, "Host"), settings), printer, inbox::add);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        } catch (IOException e) {
            out.println("Cannot listen on " + (bind == null ? "" : bind.getHostAddress()) + " port " + port + ": " + e.getMessage());
            return CliMain.FAILED;
        }
        try (host; TerminalAdvertisement advertisement = TerminalAdvertisement.start(bind,
                new HostedGame(name(options, "Host"), host.address(), settings, Protocol.VERSION), out)) {
            out.println("Hosting a " + settings.board() + " game, " + (settings.isTimed()
                    ? settings.moveClockSeconds() + " s a move" : "untimed") + ", starter: "
                    + settings.starter().name().toLowerCase(Locale.ROOT) + ".");
            out.println("Waiting for a guest at " + where(host.address()) + " with code " + host.code()
                    + " (type quit to stop).");
            return loop(host::match, host::close, () -> {
                if (host.match() != null) {
                    advertisement.withdraw(); // the game has its guest: no longer offered to others
                }
            }, printer, in, out);
        }
    }

    private int join(NamedOptions options, InputStream in, PrintStream out) throws UsageException {
        InetSocketAddress address = hostAndPort(options.require("join"));
        String code = options.require("code");
        MatchPrinter printer = new MatchPrinter(out);
        NetGuest guest;
        try {
            guest = NetGuest.join(address, code, name(options, "Guest"), printer, inbox::add);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try (guest) {
            out.println("Joining " + address.getHostString() + ":" + address.getPort() + "…");
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

    private static String name(NamedOptions options, String fallback) throws UsageException {
        try {
            return Protocol.checkName(options.get("name", fallback));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--name: " + e.getMessage());
        }
    }

    private static StarterRule starter(String text) throws UsageException {
        try {
            return StarterRule.valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--starter must be host, guest, alternate or random, was '" + text + "'");
        }
    }

    /** An IP address as written (never looked up in the DNS). */
    private static InetAddress literalAddress(String text) throws UsageException {
        if (!text.matches("[0-9.]+|[0-9a-fA-F:]*:[0-9a-fA-F:.]*")) {
            throw new UsageException("--bind needs an IP address such as 127.0.0.1, was '" + text + "'");
        }
        try {
            return InetAddress.getByName(text);
        } catch (IOException e) {
            throw new UsageException("--bind: '" + text + "' is not an IP address");
        }
    }

    /** The address of a network interface named as the system names it, or one of its addresses. */
    private static InetAddress interfaceAddress(String name) throws UsageException {
        try {
            return NetworkInterfaces.resolve(name);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new UsageException("--network-interface: " + e.getMessage());
        }
    }

    /** {@code HOST:PORT}, also {@code [IPv6]:PORT}. */
    private static InetSocketAddress hostAndPort(String text) throws UsageException {
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new UsageException("--join needs HOST:PORT, for example 192.168.1.20:" + NetHost.DEFAULT_PORT);
        }
        String host = text.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        int port = (int) Options.parseLong(text.substring(colon + 1), "--join's port", 1, 65535);
        return new InetSocketAddress(host, port);
    }

    /** Where a guest finds the host. */
    private static String where(InetSocketAddress address) {
        return String.join(" or ", NetworkInterfaces.addressesForGuests(address));
    }
}
