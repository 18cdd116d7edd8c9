package dev.connectfour.game.puzzles;

import dev.connectfour.engine.puzzles.Puzzle;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;

/** The puzzles to play, and the choice of the next one and of today's. */
public final class PuzzleCatalogue {
    /** The next puzzle is drawn from this many of the chosen kind nearest the player's rating. */
    static final int NEAREST = 12;
    private final List<Puzzle> puzzles;
    private final Map<String, Puzzle> byId = new LinkedHashMap<>();

    public PuzzleCatalogue(List<Puzzle> puzzles) {
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException("no puzzles");
        }
        this.puzzles = List.copyOf(puzzles);
        puzzles.forEach(puzzle -> byId.put(puzzle.id(), puzzle));
    }

    public List<Puzzle> puzzles() {
        return puzzles;
    }

    /** The puzzle of that id (its position's moves), if it is one of these. */
    public Optional<Puzzle> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /**
     * A puzzle of {@code choice} near {@code rating}, at random among the {@value #NEAREST} nearest not yet solved
     * (among all of the choice once every one is solved); empty if none is of that choice.
     */
    public Optional<Puzzle> next(PuzzleChoice choice, double rating, Set<String> solved, RandomGenerator random) {
        List<Puzzle> chosen = puzzles.stream().filter(choice::accepts).toList();
        List<Puzzle> open = chosen.stream().filter(puzzle -> !solved.contains(puzzle.id())).toList();
        List<Puzzle> pool = open.isEmpty() ? chosen : open;
        if (pool.isEmpty()) {
            return Optional.empty();
        }
        List<Puzzle> nearest = pool.stream()
                .sorted(Comparator.comparingDouble(puzzle -> Math.abs(puzzle.rating() - rating)))
                .limit(NEAREST).toList();
        return Optional.of(nearest.get(random.nextInt(nearest.size())));
    }

    /** Today's puzzle: the same for everyone on {@code date}, whatever their progress. */
    public Puzzle today(LocalDate date) {
        long mixed = date.toEpochDay() * 0x9E3779B97F4A7C15L;
        return puzzles.get((int) Long.remainderUnsigned(mixed ^ (mixed >>> 29), puzzles.size()));
    }
}
