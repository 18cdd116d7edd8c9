package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.files.ConfigDirectory;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.ShortCode;
import dev.connectfour.net.lobby.StoredLogin;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.StarterRule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The options of {@code play --host} and {@code play --join} ({@link NetworkPlay}), each a picocli group: the
 * options of one are refused with the other, and each value is checked as it is read; and the Internet's options
 * both take ({@link Internet}).
 */
final class NetworkOptions {
    private NetworkOptions() {
    }

    /** {@code --host [PORT]} and the settings of the hosted games. */
    static final class Host {
        @Option(names = "--host", required = true, arity = "0..1", paramLabel = "PORT",
                preprocessor = OptionalPort.class,
                description = "host a network game on PORT (default: " + NetHost.DEFAULT_PORT + "; 0: any free port)")
        int port = NetHost.DEFAULT_PORT;

        @Option(names = "--clock", paramLabel = "SECONDS",
                description = "seconds a move, 0 (untimed) to 60 (default: 5)")
        int clock = 5;

        @Option(names = "--board", paramLabel = "WxH", converter = OptionValues.Size.class,
                description = "the board (default: 7x6)")
        BoardSize board = BoardSize.STANDARD;

        @Option(names = "--starter", paramLabel = "WHO",
                description = "who starts each game: host, guest, alternate or random (default: host)")
        StarterRule starter = StarterRule.HOST;

        @Option(names = "--bind", paramLabel = "ADDRESS", converter = LiteralAddress.class,
                description = "listen on this IP address only")
        InetAddress bind;

        @Option(names = "--network-interface", paramLabel = "NAME", converter = InterfaceAddress.class,
                description = "or: listen on this network interface only (a name such as eth0, or one of its addresses)")
        InetAddress networkInterface;

        /** The address to listen on, null for every interface; {@code --bind} and {@code --network-interface} exclude each other. */
        InetAddress bind() {
            if (bind != null && networkInterface != null) {
                throw new IllegalArgumentException("give --bind or --network-interface, not both");
            }
            return bind != null ? bind : networkInterface;
        }
    }

    /**
     * {@code --join HOST:PORT --code C}, {@code --join LINK}, or on a private Internet server {@code --join CODE} (also
     * {@code --join --code CODE}).
     */
    static final class Join {
        @Option(names = "--join", required = true, arity = "0..1", fallbackValue = "",
                paramLabel = "HOST:PORT|LINK|CODE", converter = JoinTarget.class,
                description = "join the game hosted there, the game of an invite link (connectfour://join?...), or on a"
                        + " private Internet server the game of a short code (K7MX-3QPA)")
        String target;

        @Option(names = "--code", paramLabel = "C",
                description = "the host's join code (read without regard to case), or a short code after --join alone;"
                        + " not with a link, which carries its key")
        String code;
    }

    /**
     * {@code --broker URL} and {@code --config-dir DIR}, for hosting and joining alike: the Internet server of a game
     * over the Internet, and the game's settings directory, whose Internet server and login the terminal uses as the
     * window does (the login only ever for the server it was stored for), and where a guest keeps its seat.
     */
    static final class Internet {
        @Option(names = "--broker", arity = "0..1", fallbackValue = "", paramLabel = "URL",
                converter = ServerAddress.class,
                description = "an Internet server (a message broker: mqtts://host:8883, or mqtt://host:1883 on a trusted"
                        + " network): --host hosts there and prints the invite link (and, on a private server, the short"
                        + " code), no port opened; --join CODE looks for the code's game there. Without URL, and for"
                        + " --join CODE without --broker: the Internet server of the game's settings")
        ServerChoice broker;

        @Option(names = "--config-dir", paramLabel = "DIR",
                description = "the game's settings directory (default: the window's, such as ~/.config/connect-four): its"
                        + " Internet server and login, given to that server only; a guest over the Internet keeps its seat"
                        + " there, so that it rejoins, started again, with the same link or code")
        Path configDirectory;

        /** The option given that only a network game takes, or null. */
        String networkOnly() {
            return broker != null ? "--broker" : configDirectory != null ? "--config-dir" : null;
        }

        Path directory() {
            return configDirectory != null ? configDirectory : ConfigDirectory.resolve();
        }

