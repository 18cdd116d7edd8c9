package dev.connectfour.game.store;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.rating.Glicko2;
import dev.connectfour.game.puzzles.PuzzleBook;
import dev.connectfour.game.puzzles.PuzzleProgress.Attempt;
import dev.connectfour.game.puzzles.PuzzleProgress;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Keeps the {@link PuzzleProgress} in {@value #FILE_NAME} beside the statistics: a {@link RatingFile} whose entries
 * are {@code attempt DATE MOVES solved|failed rated|unrated RATING [DEVIATION]}, one per attempt, RATING the player's
 * rating after it and DEVIATION its deviation, which attempts kept before it was have not (format:
 * {@code src/docs/saved-data.md}). Written atomically after every attempt; a file that cannot be read is
 * kept aside and the progress starts afresh, as with the statistics.
 */
public final class PuzzleProgressStore {
    public static final String FILE_NAME = "puzzles.txt";
    public static final String HEADER = "connect-four-puzzles 1";

    private final RatingFile<PuzzleProgress, Attempt> file;

    /** The store in {@code directory}. */
    public PuzzleProgressStore(Path directory) {
        this(new AtomicFile(directory.resolve(FILE_NAME)));
    }

    public PuzzleProgressStore(AtomicFile file) {
        this.file = new RatingFile<>(file, HEADER, "rating RATING DEVIATION VOLATILITY",
                "attempt DATE MOVES solved|failed rated|unrated RATING [DEVIATION]", PuzzleProgress.NEW, new Layout());
    }

    public Path file() {
        return file.path();
    }

    /** The saved progress; {@link PuzzleProgress#NEW} when there is none or the file is bad (then kept aside). */
    public LoadResult<PuzzleProgress> load() {
        return file.load();
    }

    /** Writes the progress atomically. @return false if it could not be written (logged); play goes on */
    public boolean save(PuzzleProgress progress) {
        return file.save(progress);
    }

    /** Saves the book's progress whenever it changes. @return call it to stop saving */
    public Runnable keepSaved(PuzzleBook book) {
        return file.keepSaved(book.progressProperty());
    }

    private static final class Layout implements RatingFile.Layout<PuzzleProgress, Attempt> {
        @Override
        public Glicko2.Rating rating(PuzzleProgress value) {
            return value.rating();
        }

        @Override
        public List<String> ratingExtras(PuzzleProgress value) {
            return List.of();
        }

        @Override
        public List<Attempt> entries(PuzzleProgress value) {
            return value.attempts();
        }

        @Override
        public List<String> fields(Attempt attempt) {
            List<String> fields = new ArrayList<>(List.of(attempt.date().toString(), attempt.puzzle(),
                    attempt.solved() ? "solved" : "failed", attempt.rated() ? "rated" : "unrated",
                    Integer.toString(attempt.ratingAfter())));
            attempt.deviationAfter().ifPresent(deviation -> fields.add(Integer.toString(deviation)));
            return fields;
        }

        @Override
        public Attempt entry(List<String> fields) {
            OptionalInt deviation = fields.size() > 5 ? OptionalInt.of(positive(fields.get(5))) : OptionalInt.empty();
            return new Attempt(LocalDate.parse(fields.get(0)), fields.get(1), word(fields.get(2), "solved", "failed"),
                    word(fields.get(3), "rated", "unrated"), Integer.parseInt(fields.get(4)), deviation);
        }

        @Override
        public PuzzleProgress value(Glicko2.Rating rating, List<String> ratingExtras, List<Attempt> attempts) {
            return new PuzzleProgress(rating, attempts);
        }

        private static int positive(String text) {
            int value = Integer.parseInt(text);
            if (value <= 0) {
                throw new IllegalArgumentException("a deviation is above 0, found " + value);
            }
            return value;
        }

        private static boolean word(String text, String yes, String no) {
            if (text.equals(yes) || text.equals(no)) {
                return text.equals(yes);
            }
            throw new IllegalArgumentException("expected " + yes + " or " + no + ", found \"" + text + "\"");
        }
    }
}
