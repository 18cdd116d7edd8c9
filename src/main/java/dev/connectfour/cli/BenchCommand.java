package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench}: solves test-set files of {@code MOVES SCORE} lines, clearing the table before each position like
 * the reference solver's protocol, and prints one line per file:
 * {@code BENCH file=NAME positions=N mismatches=M meanUs=.. maxUs=.. meanNodes=.. knps=.. medianUs=..
 * meanCpuUs=.. medianCpuUs=..}.
 * Only the solve is timed, in wall-clock time and in the thread's CPU time ({@code meanCpuUs},
 * {@code medianCpuUs}: robust when other processes share the cores). Before each file, the JIT is warmed
 * up for {@code --warmup-ms} (default 3000) on that file's positions, untimed: code compiled on the
 * profile of end-game positions alone runs the middle game slower. {@code --threads T} (default 1) lets the solver
 * use T threads (lazy SMP); CPU time then counts the calling thread only. {@code --verbose} also prints one
 * {@code POSITION ...} line per position on standard error. {@code --vs OTHER} times this build against
 * another in the same JVM, for {@code --seconds S} (default 10) a file after the warm-up (see {@link PairedBench});
 * {@code --forks F} repeats that in F fresh JVMs (see {@link ForkedBench}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Solves test-set files (MOVES SCORE lines) and prints timings and mismatches per file.",
            "Or random positions (--random N --seed S), or this build against another (--vs OTHER FILE...)."})
