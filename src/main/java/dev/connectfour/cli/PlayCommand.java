package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.net.NetHost;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * {@code play}: a text-mode game against the computer, like a classic console Connect Four
 * ({@link TextGame}), or a network game ({@link NetworkPlay}).
 */
final class PlayCommand implements Command {
    @Override
    public String name() {
        return "play";
    }

    @Override
    public String usage() {
        return "[--level easy|medium|hard|depth:N] [--first human|computer|random] [--seed S]  |  " + NetworkPlay.USAGE;
    }

    @Override
    public String summary() {
        return "Plays a game in the terminal against the computer (default level medium, human first), or against"
                + " another computer over the network: --host waits for a guest (default port " + NetHost.DEFAULT_PORT
                + ", 5 s a move), --join plays the host's game with its code.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
        if (NetworkPlay.isNetwork(args)) {
            return new NetworkPlay().run(args, in, out);
        }
        NamedOptions options = NamedOptions.parse(args, Set.of("level", "first", "seed"), Set.of());
        ComputerLevel level = Levels.parse("level", options.get("level", "medium"));
        String first = options.get("first", "human").toLowerCase(Locale.ROOT);
        if (!first.equals("human") && !first.equals("computer") && !first.equals("random")) {
            throw new UsageException("--first must be human, computer or random, was '" + first + "'");
        }
        Random random = options.has("seed") ? new Random(options.getLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE)) : new Random();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        try {
            new TextGame(level, reader, out, random).run(first);
            return CliMain.OK;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The board in text: {@code X} first player, {@code O} second, column numbers underneath. */
    static String draw(Position position) {
        BoardSize size = position.size();
        StringBuilder text = new StringBuilder("\n");
        for (int row = size.height() - 1; row >= 0; row--) {
            text.append('|');
            for (int column = 0; column < size.width(); column++) {
                Optional<Player> disc = position.discAt(column, row);
                text.append(disc.isEmpty() ? " " : disc.get() == Player.FIRST ? "X" : "O").append('|');
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
