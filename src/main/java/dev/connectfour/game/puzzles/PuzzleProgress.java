package dev.connectfour.game.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.rating.Glicko2;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The player's puzzle rating (Glicko-2, apart from any game) and every attempt, oldest first: an immutable value.
 * Its text ({@link #toText()}, documented in {@code src/docs/saved-data.md}): the line
 * {@code rating R RD VOLATILITY}, then one {@code attempt DATE MOVES solved|failed rated|unrated RATING} line per
 * attempt, RATING the player's rating after it.
 */
public record PuzzleProgress(Glicko2.Rating rating, List<Attempt> attempts) {
    public static final PuzzleProgress NEW = new PuzzleProgress(Glicko2.Rating.NEW, List.of());

    /** One attempt at a puzzle. @param ratingAfter the player's rating once it was counted */
    public record Attempt(LocalDate date, String puzzle, boolean solved, boolean rated, int ratingAfter) {
        public Attempt {
            Objects.requireNonNull(date, "date");
            Position.parse(puzzle); // the id is a position's moves
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

    public String toText() {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "rating %.3f %.3f %.6f%n",
                rating.rating(), rating.deviation(), rating.volatility()));
        for (Attempt attempt : attempts) {
            text.append("attempt ").append(attempt.date()).append(' ').append(attempt.puzzle())
                    .append(attempt.solved() ? " solved" : " failed").append(attempt.rated() ? " rated " : " unrated ")
                    .append(attempt.ratingAfter()).append('\n');
        }
        return text.toString();
    }

    /**
     * Reads {@link #toText()}'s form; {@code firstLine} is the file's number of the text's first line.
     *
     * @throws IllegalArgumentException naming the line and what is wrong with it
     */
    public static PuzzleProgress parse(String text, int firstLine) {
        Glicko2.Rating rating = null;
        List<Attempt> attempts = new ArrayList<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] fields = line.split(" ");
            try {
                if (fields[0].equals("rating") && fields.length == 4 && rating == null) {
                    rating = new Glicko2.Rating(Double.parseDouble(fields[1]), Double.parseDouble(fields[2]),
                            Double.parseDouble(fields[3]));
                } else if (fields[0].equals("attempt") && fields.length == 6) {
                    attempts.add(new Attempt(LocalDate.parse(fields[1]), fields[2], word(fields[3], "solved", "failed"),
                            word(fields[4], "rated", "unrated"), Integer.parseInt(fields[5])));
                } else {
                    throw new IllegalArgumentException("expected \"rating R RD V\" once, then \"attempt\" lines");
                }
            } catch (DateTimeParseException | IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (firstLine + i) + ": " + e.getMessage(), e);
            }
        }
        if (rating == null) {
            throw new IllegalArgumentException("no rating line");
        }
        return new PuzzleProgress(rating, attempts);
    }

    private static boolean word(String text, String yes, String no) {
        if (text.equals(yes) || text.equals(no)) {
            return text.equals(yes);
        }
        throw new IllegalArgumentException("expected " + yes + " or " + no + ", found \"" + text + "\"");
    }
}
