package dev.connectfour.cli.book;

import dev.connectfour.cli.book.BookProgress.Computed;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.players.SensibleMoves;
import dev.connectfour.engine.search.Solver;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Builds the opening book Hard plays from: every position Hard can meet while it follows its own book,
 * as first player (an even number of discs) and as second player (odd), against every reply of the
 * opponent, up to {@code maxDiscs} discs. For each such position it stores the outcome for Hard (the
 * side to move) and one move that keeps it: for a win the first winning move in centre-first order,
 * for a draw every drawing move; for a lost position (Hard as second player after a perfect
 * opening) every move of the slowest loss, from an exact analysis. Drawn and lost positions with
 * fewer than {@value #ALL_MOVES_MIN_DISCS} discs, whose every move would take up to hours to prove,
 * keep one move (the first drawing move; for a loss the look-ahead's favourite). Hard chooses among
 * several drawing moves or slowest losses with its look-ahead: against an opponent that is not
 * perfect, that gives it the most chances to go wrong.
 *
 * <h2>Order, parallelism and resumption</h2>
 * Each role (Hard first, Hard second) grows its tree in its own worker thread with its own
 * {@link Solver} and table, by iterative deepening: a depth-first walk two discs deeper per pass, so
 * the table stays warm with the proofs the next positions need. Every result goes at once to an
 * append-only progress file ({@code E} lines: entries; {@code V} lines: outcomes learned on the way,
 * shared between the workers, which save later searches; {@code R} lines: every drawing move or
 * slowest loss of a drawn or lost position, replacing its entry's moves; {@code L} lines: a
 * completed pass). A new
 * run with the same file skips everything already there, so an interruption loses at most the
 * positions in progress, and the book built from the file at any time is complete to the deepest
 * pass both roles finished.
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

    /** Drawn and lost positions with fewer discs keep one move: proving all their moves takes hours. */
    static final int ALL_MOVES_MIN_DISCS = OpeningBook.ALL_MOVES_MIN_DISCS;
    private final BookProgress progress;

    public BookGenerator(BoardSize size, Settings settings, PrintStream log) {
        this.size = Objects.requireNonNull(size, "size");
        OpeningBook.requireUniqueKeys(size);
        this.settings = Objects.requireNonNull(settings, "settings");
        this.log = Objects.requireNonNull(log, "log");
        this.geometry = LineGeometry.of(size);
        this.progress = new BookProgress(size, settings.progressFile(), log);
    }

    /** The book of everything computed so far, of the depth completed so far. */
    public OpeningBook book() {
        return progress.book(settings.maxDiscs());
    }

    /** Reads the progress file, if any; ignores a last line cut short. */
    public void loadProgress() throws IOException {
        progress.load();
    }

    /** Hard's side in the games a part of the book serves. */
    enum Role {
        FIRST(0), SECOND(1);

        /** Discs on the board at Hard's first move in this role. */
        final int firstDiscs;

        Role(int firstDiscs) {
            this.firstDiscs = firstDiscs;
        }
    }

    /**
     * Generates (or resumes) the book and returns it. Each role grows its tree in its own thread, by
     * iterative deepening: a depth-first walk to 2 more discs per pass, so a worker's table stays warm
     * with the proofs of the positions it walks next, and every completed pass leaves a book complete
     * to that depth for that role.
     */
    public OpeningBook run() throws IOException, InterruptedException {
        loadProgress();
        progress.open();
        try {
            refineEntries(new Solver(settings.tableBytes()));
            if (settings.threads() == 1) {
                deepen(Role.FIRST, new Solver(settings.tableBytes()));
                deepen(Role.SECOND, new Solver(settings.tableBytes()));
            } else {
                ExecutorService workers = Executors.newFixedThreadPool(2, runnable -> {
                    Thread thread = new Thread(runnable, "book-generator");
                    thread.setDaemon(true);
                    return thread;
                });
                try {
                    List<Future<?>> roles = new ArrayList<>();
                    for (Role role : Role.values()) {
                        roles.add(workers.submit(() -> {
                            deepen(role, new Solver(settings.tableBytes()));
                            return null;
                        }));
                    }
                    for (Future<?> role : roles) {
                        role.get();
                    }
                } catch (ExecutionException e) {
                    throw new IllegalStateException("book generation failed", e.getCause());
                } finally {
                    workers.shutdownNow();
                }
            }
        } finally {
            progress.close();
        }
        return book();
    }

    private void deepen(Role role, Solver solver) throws InterruptedException {
        for (int limit = role.firstDiscs; limit <= settings.maxDiscs(); limit += 2) {
            if (progress.completed.getOrDefault(role, -1) >= limit) {
                continue;
            }
            List<Position> roots = role == Role.FIRST ? List.of(Position.empty(size)) : firstMoves();
            int[] todo = new int[1];
            java.util.Set<Long> counted = new java.util.HashSet<>();
            for (Position root : roots) {
                count(root, limit, counted, todo);
            }
            log.printf(Locale.ROOT, "book: %s player, pass to %d discs: %d positions to compute%n", role, limit, todo[0]);
            Pass pass = new Pass(role, limit, todo[0], System.nanoTime());
            java.util.Set<Long> seen = new java.util.HashSet<>();
            for (Position root : roots) {
                walk(root, pass, solver, seen);
            }
            progress.completed.put(role, limit);
            progress.record("L " + role + " " + limit);
            log.printf(Locale.ROOT, "book: %s player complete to %d discs (%d computed in %s)%n",
                    role, limit, pass.done, duration((System.nanoTime() - pass.start) / 1e9));
        }
    }

    /** One pass of one role: to compute, computed, when it began. */
    private static final class Pass {
        final Role role;
        final int limit;
        final int todo;
        final long start;
        int done;

        Pass(Role role, int limit, int todo, long start) {
            this.role = role;
            this.limit = limit;
            this.todo = todo;
            this.start = start;
        }
    }

    /** Counts the positions a pass to {@code limit} discs has to compute (those without an entry yet). */
    private void count(Position position, int limit, java.util.Set<Long> counted, int[] todo) {
        if (position.moveCount() > limit || position.isGameOver() || !counted.add(position.symmetricKey())) {
            return;
        }
        Computed computed = progress.entries.get(position.symmetricKey());
        if (computed == null) {
            todo[0]++;
            return;
        }
        for (Position next : hardsNextPositions(position, computed.orientedTo(position), limit)) {
            count(next, limit, counted, todo);
        }
    }

    private void walk(Position position, Pass pass, Solver solver, java.util.Set<Long> seen) throws InterruptedException {
        if (position.moveCount() > pass.limit || position.isGameOver() || !seen.add(position.symmetricKey())) {
            return;
        }
        if (Thread.interrupted()) {
            throw new InterruptedException("book generation interrupted");
        }
        Computed computed = progress.entries.get(position.symmetricKey());
        if (computed == null) {
            long t = System.nanoTime();
            computed = compute(position, solver);
            progress.entries.put(position.symmetricKey(), computed);
            progress.outcomes.put(position.symmetricKey(), computed.entry().outcome());
            progress.record("E " + (position.moves().isEmpty() ? "-" : position.moves()) + " " + computed.entry().outcome()
                    + " " + computed.entry().moves());
            if (progress.allMoves.containsKey(position.symmetricKey())) {
                progress.record("R " + position.moves() + " " + computed.entry().outcome() + " " + computed.entry().moves());
            }
            pass.done++;
            double elapsed = (System.nanoTime() - pass.start) / 1e9;
            double remaining = elapsed / pass.done * Math.max(0, pass.todo - pass.done);
            log.printf(Locale.ROOT, "book: %s<=%d %d/%d  %-14s %-4s col %d  %.1fs  elapsed %s  pass left ~%s%n",
                    pass.role, pass.limit, pass.done, pass.todo, position.moves().isEmpty() ? "(empty)" : position.moves(),
                    computed.entry().outcome(), Integer.numberOfTrailingZeros(computed.entry().moves()) + 1,
                    (System.nanoTime() - t) / 1e9, duration(elapsed), duration(remaining));
        }
        for (Position next : hardsNextPositions(position, computed.orientedTo(position), pass.limit)) {
            walk(next, pass, solver, seen);
        }
    }

    /** Hard's positions two discs later: each stored move, then every reply; none past {@code limit}. */
    private List<Position> hardsNextPositions(Position position, OpeningBook.Entry entry, int limit) {
        List<Position> next = new ArrayList<>();
        if (position.moveCount() + 2 > limit) {
            return next;
        }
        for (int column = 0; column < size.width(); column++) {
            if (!entry.keeps(column)) {
                continue;
            }
            Position afterHard = position.play(column);
            if (afterHard.isGameOver()) {
                continue;
            }
            for (int reply = 0; reply < size.width(); reply++) {
                if (afterHard.canPlay(reply)) {
                    Position after = afterHard.play(reply);
                    if (!after.isGameOver()) {
                        next.add(after);
                    }
                }
            }
        }
        return next;
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

    private static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
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
        int[] order = SensibleMoves.of(geometry, position);
        OpeningBook.Outcome known = progress.outcomes.get(position.symmetricKey());
        if (known == OpeningBook.Outcome.LOSS || order.length == 0) {
            int move = order.length > 0 ? order[0] : firstPlayable(position);
            return lost(position, move, solver);
        }
        int firstDraw = -1;
        int draws = 0;
        boolean allDraws = position.moveCount() >= ALL_MOVES_MIN_DISCS;
        for (int column : order) {
            Position child = position.play(column);
            OpeningBook.Outcome childOutcome;
            if (child.isGameOver()) {
                childOutcome = OpeningBook.Outcome.DRAW; // the board is full (a win was caught above)
            } else {
                childOutcome = progress.outcomes.get(child.symmetricKey());
                if (childOutcome == null) {
                    childOutcome = OpeningBook.Outcome.ofScore(solver.solveWeak(child));
                    progress.outcomes.put(child.symmetricKey(), childOutcome);
                    progress.record("V " + child.moves() + " " + childOutcome);
                }
            }
            OpeningBook.Outcome mover = childOutcome.opposite();
            if (mover == OpeningBook.Outcome.WIN) {
                return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.WIN, 1 << column));
            }
            if (mover == OpeningBook.Outcome.DRAW) {
                draws |= 1 << column;
                if (firstDraw < 0) {
                    firstDraw = column;
                }
                if (known == OpeningBook.Outcome.DRAW && !allDraws) {
                    break; // the best it can do, already known
                }
            }
        }
        if (firstDraw >= 0) {
            if (allDraws) {
                progress.allMoves.put(position.symmetricKey(), true);
                return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.DRAW, draws));
            }
            return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.DRAW, 1 << firstDraw));
        }
        return lost(position, order[0], solver);
    }

    /** The entry of a lost position: the slowest losses if it has enough discs, else {@code heuristic}. */
    private Computed lost(Position position, int heuristic, Solver solver) {
        if (position.moveCount() < ALL_MOVES_MIN_DISCS) {
            return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.LOSS, 1 << heuristic));
        }
        progress.allMoves.put(position.symmetricKey(), true);
        return new Computed(position, new OpeningBook.Entry(OpeningBook.Outcome.LOSS, MoveSets.slowestLosses(position, solver)));
    }

    /**
     * Gives the drawn and lost positions of an older progress file, which stored one move, every
     * drawing move or every slowest loss (an {@code R} record each); as these may differ from the move
     * stored, the passes of that role are walked again from there, computing only the positions they
     * newly reach.
     */
    private void refineEntries(Solver solver) {
        for (Computed computed : List.copyOf(progress.entries.values())) {
            Position position = computed.position();
            long key = position.symmetricKey();
            OpeningBook.Outcome outcome = computed.entry().outcome();
            if (outcome == OpeningBook.Outcome.WIN || progress.allMoves.containsKey(key)
                    || position.moveCount() < ALL_MOVES_MIN_DISCS) {
                continue;
            }
            long t = System.nanoTime();
            int moves = outcome == OpeningBook.Outcome.LOSS ? MoveSets.slowestLosses(position, solver) : MoveSets.drawingMoves(position, solver);
            OpeningBook.Entry entry = new OpeningBook.Entry(outcome, moves);
            progress.entries.put(key, new Computed(position, entry));
            progress.allMoves.put(key, true);
            progress.record("R " + position.moves() + " " + outcome + " " + moves);
            Role role = position.moveCount() % 2 == 0 ? Role.FIRST : Role.SECOND;
            progress.completed.computeIfPresent(role, (r, depth) -> Math.min(depth, position.moveCount() - 2));
            log.printf(Locale.ROOT, "book: %s %s: columns %s (was %s)  %.1fs%n", outcome, position.moves(),
                    MoveSets.columns(moves), MoveSets.columns(computed.entry().moves()), (System.nanoTime() - t) / 1e9);
        }
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
