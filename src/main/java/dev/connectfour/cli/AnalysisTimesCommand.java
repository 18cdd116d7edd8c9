package dev.connectfour.cli;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * {@code analysis-times}: how long the game's analysis takes, as a player meets it: for random positions
 * of each disc count, an analyst as the game makes one (the shipped book, a cold table of the game's
 * size, one thread) analyses the position, and the times until every column's outcome is shown and until
 * every column's exact value is shown are reported per disc count (median, 99th percentile, max); with
 * {@code --outcomes-only} the analysis stops once every outcome is shown.
 */
final class AnalysisTimesCommand implements Command {
    /** The table of the game's analysis ({@code AnalysisService}). */
    private static final long GAME_TABLE_MB = 16;

    @Override
    public String name() {
        return "analysis-times";
    }

    @Override
    public String usage() {
        return "[--positions N] [--min-discs A] [--max-discs B] [--seed S] [--table-mb M] [--outcomes-only]";
    }

    @Override
    public String summary() {
        return "Times the game's analysis from a cold start on random positions of each disc count: outcomes, then exact values.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
        NamedOptions options = NamedOptions.parse(args, Set.of("positions", "min-discs", "max-discs", "seed", "table-mb"),
                Set.of("outcomes-only"));
        boolean outcomesOnly = options.has("outcomes-only");
        int count = options.getInt("positions", 50, 1, 100_000);
        int minDiscs = options.getInt("min-discs", 0, 0, 41);
        int maxDiscs = options.getInt("max-discs", 12, minDiscs, 41);
        long seed = options.getLong("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        long tableMb = options.getLong("table-mb", GAME_TABLE_MB, 8, 16_384);
        OpeningBook book = OpeningBook.bundledOrEmpty();
        SplittableRandom random = new SplittableRandom(seed);
        for (int discs = minDiscs; discs <= maxDiscs; discs++) {
            MatchCommand.MoveTimes outcomes = new MatchCommand.MoveTimes();
            MatchCommand.MoveTimes exact = new MatchCommand.MoveTimes();
            for (int i = 0; i < count; i++) {
                Position position = AuditCommand.randomPosition(discs, random);
                Analyst analyst = new Analyst(book, new Solver(tableMb << 20));
                long start = System.nanoTime();
                long[] allOutcomes = {-1};
                try {
                    analyst.analyze(position, values -> {
                        if (allOutcomes[0] < 0 && everyColumnKnown(position, values)) {
                            allOutcomes[0] = System.nanoTime() - start;
                            if (outcomesOnly) {
                                analyst.cancel();
                            }
                        }
                    });
                    exact.add(System.nanoTime() - start); // the last step: every column exact
                } catch (SearchCancelledException stoppedAfterTheOutcomes) {
                    // --outcomes-only: the exact values are not timed
                }
                outcomes.add(allOutcomes[0]);
            }
            out.printf(Locale.ROOT, "ANALYSIS discs=%d positions=%d outcomes median=%.1fms p99=%.1fms max=%.1fms", discs, count,
                    outcomes.percentileMillis(50), outcomes.percentileMillis(99), outcomes.maxMillis());
            out.println(outcomesOnly ? "" : String.format(Locale.ROOT, " exact median=%.1fms p99=%.1fms max=%.1fms",
                    exact.percentileMillis(50), exact.percentileMillis(99), exact.maxMillis()));
            out.flush();
        }
        return CliMain.OK;
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
