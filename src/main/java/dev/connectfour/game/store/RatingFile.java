package dev.connectfour.game.store;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.rating.Glicko2;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

/**
 * The one text form of the files that keep a Glicko-2 rating and its history ({@code game-rating.txt},
 * {@code puzzles.txt}; {@code src/docs/saved-data.md}, "Rating files"), and their keeping:
 * <pre>
 * HEADER                                    the file's name and version
 * rating RATING DEVIATION VOLATILITY [...]  once, before any entry; the file's own fields after the volatility
 * WORD FIELD...                             one entry of the history per line, oldest first
 * </pre>
 * Reading accepts a leading byte-order mark, {@code \r\n} and blank lines, and checks every line's word and number
 * of fields. Any bad line fails the whole file with the file's own line number; {@link AtomicFile#load} then keeps
 * the file aside and the defaults apply, so nothing that was written is lost.
 *
 * @param <T> the value kept
 * @param <E> one entry of its history
 */
public final class RatingFile<T, E> {
    private static final System.Logger LOG = System.getLogger(RatingFile.class.getName());
    private static final List<String> RATING_FIELDS = List.of("rating", "RATING", "DEVIATION", "VOLATILITY");

    /** How one kind of file's value maps onto the lines; conversions of one value, no I/O. */
    public interface Layout<T, E> {
        Glicko2.Rating rating(T value);

        /** The rating line's fields after the volatility, as many as the rating shape names. */
        List<String> ratingExtras(T value);

        List<E> entries(T value);

        /** An entry's fields after its word, as many as the entry shape names. */
        List<String> fields(E entry);

        /** @throws RuntimeException if the fields do not make an entry (the message says why) */
        E entry(List<String> fields);

        /** @throws RuntimeException if the parts do not make a value */
        T value(Glicko2.Rating rating, List<String> ratingExtras, List<E> entries);
    }

    private final AtomicFile file;
    private final String header;
    private final List<String> ratingShape;
    private final List<String> entryShape;
    /** The entry shape's fields that every entry has: those not in brackets. */
    private final int entryFieldsNeeded;
    private final T defaults;
    private final Layout<T, E> layout;

    /**
     * @param header      the first line, {@code "connect-four-puzzles 1"}
     * @param ratingShape the rating line as the messages name it, {@code "rating RATING DEVIATION VOLATILITY GAMES"}
     * @param entryShape  an entry line likewise, its first word the one every entry starts with: {@code "point DAY RATING"};
     *                    its last fields may be optional, in brackets ({@code "[DEVIATION]"}): an entry has them or not
     * @param defaults    the value when there is no file or it cannot be read
     */
    public RatingFile(AtomicFile file, String header, String ratingShape, String entryShape, T defaults,
                      Layout<T, E> layout) {
        this.file = Objects.requireNonNull(file, "file");
        this.header = Objects.requireNonNull(header, "header");
        this.ratingShape = List.of(ratingShape.split(" "));
        this.entryShape = List.of(entryShape.split(" "));
        this.entryFieldsNeeded = (int) this.entryShape.stream().filter(field -> !field.startsWith("[")).count();
        this.defaults = Objects.requireNonNull(defaults, "defaults");
        this.layout = Objects.requireNonNull(layout, "layout");
        if (!this.ratingShape.subList(0, Math.min(4, this.ratingShape.size())).equals(RATING_FIELDS)) {
            throw new IllegalArgumentException("a rating line starts with " + String.join(" ", RATING_FIELDS));
        }
    }

    public Path path() {
        return file.path();
    }

    /** The saved value; the defaults when there is no file or it is bad (then kept aside, see the class comment). */
    public LoadResult<T> load() {
        return file.load(this::parse, defaults);
    }

    /** Writes the value atomically. @return false if it could not be written (logged); play goes on with it in memory */
    public boolean save(T value) {
        try {
            file.writeString(toText(value));
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot save " + file.path() + ": " + e);
            return false;
        }
    }

    /** Saves {@code value} whenever it changes. @return call it to stop saving */
    public Runnable keepSaved(ObservableValue<T> value) {
        ChangeListener<T> saveOnChange = (observable, old, now) -> save(now);
        value.addListener(saveOnChange);
        return () -> value.removeListener(saveOnChange);
    }

    /** The whole file's text, header included. */
    public String toText(T value) {
        Glicko2.Rating rating = layout.rating(value);
        StringBuilder text = new StringBuilder(header).append('\n');
        List<String> ratingLine = new ArrayList<>(List.of("rating",
                String.format(Locale.ROOT, "%.4f", rating.rating()), String.format(Locale.ROOT, "%.4f", rating.deviation()),
                String.format(Locale.ROOT, "%.8f", rating.volatility())));
        ratingLine.addAll(layout.ratingExtras(value));
        line(text, ratingLine, ratingShape, ratingShape.size());
        for (E entry : layout.entries(value)) {
            List<String> entryLine = new ArrayList<>(List.of(entryShape.get(0)));
            entryLine.addAll(layout.fields(entry));
            line(text, entryLine, entryShape, entryFieldsNeeded);
        }
        return text.toString();
    }

    private static void line(StringBuilder text, List<String> fields, List<String> shape, int needed) {
        if (fields.size() < needed || fields.size() > shape.size() || fields.stream().anyMatch(field -> field.isEmpty() || field.contains(" "))) {
            throw new IllegalArgumentException("not a line \"" + String.join(" ", shape) + "\": " + fields);
        }
        text.append(String.join(" ", fields)).append('\n');
    }

    /**
     * Reads {@link #toText}'s form.
     *
     * @throws IllegalArgumentException naming the file's line and what is wrong with it
     */
    public T parse(String text) {
        String[] lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\\R", -1);
        if (!lines[0].strip().equals(header)) {
            throw new IllegalArgumentException("line 1: expected \"" + header + "\"");
        }
        Glicko2.Rating rating = null;
        List<String> extras = List.of();
        List<E> entries = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            List<String> fields = Arrays.asList(line.split(" +"));
            try {
                if (rating == null && fields.get(0).equals("rating") && fields.size() == ratingShape.size()) {
                    rating = new Glicko2.Rating(Double.parseDouble(fields.get(1)), Double.parseDouble(fields.get(2)),
                            Double.parseDouble(fields.get(3)));
                    extras = List.copyOf(fields.subList(4, fields.size()));
                } else if (rating != null && fields.get(0).equals(entryShape.get(0))
                        && fields.size() >= entryFieldsNeeded && fields.size() <= entryShape.size()) {
                    entries.add(layout.entry(List.copyOf(fields.subList(1, fields.size()))));
                } else {
                    throw new IllegalArgumentException("expected \"" + String.join(" ", ratingShape) + "\" once, then \""
                            + String.join(" ", entryShape) + "\" lines");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (rating == null) {
            throw new IllegalArgumentException("no \"rating\" line");
        }
        return layout.value(rating, extras, entries);
    }
}
