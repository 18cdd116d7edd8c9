package dev.connectfour.cli;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.LostTurnScores;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code analysis-times}: how long the game's analysis takes, as a player meets it: for random positions
 * of each disc count, an analyst as the game makes one (the shipped book and scores after a lost turn, a
 * cold table of the game's size, one thread) analyses the position, and the times until every column's
 * outcome is shown and until every column's exact value is shown are reported per disc count (median,
 * 99th percentile, max); with {@code --outcomes-only} the analysis stops once every outcome is shown.
 * With {@code --lost-turn} every position is one after a lost turn, as a move clock makes it: one side
 * passed once, at a random moment.
 * With {@code --cpu-time} the times are the analysing thread's processor time (the analysis runs on one
 * thread), so that a machine shared with other work shows what a quiet one would.
 */
@Command(name = "analysis-times", mixinStandardHelpOptions = true,
        description = "Times the game's analysis from a cold start on random positions of each disc count: outcomes,"
                + " then exact values.")
final class AnalysisTimesCommand implements Callable<Integer> {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** The table of the game's analysis ({@code AnalysisService}). */
    private static final long GAME_TABLE_MB = 16;

    @Spec
    private CommandSpec spec;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "50",
            description = "positions per disc count, 1 to 100000 (default: ${DEFAULT-VALUE})")
    private int count;

    @Option(names = "--min-discs", paramLabel = "A", defaultValue = "0",
            description = "the fewest discs, 0 to 41 (default: ${DEFAULT-VALUE})")
    private int minDiscs;

    @Option(names = "--max-discs", paramLabel = "B", defaultValue = "12",
            description = "the most discs, A to 41 (default: ${DEFAULT-VALUE})")
    private int maxDiscs;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the positions' seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--table-mb", paramLabel = "M", defaultValue = "" + GAME_TABLE_MB,
            description = "the analysis' table in MB, 8 to 16384 (default: ${DEFAULT-VALUE}, the game's)")
    private long tableMb;

    @Option(names = "--outcomes-only", description = "stop each analysis once every column's outcome is shown")
    private boolean outcomesOnly;

    @Option(names = "--lost-turn", description = "positions after a lost turn: one side passed once, at a random moment")
    private boolean lostTurn;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "the analysis' search threads, 1 to 8 (default: ${DEFAULT-VALUE})")
    private int threads;

    @Option(names = "--cpu-time", description = "time by the analysing thread's processor time, not the clock:"
            + " on a shared machine, what a quiet one would show")
    private boolean cpuTime;

    private final Streams streams;

    AnalysisTimesCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        UsageErrors.within(spec, "--positions", count, 1, 100_000);
        UsageErrors.within(spec, "--min-discs", minDiscs, 0, 41);
        UsageErrors.within(spec, "--max-discs", maxDiscs, minDiscs, 41);
        UsageErrors.within(spec, "--table-mb", tableMb, 8, 16_384);
        UsageErrors.within(spec, "--threads", threads, 1, 8);
        if (cpuTime && threads > 1) {
            throw UsageErrors.error(spec, "--cpu-time times one thread: it cannot be used with --threads above 1");
        }
        PrintStream out = streams.out();
        OpeningBook book = OpeningBook.bundledOrEmpty();
        LostTurnScores lostTurns = LostTurnScores.bundledOrEmpty();
        SplittableRandom random = new SplittableRandom(seed);
        for (int discs = minDiscs; discs <= maxDiscs; discs++) {
            MatchCommand.MoveTimes outcomes = new MatchCommand.MoveTimes();
            MatchCommand.MoveTimes exact = new MatchCommand.MoveTimes();
            for (int i = 0; i < count; i++) {
                Position position = lostTurn ? afterALostTurn(discs, random) : AuditCommand.randomPosition(discs, random);
                Analyst analyst = new Analyst(book, lostTurns, new Solver(tableMb << 20, threads));
                LongSupplier clock = cpuTime ? THREADS::getCurrentThreadCpuTime : System::nanoTime;
                long start = clock.getAsLong();
                long[] allOutcomes = {-1};
                try {
                    analyst.analyze(position, values -> {
                        if (allOutcomes[0] < 0 && everyColumnKnown(position, values)) {
                            allOutcomes[0] = clock.getAsLong() - start;
                            if (outcomesOnly) {
                                analyst.cancel();
                            }
                        }
                    });
                    exact.add(clock.getAsLong() - start); // the last step: every column exact
                } catch (SearchCancelledException stoppedAfterTheOutcomes) {
                    // --outcomes-only: the exact values are not timed
                }
                outcomes.add(allOutcomes[0]);
            }
            out.printf(Locale.ROOT, "ANALYSIS discs=%d positions=%d%s outcomes median=%.1fms p99=%.1fms max=%.1fms", discs, count,
                    (lostTurn ? " lost-turn" : "") + (cpuTime ? " cpu-time" : "") + (threads > 1 ? " threads=" + threads : ""), outcomes.percentileMillis(50), outcomes.percentileMillis(99), outcomes.maxMillis());
            out.println(outcomesOnly ? "" : String.format(Locale.ROOT, " exact median=%.1fms p99=%.1fms max=%.1fms",
                    exact.percentileMillis(50), exact.percentileMillis(99), exact.maxMillis()));
            out.flush();
        }
        return CliMain.OK;
    }

    /**
     * A position of {@code discs} discs from random moves, one side's turn lost once (a pass) before a
     * random one of them or after the last; not over.
     */
    static Position afterALostTurn(int discs, SplittableRandom random) {
        while (true) {
            int passAt = random.nextInt(discs + 1);
            Position position = Position.empty(BoardSize.STANDARD);
            while (!position.isGameOver() && (position.moveCount() < discs || !position.hasPasses())) {
                if (position.moveCount() == passAt && !position.hasPasses()) {
                    position = position.pass();
                    continue;
                }
                int column = random.nextInt(position.size().width());
                if (position.canPlay(column)) {
                    position = position.play(column);
                }
            }
            if (!position.isGameOver() && position.moveCount() == discs) {
                return position;
            }
        }
    }

    /** True if every playable column has a verdict, at least its outcome. */
    private static boolean everyColumnKnown(Position position, ColumnValues values) {
        for (int column = 0; column < position.size().width(); column++) {
            if (position.canPlay(column) && values.verdict(column).isEmpty()) {
                return false;
            }
        }
        return true;
    }
}
