package dev.connectfour.cli;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ladder}: one line per rung of the ladder of strengths, weakest first,
 * {@code RUNG K NAME LEVEL RATING}, where LEVEL is what {@code match --first} and
 * {@code bestmove --level} accept. With {@code --fit DIR} the ratings are fitted afresh from the
 * matches' games in DIR (see {@link LadderFit}), Easy anchored at 1000, as the shipped ones were.
 */
@Command(name = "ladder", mixinStandardHelpOptions = true,
        description = "Prints the ladder of computer levels, weakest first: RUNG K NAME LEVEL RATING.")
final class LadderCommand implements Callable<Integer> {
    @Option(names = "--fit", paramLabel = "DIR",
            description = "fit the ratings to the games in DIR (files FIRST-SECOND.games written by match --games-file)")
    private Path gamesDir;

    private final Streams streams;

    LadderCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = streams.out();
        Map<String, Double> fitted = null;
        if (gamesDir != null) {
            String anchor = Ladder.rungOf(ComputerLevel.EASY).orElseThrow().name();
            try {
                fitted = LadderFit.fit(gamesDir, anchor, Ladder.rungOf(ComputerLevel.EASY).orElseThrow().rating());
            } catch (IllegalArgumentException e) {
                streams.err().println("ladder: " + e.getMessage());
                return CliMain.FAILED;
            }
        }
        for (Ladder.Rung rung : Ladder.rungs()) {
            String rating = fitted == null ? Integer.toString(rung.rating())
                    : fitted.containsKey(rung.name()) ? Long.toString(Math.round(fitted.get(rung.name()))) : "-";
            out.println("RUNG " + rung.number() + " " + rung.name() + " " + rung.level().id() + " " + rating);
        }
        return CliMain.OK;
    }
}
