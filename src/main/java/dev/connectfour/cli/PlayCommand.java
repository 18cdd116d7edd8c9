package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.net.NetHost;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code play}: a text-mode game against the computer, like a classic console Connect Four
 * ({@link TextGame}), or a network game ({@link NetworkPlay}). The three kinds of game are exclusive groups of
 * options, so an option of one is refused with another.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Plays a game in the terminal against the computer (default level medium, human first), or"
                + " against another computer over the network: --host waits for a guest (default port "
                + NetHost.DEFAULT_PORT + ", 5 s a move), --join plays the host's game with its code.",
            "Over the Internet: --host --broker URL (or --broker alone: the server of the game's settings) prints an"
                + " invite link, and on a private server (one the game's settings hold a user name for) a short code"
                + " as well; --join LINK, or --join CODE on that server,"
                + " joins. A guest whose game was stopped in the middle (Ctrl+C, a closed terminal) takes its seat back,"
                + " started again within 60 s with the same link or code.",
            "In the game, help lists its commands."})
final class PlayCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ArgGroup(exclusive = true)
    private Game game;

    @Option(names = "--name", paramLabel = "N", converter = NetworkOptions.Name.class,
            description = "your name in a network game, 1 to 20 characters (default: Host or Guest)")
    private String name;

    @Mixin
    private NetworkOptions.Internet internet;

    private final Streams streams;

    PlayCommand(Streams streams) {
        this.streams = streams;
    }

    /** The kind of game: against the computer, hosted or joined. */
    static final class Game {
        @ArgGroup(exclusive = false, heading = "%nagainst the computer:%n")
        Local local;

        @ArgGroup(exclusive = false, heading = "%nhosting a network game:%n")
        NetworkOptions.Host host;

        @ArgGroup(exclusive = false, heading = "%njoining a network game:%n")
        NetworkOptions.Join join;
    }

    /** A game against the computer. */
    static final class Local {
        @Option(names = "--level", paramLabel = "LEVEL", converter = OptionValues.Level.class,
                description = "easy, medium, hard, depth:N or rung:K (default: medium)")
        ComputerLevel level = ComputerLevel.parse("medium");

        @Option(names = "--first", paramLabel = "WHO", description = "who moves first: human, computer or random (default: human)")
        First first = First.HUMAN;

        @Option(names = "--seed", paramLabel = "S", description = "the seed of the computer's choices and of random")
        Long seed;
    }

    /** Who moves first in a game against the computer. */
    enum First { HUMAN, COMPUTER, RANDOM }

    @Override
    public Integer call() {
        Game kind = game == null ? new Game() : game;
        if (kind.host != null) {
            return new NetworkPlay(spec, internet).host(kind.host, name == null ? "Host" : name, streams.in(),
                    streams.out());
        }
        if (kind.join != null) {
            return new NetworkPlay(spec, internet).join(kind.join, name == null ? "Guest" : name, streams.in(),
                    streams.out());
        }
        String networkOnly = name != null ? "--name" : internet.networkOnly();
        if (networkOnly != null) {
            throw UsageErrors.error(spec, networkOnly + " is for a network game (--host or --join)");
        }
        Local local = kind.local == null ? new Local() : kind.local;
        Random random = local.seed != null ? new Random(local.seed) : new Random();
        BufferedReader reader = new BufferedReader(new InputStreamReader(streams.in(), StandardCharsets.UTF_8));
        try {
            new TextGame(local.level, reader, streams.out(), random).run(local.first.name().toLowerCase(Locale.ROOT));
            return CliMain.OK;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The board in text: {@code X} first player, {@code O} second, column numbers underneath. */
    static String draw(Position position) {
        return draw(position, 'X', 'O');
    }

    /** The board in text with the first player's discs written {@code first}, the second's {@code second}. */
    static String draw(Position position, char first, char second) {
        BoardSize size = position.size();
        StringBuilder text = new StringBuilder("\n");
        for (int row = size.height() - 1; row >= 0; row--) {
            text.append('|');
            for (int column = 0; column < size.width(); column++) {
                Optional<Player> disc = position.discAt(column, row);
                text.append(disc.isEmpty() ? ' ' : disc.get() == Player.FIRST ? first : second).append('|');
            }
            text.append('\n');
        }
        text.append('+').append("-+".repeat(size.width())).append('\n');
        text.append(' ');
        for (int column = 1; column <= size.width(); column++) {
            text.append(column).append(' ');
        }
        return text.append('\n').toString();
    }
}
