package dev.connectfour.game.store;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.ConfigDirectory;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.rating.Glicko2;
import dev.connectfour.game.stats.GameRating;
import dev.connectfour.game.stats.RatingBook;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

/**
 * Keeps the player's {@link GameRating} in {@value #FILE_NAME} in the {@link ConfigDirectory}, beside the
 * statistics: a {@link RatingFile} whose rating line ends with the number of rated games and whose entries are
 * {@code point DAY RATING}, one per rated game (format: {@code src/docs/saved-data.md}). Written atomically after
 * each rated game; a bad file is kept aside and the rating starts afresh, with a notice, as for the statistics.
 */
public final class RatingStore {
    public static final String FILE_NAME = "game-rating.txt";
    public static final String HEADER = "connect-four-game-rating 1";

    private final RatingFile<GameRating, GameRating.Point> file;

    /** The store in {@code directory}. */
    public RatingStore(Path directory) {
        this(new AtomicFile(directory.resolve(FILE_NAME)));
    }

    public RatingStore(AtomicFile file) {
        this.file = new RatingFile<>(file, HEADER, "rating RATING DEVIATION VOLATILITY GAMES", "point DAY RATING",
                GameRating.NEW, new Layout());
    }

    /** The store in the player's configuration directory. */
    public static RatingStore atDefaultLocation() {
        return new RatingStore(ConfigDirectory.resolve());
    }

    public Path file() {
        return file.path();
    }

    /** The saved rating; {@link GameRating#NEW} when there is none or the file is bad (then kept aside). */
    public LoadResult<GameRating> load() {
        return file.load();
    }

    /** Writes the rating atomically; false if it could not be written (logged), the game goes on with it in memory. */
    public boolean save(GameRating rating) {
        return file.save(rating);
    }

    /** Saves the book's rating whenever it changes; call the result to stop. */
    public Runnable keepSaved(RatingBook book) {
        return file.keepSaved(book.ratingProperty());
    }

    private static final class Layout implements RatingFile.Layout<GameRating, GameRating.Point> {
        @Override
        public Glicko2.Rating rating(GameRating value) {
            return value.rating();
        }

        @Override
        public List<String> ratingExtras(GameRating value) {
            return List.of(Integer.toString(value.games()));
        }

        @Override
        public List<GameRating.Point> entries(GameRating value) {
            return value.history();
        }

        @Override
        public List<String> fields(GameRating.Point point) {
            return List.of(point.day().toString(), String.format(Locale.ROOT, "%.2f", point.rating()));
        }

        @Override
        public GameRating.Point entry(List<String> fields) {
            return new GameRating.Point(LocalDate.parse(fields.get(0)), Double.parseDouble(fields.get(1)));
        }

        @Override
        public GameRating value(Glicko2.Rating rating, List<String> ratingExtras, List<GameRating.Point> history) {
            return new GameRating(rating, Integer.parseInt(ratingExtras.get(0)), history);
        }
    }
}
