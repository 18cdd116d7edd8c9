package dev.connectfour.engine;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Builds the opening book Hard plays from: every position Hard can meet while it follows its own book,
 * as first player (an even number of discs) and as second player (odd), against every reply of the
 * opponent, up to {@code maxDiscs} discs. For each such position it stores the outcome for Hard (the
 * side to move) and one move that keeps it: for a win the first winning move in centre-first order,
 * for a draw the first drawing move; for a lost position (Hard as second player after a perfect
 * opening) a heuristic move, the one a weak solve cannot tell apart from the others.
 *
 * <h2>Order, parallelism and resumption</h2>
 * Positions are computed level by level, two levels at a time (Hard's positions with {@code 2b} and
 * {@code 2b + 1} discs never depend on each other), each level's positions shared out between worker
 * threads, each with its own {@link Solver} and table. Every result goes at once to an append-only
 * progress file ({@code E} lines: entries; {@code V} lines: outcomes learned on the way, which save
 * later searches; {@code L} lines: a completed pair of levels). A new run with the same file skips
 * everything already there, so an interrupted generation loses at most the positions in progress.
 */
public final class BookGenerator {

    /**
     * @param maxDiscs       the deepest Hard position stored, in discs on the board
     * @param threads        worker threads, each with its own solver
     * @param tableBytes     the table size of each worker's solver
     * @param progressFile   the append-only progress file, created if missing
     */
    public record Settings(int maxDiscs, int threads, long tableBytes, Path progressFile) {
        public Settings {
            if (maxDiscs < 0 || threads < 1 || tableBytes <= 0) {
                throw new IllegalArgumentException("bad generator settings");
            }
            Objects.requireNonNull(progressFile, "progressFile");
        }
    }

    private final BoardSize size;
    private final Settings settings;
    private final PrintStream log;
    private final LineGeometry geometry;

    /** Book entries by symmetric key, each with the position (one orientation) it was computed for. */
    private final Map<Long, Computed> entries = new ConcurrentHashMap<>();
    /** Outcomes for the side to move by symmetric key, learned while computing entries. */
    private final Map<Long, OpeningBook.Outcome> outcomes = new ConcurrentHashMap<>();
    private int completedDepth = -1;
    private BufferedWriter progress;

    private record Computed(Position position, OpeningBook.Entry entry) {
        /** The entry seen from {@code other}'s orientation (the same position or its mirror image). */
        OpeningBook.Entry orientedTo(Position other) {
            if (other.key() == position.key()) {
                return entry;
            }
            return new OpeningBook.Entry(entry.outcome(), OpeningBook.mirrorColumns(position.size(), entry.moves()));
        }
    }

    public BookGenerator(BoardSize size, Settings settings, PrintStream log) {
        this.size = Objects.requireNonNull(size, "size");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.log = Objects.requireNonNull(log, "log");
        this.geometry = LineGeometry.of(size);
    }

