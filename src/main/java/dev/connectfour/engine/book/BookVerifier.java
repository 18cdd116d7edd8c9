package dev.connectfour.engine.book;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Solver;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;

/**
 * Checks a book against the {@link Solver}: that its layers hold every position they promise, and for
 * a random sample of entries as a player looks them up, the outcome of the position for the side to
 * move, its exact score where the book has one (a strong solve), and that every move it names keeps
 * the outcome (a weak solve of the position after the move). Each entry is checked with a cleared
 * table, so the checks do not lean on one another.
 */
public final class BookVerifier {
    private final OpeningBook book;
    private final Solver solver;

    /** Which entries a sample is drawn from. */
    public enum Layer {
        /** Every entry. */
        ALL,
        /** The positions of the outcome layer. */
        OUTCOME,
        /** The positions with an exact score. */
        EXACT,
        /** Hard's lines beyond the outcome layer. */
        LINES
    }

    public BookVerifier(OpeningBook book, long tableBytes) {
        this.book = book;
        this.solver = new Solver(tableBytes);
    }

    /** What a verification found. */
    public record Report(int checked, int mismatches, int missing, double seconds, int minDiscs, int maxDiscs) {
        public String summary() {
            return String.format(Locale.ROOT, "VERIFY checked=%d mismatches=%d missing=%d seconds=%.1f discs=%d-%d",
                    checked, mismatches, missing, seconds, minDiscs, maxDiscs);
        }
    }

    /**
     * Checks that the layers are complete, then up to {@code sample} entries of {@code layer} chosen at
     * random (seeded) among those with at least {@code minDiscs} discs; prints each problem to {@code log}.
     */
    public Report verify(Layer layer, int sample, long seed, int minDiscs, PrintStream log) {
        long start = System.nanoTime();
        int missing = missingFromLayers(log);
        List<Position> candidates = new ArrayList<>();
        LayerDepths depths = book.depths();
        for (var e : book.entries().entrySet()) {
            int discs = e.getKey().moveCount();
            boolean inLayer = switch (layer) {
                case ALL -> true;
                case OUTCOME -> discs <= depths.outcome();
                case EXACT -> e.getValue().score().isPresent();
                case LINES -> discs > depths.outcome();
            };
            if (inLayer && discs >= minDiscs) {
                candidates.add(e.getKey());
            }
        }
        Collections.shuffle(candidates, new Random(seed));
        int checked = 0;
        int mismatches = 0;
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (Position position : candidates.subList(0, Math.min(sample, candidates.size()))) {
            String problem = check(position, book.lookup(position).orElseThrow());
            checked++;
            low = Math.min(low, position.moveCount());
            high = Math.max(high, position.moveCount());
            if (problem != null) {
                mismatches++;
                log.println("MISMATCH " + position.moves() + ": " + problem);
            }
        }
        return new Report(checked, mismatches, missing, (System.nanoTime() - start) / 1e9, checked == 0 ? 0 : low, high);
    }

    /** The positions the outcome or exact layer promises but lacks, each printed to {@code log}. */
    private int missingFromLayers(PrintStream log) {
        LayerDepths depths = book.depths();
        if (depths.outcome() == OpeningBook.NO_LAYER) {
            return 0;
        }
        PositionLevels levels = PositionLevels.upTo(book.size(), depths.outcome());
        int missing = 0;
        for (int discs = 0; discs <= depths.outcome(); discs++) {
            for (Position position : levels.level(discs).values()) {
                Optional<OpeningBook.Entry> entry = book.lookup(position);
                if (entry.isEmpty() || discs <= depths.exact() && entry.get().score().isEmpty()) {
                    missing++;
                    log.println("MISSING " + position.moves() + (entry.isEmpty() ? "" : ": no exact score"));
                }
            }
        }
        return missing;
    }

    /** Null if the entry is right, else what is wrong. */
    String check(Position position, OpeningBook.Entry entry) {
        solver.clearTable();
        OpeningBook.Outcome actual = OpeningBook.Outcome.ofScore(solver.solveWeak(position));
        if (actual != entry.outcome()) {
            return "outcome " + actual + ", the book says " + entry.outcome();
        }
        if (entry.score().isPresent()) {
            int exact = solver.solve(position);
            if (exact != entry.score().getAsInt()) {
                return "exact score " + exact + ", the book says " + entry.score().getAsInt();
            }
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
                return "move " + (column + 1) + " leads to " + after + ", not " + entry.outcome();
            }
        }
        return null;
    }
}