final class BenchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--weak", description = "solve for the outcome only")
    private boolean weak;

    @Option(names = "--sample", paramLabel = "N", description = "a seeded sample of N lines of each file (with --seed)")
    private Long sample;

    @Option(names = "--seed", paramLabel = "S", description = "the seed of --sample or --random")
    private Long seed;

    @Option(names = "--limit", paramLabel = "N", description = "the first N lines of each file only")
    private Long limit;

    @Option(names = "--warmup-ms", paramLabel = "T", defaultValue = "3000",
            description = "untimed solves before each file, 0 to 600000 ms (default: ${DEFAULT-VALUE})")
    private long warmupMillis;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "7x6", converter = OptionValues.Size.class,
            description = "the board (default: ${DEFAULT-VALUE})")
    private BoardSize size;

    @Option(names = "--table-mb", paramLabel = "M", defaultValue = "128",
            description = "the transposition table in MB, 8 to 8192 (default: ${DEFAULT-VALUE})")
    private long tableMb;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "search threads, 1 to 64 (default: ${DEFAULT-VALUE})")
    private int threads;

    @Option(names = "--verbose", description = "one POSITION line per position on stderr")
    private boolean verbose;

    @Option(names = "--random", paramLabel = "N", description = "N positions of random games instead of files (with --seed)")
    private Long random;

    @Option(names = "--min-discs", paramLabel = "A", defaultValue = "3",
            description = "--random: the fewest discs (default: ${DEFAULT-VALUE})")
    private int minDiscs;

    @Option(names = "--max-discs", paramLabel = "B", defaultValue = "11",
            description = "--random: the most discs (default: ${DEFAULT-VALUE})")
    private int maxDiscs;

    @Option(names = "--vs", paramLabel = "OTHER", description = "time this build against another (its jar or classes)")
    private String vs;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "10",
            description = "--vs: the timed seconds per file, 0 to 3600 (default: ${DEFAULT-VALUE})")
    private long seconds;

    @Option(names = "--forks", paramLabel = "F", defaultValue = "1",
            description = "--vs: run the paired bench in F fresh JVMs, 1 to 100, and give the median of their ratios"
                    + " (default: ${DEFAULT-VALUE}, in this JVM)")
    private int forks;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "test-set files of MOVES SCORE lines")
    private List<Path> files = new ArrayList<>();

    private final Streams streams;

    BenchCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        checkRanges();
        long tableBytes = tableMb << 20;
        long limit = this.limit == null ? Long.MAX_VALUE : this.limit;
        PrintStream out = streams.out();
        PrintStream err = streams.err();
        URL self = null;
        URL other = null;
        if (vs != null) {
            if (random != null || threads != 1 || !size.equals(BoardSize.STANDARD) || verbose) {
                throw UsageErrors.error(spec, "--vs takes test-set files on the standard board, one thread, no --verbose");
            }
            try {
                other = PairedBench.otherBuild(vs);
                self = PairedBench.thisBuild();
            } catch (IllegalArgumentException e) {
                throw UsageErrors.error(spec, e.getMessage());
            }
            if (forks > 1) {
                return ForkedBench.run(forks, spec.commandLine().getParseResult().originalArgs(), out, err) ? CliMain.OK : CliMain.FAILED;
            }
        } else if (forks > 1) {
            throw UsageErrors.error(spec, "--forks needs --vs");
        }
        if (random != null) {
            if (!files.isEmpty() || sample != null) {
                throw UsageErrors.error(spec, "--random takes no file and no --sample");
            }
            if (seed == null) {
                throw UsageErrors.error(spec, "--random needs --seed");
            }
            if (minDiscs > maxDiscs || maxDiscs >= size.cells()) {
                throw UsageErrors.error(spec, "--min-discs and --max-discs must give a range of fewer discs than the board has cells");
            }
            Solver solver = new Solver(tableBytes, threads);
            List<Position> positions = randomPositions(size, random.intValue(), minDiscs, maxDiscs, new Random(seed));
            String name = "random-" + random + "-discs-" + minDiscs + "-" + maxDiscs + "-seed-" + seed;
            return benchSet(solver, name, positions, null, weak, warmupMillis, verbose, out, err) ? CliMain.OK : CliMain.FAILED;
        }
        if (files.isEmpty()) {
            throw UsageErrors.error(spec, "no test-set file given");
        }
        if ((sample != null) != (seed != null)) {
            throw UsageErrors.error(spec, "--sample and --seed go together");
        }
        Solver solver = other == null ? new Solver(tableBytes, threads) : null; // --vs: each build makes its own
        boolean failed = false;
        for (Path file : files) {
            List<String> lines;
            try {
                lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                err.println("bench: cannot read " + file + ": " + e);
                failed = true;
                continue;
            }
            lines.removeIf(String::isBlank);
            if (sample != null) {
                List<String> shuffled = new ArrayList<>(lines);
                Collections.shuffle(shuffled, new Random(seed));
                lines = shuffled.subList(0, (int) Math.min(sample, shuffled.size()));
            }
            if (lines.size() > limit) {
                lines = lines.subList(0, (int) limit);
            }
            List<Position> positions = new ArrayList<>();
            int[] expected = new int[lines.size()];
            for (String line : lines) {
                String[] fields = line.strip().split("\\s+");
                try {
                    if (fields.length != 2) {
                        throw new IllegalArgumentException("expected 'MOVES SCORE'");
                    }
                    Position position = Position.parse(size, fields[0]);
                    if (position.isGameOver()) {
                        throw new IllegalArgumentException("the game is already over");
                    }
                    expected[positions.size()] = Integer.parseInt(fields[1]);
                    positions.add(position);
                } catch (IllegalArgumentException e) {
                    err.println("bench: " + file + ": bad line '" + line + "': " + e.getMessage());
                    failed = true;
                }
            }
            String name = file.getFileName().toString();
            if (other != null) {
                failed |= !PairedBench.run(self, other, name, positions.stream().map(Position::moves).toList(), expected, weak,
                        tableBytes, warmupMillis, seconds, out, err);
            } else {
                failed |= !benchSet(solver, name, positions, expected, weak, warmupMillis, verbose, out, err);
            }
        }
        return failed ? CliMain.FAILED : CliMain.OK;
    }

    private void checkRanges() {
        if (sample != null) {
            UsageErrors.within(spec, "--sample", sample, 1, Integer.MAX_VALUE);
        }
        if (limit != null) {
            UsageErrors.within(spec, "--limit", limit, 1, Integer.MAX_VALUE);
        }
        if (random != null) {
            UsageErrors.within(spec, "--random", random, 1, 1_000_000);
        }
        UsageErrors.within(spec, "--warmup-ms", warmupMillis, 0, 600_000);
        UsageErrors.within(spec, "--table-mb", tableMb, 8, 8192);
        UsageErrors.within(spec, "--threads", threads, 1, 64);
        UsageErrors.within(spec, "--min-discs", minDiscs, 0, 80);
        UsageErrors.within(spec, "--max-discs", maxDiscs, 0, 80);
        UsageErrors.within(spec, "--seconds", seconds, 0, 3600);
        UsageErrors.within(spec, "--forks", forks, 1, 100);
    }

    /**
     * Solves one set, timed, after the warm-up, and prints its {@code BENCH} line; {@code expected}
     * null for a set without known scores. Returns whether no result contradicted an expected score.
     */
    private static boolean benchSet(Solver solver, String name, List<Position> positions, int[] expected, boolean weak,
                                    long warmupMillis, boolean verbose, PrintStream out, PrintStream err) {
        if (warmupMillis > 0) {
            warmUp(solver, positions, weak, warmupMillis);
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long[] micros = new long[positions.size()];
        long[] cpuMicros = new long[positions.size()];
        long totalNanos = 0;
        long totalCpuNanos = 0;
        long totalNodes = 0;
        int mismatches = 0;
        int[] outcomes = new int[3];
        long checksum = 0;
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            solver.clearTable();
            long cpuStart = cpu.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            int score = weak ? solver.solveWeak(position) : solver.solve(position);
            long nanos = System.nanoTime() - start;
            long cpuNanos = cpu.getCurrentThreadCpuTime() - cpuStart;
            totalNanos += nanos;
            totalCpuNanos += cpuNanos;
            micros[i] = nanos / 1000;
            cpuMicros[i] = cpuNanos / 1000;
            totalNodes += solver.nodeCount();
            outcomes[1 - Integer.signum(score)]++;
            checksum = checksum * 31 + score;
            String want = expected == null ? "?" : Integer.toString(weak ? Integer.signum(expected[i]) : expected[i]);
            if (verbose) {
                err.println("POSITION file=" + name + " index=" + (i + 1) + " moves=" + position.moves()
                        + " expected=" + want + " got=" + score + " us=" + micros[i] + " cpuUs=" + cpuMicros[i]
                        + " nodes=" + solver.nodeCount());
            }
            if (expected != null && !want.equals(Integer.toString(score))) {
                mismatches++;
                err.println("MISMATCH file=" + name + " moves=" + position.moves() + " expected=" + want + " got=" + score);
            }
        }
        int n = positions.size();
        long[] sorted = micros.clone();
        Arrays.sort(sorted);
        out.printf("BENCH file=%s positions=%d mismatches=%s meanUs=%.1f maxUs=%d meanNodes=%.0f knps=%.0f"
                        + " medianUs=%.1f meanCpuUs=%.1f medianCpuUs=%.1f%s%n",
                name, n, expected == null ? "-" : Integer.toString(mismatches), n == 0 ? 0 : totalNanos / 1000.0 / n,
                n == 0 ? 0 : sorted[n - 1], n == 0 ? 0 : (double) totalNodes / n,
                totalNanos == 0 ? 0 : totalNodes / (totalNanos / 1e6), median(sorted),
                n == 0 ? 0 : totalCpuNanos / 1000.0 / n, median(cpuMicros),
                expected == null ? " outcomes=" + outcomes[0] + "/" + outcomes[1] + "/" + outcomes[2]
                        + " checksum=" + Long.toHexString(checksum) : "");
        out.flush();
        return mismatches == 0;
    }

    /**
     * {@code count} positions of random games, each of a disc count drawn uniformly from
     * [minDiscs, maxDiscs]: a game that ends on the way, or whose side to move could then win at once,
     * is drawn again.
     */
    static List<Position> randomPositions(BoardSize size, int count, int minDiscs, int maxDiscs, Random random) {
        List<Position> positions = new ArrayList<>(count);
        while (positions.size() < count) {
            int discs = minDiscs + random.nextInt(maxDiscs - minDiscs + 1);
            Position position = Position.empty(size);
            while (position.moveCount() < discs && !position.isGameOver()) {
                int column = random.nextInt(size.width());
                if (position.canPlay(column)) {
                    position = position.play(column);
                }
            }
            if (!position.isGameOver() && !canWinAtOnce(position)) {
                positions.add(position);
            }
        }
        return positions;
    }

    private static boolean canWinAtOnce(Position position) {
        for (int column = 0; column < position.size().width(); column++) {
            if (position.isWinningMove(column)) {
                return true;
            }
        }
        return false;
    }

    /** The median of the values (sorted in place), 0 for none. */
    static double median(long[] values) {
        Arrays.sort(values);
        int n = values.length;
        return n == 0 ? 0 : n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
    }

    /**
     * Solves positions untimed until the budget is spent, so the timed run sees compiled code; a
     * scheduled cancel cuts a solve that would outlast the budget (a file of hard positions).
     */
    private static void warmUp(Solver solver, List<Position> positions, boolean weak, long millis) {
        if (positions.isEmpty()) {
            return;
        }
        long end = System.nanoTime() + millis * 1_000_000;
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "bench-warmup-timer");
            thread.setDaemon(true);
            return thread;
        });
        timer.schedule(solver::cancel, millis, TimeUnit.MILLISECONDS);
        try {
            for (int i = 0; System.nanoTime() - end < 0; i = (i + 1) % positions.size()) {
                solver.clearTable();
                if (weak) {
                    solver.solveWeak(positions.get(i));
                } else {
                    solver.solve(positions.get(i));
                }
            }
        } catch (SearchCancelledException e) {
            // the budget ran out in the middle of a position
        } finally {
            timer.shutdownNow();
            try {
                timer.awaitTermination(1, TimeUnit.MINUTES); // a late cancel() must land before the timed run
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        solver.clearTable();
    }
}