    /**
     * Generates (or resumes) the book and returns it; its depth is the deepest pair of levels
     * completed. Stops early, with what is complete, when the thread is interrupted.
     */
    public OpeningBook run() throws IOException, InterruptedException {
        loadProgress();
        try (BufferedWriter writer = Files.newBufferedWriter(settings.progressFile(), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            progress = writer;
            ExecutorService workers = Executors.newFixedThreadPool(settings.threads(), runnable -> {
                Thread thread = new Thread(runnable, "book-generator");
                thread.setDaemon(true);
                return thread;
            });
            ThreadLocal<Solver> solvers = ThreadLocal.withInitial(() -> new Solver(settings.tableBytes()));
            try {
                List<Position> previousEven = List.of();
                List<Position> previousOdd = List.of();
                for (int even = 0; even <= settings.maxDiscs(); even += 2) {
                    List<Position> evenLevel = even == 0 ? List.of(Position.empty(size)) : nextLevel(previousEven);
                    List<Position> oddLevel = even == 0 ? firstMoves() : nextLevel(previousOdd);
                    if (even + 1 > settings.maxDiscs()) {
                        oddLevel = List.of();
                    }
                    List<Position> level = new ArrayList<>(evenLevel);
                    level.addAll(oddLevel);
                    if (completedDepth < Math.min(even + 1, settings.maxDiscs())) {
                        computeLevel(even, level, workers, solvers);
                        completedDepth = Math.min(even + 1, settings.maxDiscs());
                        record("L " + completedDepth);
                    }
                    previousEven = evenLevel;
                    previousOdd = oddLevel;
                }
            } finally {
                workers.shutdownNow();
                progress.flush();
            }
        }
        return book();
    }

    /** The book of everything computed so far, of the depth completed so far. */
    public OpeningBook book() {
        Map<Position, OpeningBook.Entry> all = new LinkedHashMap<>();
        for (Computed computed : entries.values()) {
            all.put(computed.position(), computed.entry());
        }
        return OpeningBook.of(size, Math.max(completedDepth, 0), all);
    }

    /** Reads the progress file, if any, into the maps; ignores a last line cut short. */
    public void loadProgress() throws IOException {
        if (!Files.exists(settings.progressFile())) {
            return;
        }
        int lineNumber = 0;
        for (String line : Files.readAllLines(settings.progressFile(), StandardCharsets.UTF_8)) {
            lineNumber++;
            String[] fields = line.strip().split(" ");
            try {
                switch (fields[0]) {
                    case "E": {
                        Position position = Position.parse(size, fields[1].equals("-") ? "" : fields[1]);
                        OpeningBook.Outcome outcome = OpeningBook.Outcome.valueOf(fields[2]);
                        int moves = Integer.parseInt(fields[3]);
                        entries.put(position.symmetricKey(), new Computed(position, new OpeningBook.Entry(outcome, moves)));
                        outcomes.put(position.symmetricKey(), outcome);
                        break;
                    }
                    case "V": {
                        Position position = Position.parse(size, fields[1]);
                        outcomes.put(position.symmetricKey(), OpeningBook.Outcome.valueOf(fields[2]));
                        break;
                    }
                    case "L":
                        completedDepth = Math.max(completedDepth, Integer.parseInt(fields[1]));
                        break;
                    default:
                        throw new IllegalArgumentException("unknown record");
                }
            } catch (RuntimeException e) {
                log.println("book: skipping line " + lineNumber + " of " + settings.progressFile() + ": '" + line + "'");
            }
        }
        log.printf(Locale.ROOT, "book: resumed from %s: %d entries, %d outcomes, levels complete to %d discs%n",
                settings.progressFile(), entries.size(), outcomes.size(), completedDepth);
    }

    private List<Position> firstMoves() {
        List<Position> level = new ArrayList<>();
        Map<Long, Boolean> seen = new LinkedHashMap<>();
        Position empty = Position.empty(size);
        for (int i = 0; i < size.width(); i++) {
            // the centre last: after it Hard (second) is lost in theory, and the first player's
            // entry for the empty board proves that on the way, so it is found without a search
            int column = geometry.columnInOrder(size.width() - 1 - i);
            Position position = empty.play(column);
            if (!position.isGameOver() && seen.put(position.symmetricKey(), true) == null) {
                level.add(position);
            }
        }
        return level;
    }

    /** Hard's positions two discs deeper: Hard's book move, then every reply. */
    private List<Position> nextLevel(List<Position> previous) {
        List<Position> level = new ArrayList<>();
        Map<Long, Boolean> seen = new LinkedHashMap<>();
        for (Position position : previous) {
            Computed computed = entries.get(position.symmetricKey());
            if (computed == null) {
                throw new IllegalStateException("no entry for " + position.moves() + " in a completed level");
            }
            OpeningBook.Entry entry = computed.orientedTo(position);
            for (int column = 0; column < size.width(); column++) {
                if (!entry.keeps(column)) {
                    continue;
                }
                Position afterHard = position.play(column);
                if (afterHard.isGameOver()) {
                    continue;
                }
                for (int reply = 0; reply < size.width(); reply++) {
                    if (!afterHard.canPlay(reply)) {
                        continue;
                    }
                    Position next = afterHard.play(reply);
                    if (!next.isGameOver() && seen.put(next.symmetricKey(), true) == null) {
                        level.add(next);
                    }
                }
            }
        }
        return level;
    }

    private void computeLevel(int even, List<Position> level, ExecutorService workers, ThreadLocal<Solver> solvers)
            throws InterruptedException {
        List<Position> todo = new ArrayList<>();
        for (Position position : level) {
            if (!entries.containsKey(position.symmetricKey())) {
                todo.add(position);
            }
        }
        log.printf(Locale.ROOT, "book: levels %d-%d discs: %d positions, %d to compute%n", even, even + 1, level.size(), todo.size());
        long start = System.nanoTime();
        AtomicInteger done = new AtomicInteger();
        List<Future<?>> futures = new ArrayList<>();
        for (Position position : todo) {
            futures.add(workers.submit(() -> {
                long t = System.nanoTime();
                Computed computed = compute(position, solvers.get());
                entries.put(position.symmetricKey(), computed);
                outcomes.put(position.symmetricKey(), computed.entry().outcome());
                record("E " + (position.moves().isEmpty() ? "-" : position.moves()) + " " + computed.entry().outcome()
                        + " " + computed.entry().moves());
                int finished = done.incrementAndGet();
                double elapsed = (System.nanoTime() - start) / 1e9;
                double remaining = elapsed / finished * (todo.size() - finished);
                log.printf(Locale.ROOT, "book: %d/%d  %-14s %-4s col %d  %.1fs  elapsed %s  left ~%s%n",
                        finished, todo.size(), position.moves().isEmpty() ? "(empty)" : position.moves(),
                        computed.entry().outcome(), Integer.numberOfTrailingZeros(computed.entry().moves()) + 1,
                        (System.nanoTime() - t) / 1e9, duration(elapsed), duration(remaining));
                return null;
            }));
        }
        try {
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("book generation failed", e.getCause());
        }
    }

    private static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }

