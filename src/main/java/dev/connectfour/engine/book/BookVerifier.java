package dev.connectfour.engine.book;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Solver;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Checks book entries against the {@link Solver}: the outcome of the position for the side to move,
 * and that every stored move keeps it (a weak solve of the position after the move). Each entry is
 * checked with a cleared table, so the checks do not lean on one another.
 */
public final class BookVerifier {
    private final OpeningBook book;
    private final Solver solver;

    public BookVerifier(OpeningBook book, long tableBytes) {
        this.book = book;
        this.solver = new Solver(tableBytes);
    }

    /** What a verification found. */
    public record Report(int checked, int mismatches, double seconds, int minDiscs, int maxDiscs) {
        public String summary() {
            return String.format(Locale.ROOT, "VERIFY checked=%d mismatches=%d seconds=%.1f discs=%d-%d",
                    checked, mismatches, seconds, minDiscs, maxDiscs);
        }
    }

    /**
     * Verifies up to {@code sample} entries chosen at random (seeded) among those with at least
     * {@code minDiscs} discs; prints each mismatch to {@code log}.
     */
    public Report verify(int sample, long seed, int minDiscs, PrintStream log) {
        List<Map.Entry<Position, OpeningBook.Entry>> candidates = new ArrayList<>();
        for (Map.Entry<Position, OpeningBook.Entry> e : book.entries().entrySet()) {
            if (e.getKey().moveCount() >= minDiscs) {
                candidates.add(e);
            }
        }
        Collections.shuffle(candidates, new Random(seed));
        long start = System.nanoTime();
        int checked = 0;
        int mismatches = 0;
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (Map.Entry<Position, OpeningBook.Entry> e : candidates.subList(0, Math.min(sample, candidates.size()))) {
            Position position = e.getKey();
            String problem = check(position, e.getValue());
            checked++;
            low = Math.min(low, position.moveCount());
            high = Math.max(high, position.moveCount());
            if (problem != null) {
                mismatches++;
                log.println("MISMATCH " + position.moves() + ": " + problem);
            }
        }
        return new Report(checked, mismatches, (System.nanoTime() - start) / 1e9, checked == 0 ? 0 : low, high);
    }

    /** Null if the entry is right, else what is wrong. */
    String check(Position position, OpeningBook.Entry entry) {
        solver.clearTable();
        OpeningBook.Outcome actual = OpeningBook.Outcome.ofScore(solver.solveWeak(position));
        if (actual != entry.outcome()) {
            return "outcome " + actual + ", the book says " + entry.outcome();
        }
        for (int column = 0; column < position.size().width(); column++) {
            if (!entry.keeps(column)) {
                continue;
            }
            if (!position.canPlay(column)) {
                return "stored move " + (column + 1) + " cannot be played";
            }
            OpeningBook.Outcome after;
            if (position.isWinningMove(column)) {
                after = OpeningBook.Outcome.WIN;
            } else {
                Position child = position.play(column);
                after = child.isGameOver() ? OpeningBook.Outcome.DRAW
                        : OpeningBook.Outcome.ofScore(solver.solveWeak(child)).opposite();
            }
            if (after != entry.outcome()) {
                return "stored move " + (column + 1) + " leads to " + after + ", not " + entry.outcome();
            }
        }
        return null;
    }
}