        /** The login the settings hold for {@code server}: none for any other server than theirs. */
        Credentials loginFor(BrokerAddress server) {
            return Credentials.forServer(StoredLogin.in(directory()).orElse(null), server);
        }

        /** Whether {@code --broker} was given, with or without its URL: a game hosted there is over the Internet. */
        boolean overTheInternet() {
            return broker != null;
        }

        /**
         * The Internet server: the URL of {@code --broker}, else the one of the settings, as the window takes it; null
         * if neither names one.
         */
        BrokerAddress server() {
            return broker != null && broker.named() != null ? broker.named()
                    : StoredLogin.in(directory()).map(Credentials::server).orElse(null);
        }
    }

    /** {@code --broker} as given: the server its URL names, or null for the server of the game's settings. */
    record ServerChoice(BrokerAddress named) {
    }

    /** A message broker's address; "" (the URL left out) for the settings' server. */
    static final class ServerAddress implements ITypeConverter<ServerChoice> {
        @Override
        public ServerChoice convert(String text) {
            if (text.isEmpty()) {
                return new ServerChoice(null);
            }
            try {
                return new ServerChoice(BrokerAddress.parse(text));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** An invite link, checked, a short code, or else {@code HOST:PORT}; "" for {@code --join} alone. */
    static final class JoinTarget implements ITypeConverter<String> {
        @Override
        public String convert(String text) {
            if (text.isBlank() || ShortCode.read(text) != null) {
                return text.strip();
            }
            if (InviteLink.looksLikeOne(text)) {
                try {
                    InviteLink.parse(text);
                } catch (InviteLink.InvalidLinkException e) {
                    throw new TypeConversionException("not a usable invite link (" + e.getMessage() + ")");
                }
            } else {
                new HostAndPort().convert(text);
            }
            return text.strip();
        }
    }

    /**
     * {@code --host} takes a port if one follows: the default port when nothing follows or an option does, so
     * that {@code --host --bogus} is an unknown option rather than a bad port.
     */
    static final class OptionalPort implements IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandSpec command, ArgSpec option, Map<String, Object> info) {
            if (" ".equals(info.get("separator")) && (args.isEmpty() || args.peek().startsWith("-"))) {
                args.push(String.valueOf(NetHost.DEFAULT_PORT));
            }
            return false;
        }
    }

    /** A player's name as the protocol allows it. */
    static final class Name implements ITypeConverter<String> {
        @Override
        public String convert(String text) {
            try {
                return Protocol.checkName(text);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** An IP address as written (never looked up in the DNS). */
    static final class LiteralAddress implements ITypeConverter<InetAddress> {
        @Override
        public InetAddress convert(String text) {
            if (!text.matches("[0-9.]+|[0-9a-fA-F:]*:[0-9a-fA-F:.]*")) {
                throw new TypeConversionException("needs an IP address such as 127.0.0.1, was '" + text + "'");
            }
            try {
                return InetAddress.getByName(text);
            } catch (IOException e) {
                throw new TypeConversionException("'" + text + "' is not an IP address");
            }
        }
    }

    /** The address of a network interface named as the system names it, or one of its addresses. */
    static final class InterfaceAddress implements ITypeConverter<InetAddress> {
        @Override
        public InetAddress convert(String name) {
            try {
                return NetworkInterfaces.resolve(name);
            } catch (IllegalArgumentException | UncheckedIOException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code HOST:PORT}, also {@code [IPv6]:PORT}. */
    static final class HostAndPort implements ITypeConverter<InetSocketAddress> {
        @Override
        public InetSocketAddress convert(String text) {
            int colon = text.lastIndexOf(':');
            if (colon <= 0 || colon == text.length() - 1) {
                throw new TypeConversionException("needs HOST:PORT, for example 192.168.1.20:" + NetHost.DEFAULT_PORT
                        + ", an invite link or a short code");
            }
            String host = text.substring(0, colon);
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
            int port;
            try {
                port = Integer.parseInt(text.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new TypeConversionException("the port must be a number, was '" + text.substring(colon + 1) + "'");
            }
            if (port < 1 || port > 65535) {
                throw new TypeConversionException("the port must be 1 to 65535, was " + port);
            }
            return new InetSocketAddress(host, port);
        }
    }
}
