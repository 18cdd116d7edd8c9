package dev.connectfour.cli.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.book.PositionLevels;
import dev.connectfour.engine.search.Solver;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Computes the exact score of every position with a given number of discs and no four (a position
 * and its mirror image once, see {@link PositionLevels}), each by a strong solve of our own solver: the
 * deepest level of the book's exact layer, from which the shallower levels follow by negamax
 * ({@link LayeredBookBuilder}); or, likewise, every position after a lost turn that the book cannot hold
 * ({@link PositionLevels#afterALostTurn}), for {@code LostTurnScores}. Neighbours in the order of solving
 * share their first moves, so a worker's table stays warm from one to the next. A position whose children
 * all have known scores (a deeper level solved first, the book's exact layer) takes its score from them.
 *
 * <h2>Progress file and resumption</h2>
 * Each score goes at once to an append-only progress file, one line per position:
 * {@code X MOVES SCORE} (the move string of one orientation, the score for the side to move). A new
 * run with the same file skips every position already there, so an interruption loses at most the
 * positions in progress; a last line cut short is ignored.
 */
public final class ExactLayerGenerator {
    private static final long REPORT_EVERY_NANOS = 30_000_000_000L;

    private final BoardSize size;
    private final ProgressFile progress;
    private final PrintStream log;
    /** The book shipped, whose exact layer gives the scores of children reached without passes too. */
    private final OpeningBook book = OpeningBook.bundledOrEmpty();
    /** Scores by symmetric key, with the position (one orientation) each was computed for. */
    private final Map<Long, Scored> scores = new ConcurrentHashMap<>();

    /** An exact score with the position (one orientation) it belongs to. */
    private record Scored(Position position, int score) {
    }

    public ExactLayerGenerator(BoardSize size, Path progressFile, PrintStream log) {
        this.size = Objects.requireNonNull(size, "size");
        OpeningBook.requireUniqueKeys(size);
        this.progress = new ProgressFile(Objects.requireNonNull(progressFile, "progressFile"), log);
        this.log = Objects.requireNonNull(log, "log");
    }

    /** Reads the progress file, if any; skips a line that cannot be read (a last line cut short). */
    public void loadProgress() throws IOException {
        progress.read(fields -> {
            if (fields.length != 3 || !fields[0].equals("X")) {
                throw new IllegalArgumentException("not an X line");
            }
            Position position = Position.parse(size, fields[1]);
            scores.put(position.symmetricKey(), new Scored(position, Integer.parseInt(fields[2])));
        });
    }

    /** The most discs of a position solved so far; {@link OpeningBook#NO_LAYER} if none. */
    public int deepestDiscs() {
        return scores.values().stream().mapToInt(s -> s.position().moveCount()).max().orElse(OpeningBook.NO_LAYER);
    }

    /** The scores of the positions with {@code discs} discs solved so far, by symmetric key. */
    public Map<Long, Integer> scoresAt(int discs) {
        Map<Long, Integer> level = new HashMap<>();
        scores.forEach((key, scored) -> {
            if (scored.position().moveCount() == discs) {
                level.put(key, scored.score());
            }
        });
        return level;
    }

    /**
     * Solves every position with {@code discs} discs not yet in the progress file (with
     * {@code afterALostTurn}, every one after a lost turn that the book cannot hold), with
     * {@code threads} workers of one solver thread and a {@code tableBytes} table each, printing the
     * progress and an estimate of the time left every 30 seconds.
     */
    public void run(int discs, boolean afterALostTurn, int threads, long tableBytes) throws IOException, InterruptedException {
        loadProgress();
        List<Position> todo = new ArrayList<>();
        PositionLevels levels = afterALostTurn ? PositionLevels.afterALostTurn(size, discs) : PositionLevels.upTo(size, discs);
        List<Position> all = List.copyOf(levels.level(discs).values());
        for (Position position : all) {
            if (!scores.containsKey(position.symmetricKey())) {
                todo.add(position);
            }
        }
        String layer = (afterALostTurn ? "positions after a lost turn" : "exact layer") + " at " + discs + " discs";
        log.printf(Locale.ROOT, "book: %s: %d positions, %d already solved, %d to go%n",
                layer, all.size(), all.size() - todo.size(), todo.size());
        progress.open();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        long start = System.nanoTime();
        long[] lastReport = {start};
        ExecutorService workers = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "exact-layer-worker");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(workers.submit(() -> {
                    Solver solver = new Solver(tableBytes);
                    for (int i = next.getAndIncrement(); i < todo.size(); i = next.getAndIncrement()) {
                        Position position = todo.get(i);
                        OptionalInt known = fromChildren(position);
                        int score = known.isPresent() ? known.getAsInt() : solver.solve(position);
                        scores.put(position.symmetricKey(), new Scored(position, score));
                        progress.record("X " + position.moves() + " " + score);
                        report(done.incrementAndGet(), todo.size(), start, lastReport);
                    }
                    return null;
                }));
            }
            for (Future<?> worker : running) {
                worker.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("exact layer worker failed", e.getCause());
        } finally {
            workers.shutdownNow();
            progress.close();
        }
        log.printf(Locale.ROOT, "book: %s complete: %d positions in %.0f s%n", layer,
                all.size(), (System.nanoTime() - start) / 1e9);
    }

    /**
     * The score of {@code position} by negamax over its children, if each is known without a search: it
     * wins at once, or its score is in the progress file or the book's exact layer (a level solved before
     * this one makes this one's scores follow at once).
     */
    private OptionalInt fromChildren(Position position) {
        int best = Integer.MIN_VALUE;
        for (int column = 0; column < size.width(); column++) {
            if (!position.canPlay(column)) {
                continue;
            }
            if (position.isWinningMove(column)) {
                return OptionalInt.of((position.freeCells() + 1) / 2);
            }
            Position child = position.play(column);
            Scored scored = scores.get(child.symmetricKey());
            OptionalInt score = child.isGameOver() ? OptionalInt.of(0)
                    : scored != null ? OptionalInt.of(scored.score()) : book.score(child);
            if (score.isEmpty()) {
                return OptionalInt.empty();
            }
            best = Math.max(best, -score.getAsInt());
        }
        return OptionalInt.of(best);
    }

    private synchronized void report(int done, int total, long start, long[] lastReport) {
        long now = System.nanoTime();
        if (now - lastReport[0] < REPORT_EVERY_NANOS && done < total) {
            return;
        }
        lastReport[0] = now;
        double elapsed = (now - start) / 1e9;
        double left = elapsed / done * (total - done);
        log.printf(Locale.ROOT, "book: %d / %d solved, %.0f s so far, about %.0f min left%n", done, total,
                elapsed, left / 60);
    }
}
