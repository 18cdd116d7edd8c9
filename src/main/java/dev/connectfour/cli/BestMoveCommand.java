package dev.connectfour.cli;

import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code bestmove}: for each move string on standard input, the column a computer player of the given
 * level chooses and the time it took. One player serves every line, so a searching player keeps its
 * tables from one position to the next, as in a game.
 */
final class BestMoveCommand implements Command {

    @Override
    public String name() {
        return "bestmove";
    }

    @Override
    public String usage() {
        return "--level easy|medium|hard|random|depth:N [--seed S] [--time-limit MS]  < positions";
    }

    @Override
    public String summary() {
        return "Reads move strings on stdin, prints 'MOVES COLUMN MILLIS' per line (COLUMN 1..7).";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
        NamedOptions options = NamedOptions.parse(args, Set.of("level", "seed", "time-limit"), Set.of());
        ComputerLevel level = Levels.parse("level", options.require("level"));
        long seed = options.has("seed")
                ? options.getLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        long timeLimit = options.getLong("time-limit", ComputerPlayers.DEFAULT_TIME_LIMIT_MILLIS, 1, 3_600_000);
        ComputerPlayer player = ComputerPlayers.create(level, seed, timeLimit);
        boolean failed = false;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int lineNumber = 0;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                String moves = line.strip();
                int space = moves.indexOf(' ');
                if (space >= 0) {
                    moves = moves.substring(0, space); // tolerate "MOVES SCORE" test-set lines
                }
                Position position;
                try {
                    position = Position.parse(moves);
                } catch (MoveStringException e) {
                    err.println("line " + lineNumber + ": " + e.getMessage());
                    failed = true;
                    continue;
                }
                if (position.isGameOver()) {
                    err.println("line " + lineNumber + ": the game is over after \"" + moves + "\"");
                    failed = true;
                    continue;
                }
                long start = System.nanoTime();
                int column = player.chooseColumn(position);
                long millis = (System.nanoTime() - start) / 1_000_000;
                out.println(moves + " " + (column + 1) + " " + millis);
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return failed ? CliMain.FAILED : CliMain.OK;
    }
}
