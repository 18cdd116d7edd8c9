package dev.connectfour.cli;

import dev.connectfour.engine.search.Solver;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.security.CodeSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * {@code bench --vs OTHER}: this build and another build of the project (its jar, or its classes
 * directory) in one JVM, each loaded by a class loader of its own, solving a test set in alternate
 * passes (A B, then B A, ...). On a machine whose speed drifts from minute to minute, two separate runs
 * differ by more than a change of a few percent is worth; passes a few milliseconds apart see the same
 * machine. Both builds are called through reflection, at the same small cost a position.
 *
 * <p>After the warm-up (each build in turn, for the warm-up time), pairs of passes run for the time
 * asked, at least one pair. The line printed per file:
 * {@code PAIRED file=NAME positions=N pairs=P mismatches=M thisUs=.. otherUs=.. ratio=.. q1=.. q3=..
 * lo95=.. hi95=.. thisFaster=K}: each build's median pass time per position, the median (and quartiles)
 * of the pass ratios this / other, a distribution-free 95 % interval of that median (two order statistics,
 * see {@link #lowerRank}), and in how many pairs this build was faster. A control (the same build on both
 * sides) shows the harness's own bias. Mismatches count the positions where
 * either build's result differs from the file's score.
 */
final class PairedBench {

    private PairedBench() {
    }

    /** One build's solver and positions, reached through its own class loader. */
    private static final class Build {
        private final Object solver;
        private final Method solve;
        private final Method clearTable;
        private final Object[] positions;

        Build(URL location, List<String> moves, long tableBytes, boolean weak) throws ReflectiveOperationException {
            // the boot loader as parent: the platform loader would hand out the running module's own classes
            // for their packages when this runs from the module path; the engine needs java.base alone
            ClassLoader loader = new URLClassLoader(new URL[] {location}, null);
            Class<?> positionClass = Class.forName("dev.connectfour.engine.board.Position", true, loader);
            Class<?> solverClass = Class.forName("dev.connectfour.engine.search.Solver", true, loader);
            Method parse = positionClass.getMethod("parse", String.class);
            positions = new Object[moves.size()];
            for (int i = 0; i < positions.length; i++) {
                positions[i] = parse.invoke(null, moves.get(i));
            }
            solver = solverClass.getConstructor(long.class, int.class).newInstance(tableBytes, 1);
            solve = solverClass.getMethod(weak ? "solveWeak" : "solve", positionClass);
            clearTable = solverClass.getMethod("clearTable");
        }

        /** Solves every position, the table cleared before each, into {@code scores}; returns the nanoseconds. */
        long pass(int[] scores) throws ReflectiveOperationException {
            long total = 0;
            for (int i = 0; i < positions.length; i++) {
                clearTable.invoke(solver);
                long start = System.nanoTime();
                scores[i] = (int) solve.invoke(solver, positions[i]);
                total += System.nanoTime() - start;
            }
            return total;
        }
    }

    /**
     * Where this build's classes are, as {@code --vs} takes a build: its jar or classes directory.
     *
     * @throws IllegalArgumentException if it runs from somewhere a class loader cannot read (a linked runtime image)
     */
    static URL thisBuild() {
        CodeSource source = Solver.class.getProtectionDomain().getCodeSource();
        URL location = source == null ? null : source.getLocation();
        if (location == null || !"file".equals(location.getProtocol())) {
            throw new IllegalArgumentException("--vs needs this build run from its jar or classes, not from " + location);
        }
        return location;
    }

    /** The location of the other build, checked. */
    static URL otherBuild(String path) {
        Path file = Path.of(path);
        if (!Files.isReadable(file)) {
            throw new IllegalArgumentException("--vs: cannot read " + path);
        }
        try {
            return file.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("--vs: " + path + ": " + e.getMessage());
        }
    }

    /**
     * Times this build (at {@code self}) and the other on one set and prints its {@code PAIRED} line;
     * returns whether neither build contradicted an expected score.
     */
    static boolean run(URL self, URL other, String name, List<String> moves, int[] expected, boolean weak, long tableBytes,
                       long warmupMillis, long seconds, PrintStream out, PrintStream err) {
        int n = moves.size();
        if (n == 0) {
            out.println("PAIRED file=" + name + " positions=0");
            return true;
        }
        Build mine;
        Build that;
        try {
            mine = new Build(self, moves, tableBytes, weak);
            that = new Build(other, moves, tableBytes, weak);
        } catch (ReflectiveOperationException | LinkageError e) {
            err.println("bench: --vs: " + other + " is not a build of this project with the same solver API: " + e);
            return false;
        }
        int[] selfScores = new int[n];
        int[] otherScores = new int[n];
        try {
            for (long end = System.nanoTime() + warmupMillis * 1_000_000; System.nanoTime() - end < 0; ) {
                mine.pass(selfScores);
                that.pass(otherScores);
            }
            long[] selfNanos = new long[16];
            long[] otherNanos = new long[16];
            int pairs = 0;
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            do {
                if (pairs == selfNanos.length) {
                    selfNanos = Arrays.copyOf(selfNanos, 2 * pairs);
                    otherNanos = Arrays.copyOf(otherNanos, 2 * pairs);
                }
                if (pairs % 2 == 0) { // each build goes first in every other pair
                    selfNanos[pairs] = mine.pass(selfScores);
                    otherNanos[pairs] = that.pass(otherScores);
                } else {
                    otherNanos[pairs] = that.pass(otherScores);
                    selfNanos[pairs] = mine.pass(selfScores);
                }
                pairs++;
            } while (System.nanoTime() - end < 0);
            int mismatches = 0;
            for (int i = 0; i < n; i++) {
                int want = weak ? Integer.signum(expected[i]) : expected[i];
                if (selfScores[i] != want || otherScores[i] != want) {
                    mismatches++;
                    err.println("MISMATCH file=" + name + " moves=" + moves.get(i) + " expected=" + want
                            + " this=" + selfScores[i] + " other=" + otherScores[i]);
                }
            }
            double[] ratios = new double[pairs];
            int selfFaster = 0;
            for (int i = 0; i < pairs; i++) {
                ratios[i] = (double) selfNanos[i] / otherNanos[i];
                selfFaster += selfNanos[i] < otherNanos[i] ? 1 : 0;
            }
            Arrays.sort(ratios);
            out.printf("PAIRED file=%s positions=%d pairs=%d mismatches=%d thisUs=%.3f otherUs=%.3f ratio=%.4f"
                            + " q1=%.4f q3=%.4f lo95=%.4f hi95=%.4f thisFaster=%d%n",
                    name, n, pairs, mismatches, perPosition(selfNanos, pairs, n), perPosition(otherNanos, pairs, n),
                    ratios[pairs / 2], ratios[pairs / 4], ratios[3 * pairs / 4],
                    ratios[lowerRank(pairs)], ratios[pairs - 1 - lowerRank(pairs)], selfFaster);
            out.flush();
            return mismatches == 0;
        } catch (InvocationTargetException e) {
            err.println("bench: --vs: a solve failed: " + e.getCause());
            return false;
        } catch (ReflectiveOperationException e) {
            err.println("bench: --vs: " + e);
            return false;
        }
    }

    /**
     * The 0-based index, in {@code n} sorted values, of the lower end of a distribution-free 95 % interval
     * of their median: the largest {@code m} with P(X ≤ m) ≤ 2.5 % for X ~ binomial(n, ½), the count of
     * values below the true median. The upper end is at {@code n - 1 - m}. Under six values no such
     * {@code m} exists and the interval is the whole range.
     */
    static int lowerRank(int n) {
        double logC = 0; // log C(n, k)
        double cdf = 0;
        int m = -1;
        for (int k = 0; k < n / 2; k++) {
            cdf += Math.exp(logC - n * Math.log(2));
            if (cdf > 0.025) {
                break;
            }
            m = k;
            logC += Math.log(n - k) - Math.log(k + 1);
        }
        return Math.max(0, m);
    }

    /** The median of the first {@code count} pass times, in microseconds a position. */
    private static double perPosition(long[] nanos, int count, int positions) {
        return BenchCommand.median(Arrays.copyOf(nanos, count)) / 1000.0 / positions;
    }
}
