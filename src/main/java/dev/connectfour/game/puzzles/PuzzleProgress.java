package dev.connectfour.game.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.rating.Glicko2;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The player's puzzle rating (Glicko-2, apart from any game) and every attempt, oldest first: an immutable value,
 * kept by {@code game.store.PuzzleProgressStore}.
 */
public record PuzzleProgress(Glicko2.Rating rating, List<Attempt> attempts) {
    public static final PuzzleProgress NEW = new PuzzleProgress(Glicko2.Rating.NEW, List.of());

    /**
     * One attempt at a puzzle.
     *
     * @param ratingAfter    the player's rating once it was counted
     * @param deviationAfter that rating's deviation (RD), in whole points; empty for attempts kept before it was
     */
    public record Attempt(LocalDate date, String puzzle, boolean solved, boolean rated, int ratingAfter,
                          OptionalInt deviationAfter) {
        public Attempt {
            Objects.requireNonNull(date, "date");
            Position.parse(puzzle); // the id is a position's moves
            Objects.requireNonNull(deviationAfter, "deviationAfter");
        }
    }

    public PuzzleProgress {
        Objects.requireNonNull(rating, "rating");
        attempts = List.copyOf(attempts);
    }

    /** This progress with one more attempt, the rating already updated. */
    public PuzzleProgress with(Attempt attempt, Glicko2.Rating newRating) {
        List<Attempt> more = new ArrayList<>(attempts);
        more.add(attempt);
        return new PuzzleProgress(newRating, more);
    }

    /** The ids of the puzzles solved at least once. */
    public Set<String> solvedIds() {
        Set<String> solved = new HashSet<>();
        attempts.stream().filter(Attempt::solved).forEach(attempt -> solved.add(attempt.puzzle()));
        return solved;
    }

    /** The rated attempts solved in a row, the last one included. */
    public int streak() {
        int streak = 0;
        for (int i = attempts.size() - 1; i >= 0; i--) {
            Attempt attempt = attempts.get(i);
            if (!attempt.rated()) {
                continue;
            }
            if (!attempt.solved()) {
                break;
            }
            streak++;
        }
        return streak;
    }

    /** The rating shown to the player: whole points. */
    public int shownRating() {
        return (int) Math.round(rating.rating());
    }
}
