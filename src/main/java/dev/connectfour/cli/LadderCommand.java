package dev.connectfour.cli;

import dev.connectfour.engine.players.Ladder;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code ladder}: one line per rung of the ladder of strengths, weakest first,
 * {@code RUNG K NAME LEVEL RATING}, where LEVEL is what {@code match --first} and
 * {@code bestmove --level} accept.
 */
@Command(name = "ladder", mixinStandardHelpOptions = true,
        description = "Prints the ladder of computer levels, weakest first: RUNG K NAME LEVEL RATING.")
final class LadderCommand implements Callable<Integer> {
    private final Streams streams;

    LadderCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        PrintStream out = streams.out();
        for (Ladder.Rung rung : Ladder.rungs()) {
            out.println("RUNG " + rung.number() + " " + rung.name() + " " + rung.level().id() + " " + rung.rating());
        }
        return CliMain.OK;
    }
}
