package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
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
 * {@code play}: a text-mode game against the computer, like a classic console Connect Four. The board
 * is drawn after every move; the human types a column number. End of input quits cleanly.
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
            out.println("Connect Four against the computer (" + level + "). Four in a row wins.");
            while (true) {
                boolean humanFirst = first.equals("human") || (first.equals("random") && random.nextBoolean());
                ComputerPlayer computer = ComputerPlayers.create(level, random.nextLong());
                if (!playOneGame(computer, humanFirst, reader, out)) {
                    out.println();
                    out.println("Goodbye.");
                    return CliMain.OK;
                }
                out.print("Play again? [y/n] ");
                out.flush();
                String answer = reader.readLine();
                if (answer == null || !answer.strip().toLowerCase(Locale.ROOT).startsWith("y")) {
                    out.println();
                    out.println("Goodbye.");
                    return CliMain.OK;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Plays one game; false if the input ended before it finished. */
    private boolean playOneGame(ComputerPlayer computer, boolean humanFirst, BufferedReader reader, PrintStream out)
            throws IOException {
        Player human = humanFirst ? Player.FIRST : Player.SECOND;
        out.println();
        out.println("You play " + (humanFirst ? "X and move first." : "O; the computer (X) moves first."));
        Position position = Position.empty(BoardSize.STANDARD);
        out.print(draw(position));
        while (!position.isGameOver()) {
            int column;
            if (position.toMove() == human) {
                Optional<Integer> chosen = askColumn(position, reader, out);
                if (chosen.isEmpty()) {
                    return false;
                }
                column = chosen.get();
                out.println("You play column " + (column + 1) + ".");
            } else {
                column = computer.chooseColumn(position);
                out.println("The computer plays column " + (column + 1) + ".");
            }
            position = position.play(column);
            out.print(draw(position));
        }
        Optional<Player> winner = position.winner();
        if (winner.isEmpty()) {
            out.println("The board is full: a draw.");
        } else if (winner.get() == human) {
            out.println("Four in a row: you win!");
        } else {
            out.println("Four in a row: the computer wins.");
        }
        out.println("Moves: " + position.moves());
        return true;
    }

    /** Asks until the human names a playable column; empty at the end of input. */
    private static Optional<Integer> askColumn(Position position, BufferedReader reader, PrintStream out) throws IOException {
        int width = position.size().width();
        while (true) {
            out.print("Your move (column 1-" + width + "): ");
            out.flush();
            String line = reader.readLine();
            if (line == null) {
                return Optional.empty();
            }
            String text = line.strip();
            int column;
            try {
                column = Integer.parseInt(text) - 1;
            } catch (NumberFormatException e) {
                out.println("'" + text + "' is not a column number: type a number from 1 to " + width + ".");
                continue;
            }
            if (column < 0 || column >= width) {
                out.println("There is no column " + text + ": type a number from 1 to " + width + ".");
                continue;
            }
            if (!position.canPlay(column)) {
                out.println("Column " + text + " is full: choose another.");
                continue;
            }
            return Optional.of(column);
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