    private synchronized void record(String line) {
        try {
            progress.write(line);
            progress.newLine();
            progress.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The entry of a position Hard is to move in: its outcome and one move keeping it.
     * Assumes the game is not over.
     */
    private Computed compute(Position position, Solver solver) {
        long mine = position.currentStones();
        long mask = position.occupied();
        int wins = geometry.winningColumns(mine, mask);
        if (wins != 0) {
            return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.WIN, Integer.lowestOneBit(wins)));
        }
        int[] order = HardPlayer.sensibleMoves(geometry, position);
        OpeningBook.Outcome known = outcomes.get(position.symmetricKey());
        if (known == OpeningBook.Outcome.LOSS || order.length == 0) {
            int move = order.length > 0 ? order[0] : firstPlayable(position);
            return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.LOSS, 1 << move));
        }
        int firstDraw = -1;
        for (int column : order) {
            Position child = position.play(column);
            OpeningBook.Outcome childOutcome;
            if (child.isGameOver()) {
                childOutcome = OpeningBook.Outcome.DRAW; // the board is full (a win was caught above)
            } else {
                childOutcome = outcomes.get(child.symmetricKey());
                if (childOutcome == null) {
                    childOutcome = OpeningBook.Outcome.ofScore(solver.solveWeak(child));
                    outcomes.put(child.symmetricKey(), childOutcome);
                    record("V " + child.moves() + " " + childOutcome);
                }
            }
            OpeningBook.Outcome mover = childOutcome.opposite();
            if (mover == OpeningBook.Outcome.WIN) {
                return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.WIN, 1 << column));
            }
            if (mover == OpeningBook.Outcome.DRAW && firstDraw < 0) {
                firstDraw = column;
                if (known == OpeningBook.Outcome.DRAW) {
                    break; // the best it can do, already known
                }
            }
        }
        if (firstDraw >= 0) {
            return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.DRAW, 1 << firstDraw));
        }
        return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.LOSS, 1 << order[0]));
    }

    private int firstPlayable(Position position) {
        for (int i = 0; i < size.width(); i++) {
            if (position.canPlay(geometry.columnInOrder(i))) {
                return geometry.columnInOrder(i);
            }
        }
        throw new IllegalArgumentException("no playable column in " + position.moves());
    }
}
