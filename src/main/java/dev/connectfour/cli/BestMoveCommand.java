package dev.connectfour.cli;

import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bestmove}: for each move string on standard input, the column a computer player of the given
 * level chooses and the time it took. One player serves every line, so a searching player keeps its
 * tables from one position to the next, as in a game.
 */
@Command(name = "bestmove", mixinStandardHelpOptions = true,
        description = {"Reads move strings on stdin, prints 'MOVES COLUMN MILLIS' per line (COLUMN 1..7).",
            "A 'MOVES SCORE' line of a test set is read as its moves; a bad line is named on stderr and makes the"
                + " exit code 1."})
final class BestMoveCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--level", required = true, paramLabel = "LEVEL", converter = OptionValues.Level.class,
            description = "easy, medium, hard, random, depth:N (N from 1 to 12) or rung:K (see ladder)")
    private ComputerLevel level;

    @Option(names = "--seed", paramLabel = "S", description = "the seed of the player's choices among equal moves"
            + " (default: a random one)")
    private Long seed;

    @Option(names = "--time-limit", paramLabel = "MS", defaultValue = "" + ComputerPlayers.DEFAULT_TIME_LIMIT_MILLIS,
            description = "a searching player's budget per move, 1 to 3600000 ms (default: ${DEFAULT-VALUE})")
    private long timeLimit;

    private final Streams streams;

    BestMoveCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        UsageErrors.within(spec, "--time-limit", timeLimit, 1, 3_600_000);
        long seed = this.seed != null ? this.seed : ThreadLocalRandom.current().nextLong();
        PrintStream out = streams.out();
        PrintStream err = streams.err();
        ComputerPlayer player = ComputerPlayers.create(level, seed, timeLimit);
        boolean failed = false;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(streams.in(), StandardCharsets.UTF_8))) {
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
