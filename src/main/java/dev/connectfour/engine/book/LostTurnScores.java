package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The exact scores of the earliest positions after a lost turn, which the opening book cannot hold: no
 * game without passes reaches them ({@link PositionLevels#afterALostTurn}). Without them the analysis of
 * such a position in the opening searches for many seconds. A position and its mirror image share a
 * score. An immutable value.
 *
 * <p>The game ships {@value #RESOURCE}, next to this class: the progress file of {@code book exact
 * --lost-turn} (resumable), one line per position, {@code X MOVES SCORE}: a move string reaching the
 * position (with {@value Position#PASS} for the pass) and its exact score for the side to move, as
 * {@code Solver.solve} gives it.
 */
public final class LostTurnScores {
    /** The resource the game ships, next to this class. */
    public static final String RESOURCE = "lost-turn-scores-7x6.txt";

    /** Bits below a position's key in an entry: its score, offset to be positive. */
    private static final int SCORE_BITS = 8;
    private static final int SCORE_OFFSET = 1 << (SCORE_BITS - 1);

    private final BoardSize size;
    /**
     * Each position, {@code symmetricKey << SCORE_BITS | score + SCORE_OFFSET}, sorted: a key of the
     * standard board takes 49 bits, so entries sort by key; 123,289 of them take 1 MB, where maps of boxed
     * keys and positions took tens.
     */
    private final long[] entries;

    private LostTurnScores(BoardSize size, long[] entries) {
        this.size = size;
        this.entries = entries;
    }

    /** No scores: every position is searched. */
    public static LostTurnScores none(BoardSize size) {
        return new LostTurnScores(Objects.requireNonNull(size, "size"), new long[0]);
    }

    /**
     * Reads {@code X MOVES SCORE} lines.
     *
     * @throws IllegalArgumentException naming the line that is not such a line, or whose score is out of range
     */
    public static LostTurnScores read(Reader in, BoardSize size) throws IOException {
        if (size.isPacked() || size.width() * (size.height() + 1) > Long.SIZE - SCORE_BITS) {
            throw new IllegalArgumentException("no table of scores after a lost turn on " + size + ": its keys take too many bits");
        }
        long[] entries = new long[1024];
        int count = 0;
        BufferedReader lines = new BufferedReader(in);
        int number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            String[] fields = line.strip().split(" ");
            try {
                if (fields.length != 3 || !fields[0].equals("X")) {
                    throw new IllegalArgumentException("not an X line");
                }
                Position position = Position.parse(size, fields[1]);
                int score = Integer.parseInt(fields[2]);
                if (position.isGameOver() || Math.abs(score) > (position.freeCells() + 1) / 2) {
                    throw new IllegalArgumentException("no such score");
                }
                if (count == entries.length) {
                    entries = Arrays.copyOf(entries, 2 * count);
                }
                entries[count++] = position.symmetricKey() << SCORE_BITS | (score + SCORE_OFFSET);
            } catch (IllegalArgumentException e) { // a bad move string or number too
                throw new IllegalArgumentException("line " + number + " '" + line + "': " + e.getMessage(), e);
            }
        }
        entries = Arrays.copyOf(entries, count);
        Arrays.sort(entries);
        return new LostTurnScores(size, entries);
    }

    /** The scores shipped with the game, or none if they cannot be read (the reason is logged once). */
    public static LostTurnScores bundledOrEmpty() {
        return Bundled.LOADED;
    }

    /** The exact score of {@code position} for the side to move, if known here. */
    public OptionalInt score(Position position) {
        return score(position.size(), position.symmetricKey());
    }

    /**
     * The exact score, for the side to move, of the position of {@code size} with this
     * {@linkplain Position#symmetricKey() symmetric key}, if known here.
     */
    public OptionalInt score(BoardSize size, long symmetricKey) {
        if (!size.equals(this.size)) {
            return OptionalInt.empty();
        }
        // the first entry at or after the key's lowest: its own if the key is here
        int index = Arrays.binarySearch(entries, symmetricKey << SCORE_BITS);
        index = index >= 0 ? index : -index - 1;
        if (index == entries.length || entries[index] >>> SCORE_BITS != symmetricKey) {
            return OptionalInt.empty();
        }
        return OptionalInt.of((int) (entries[index] & ((1 << SCORE_BITS) - 1)) - SCORE_OFFSET);
    }

    /** How many positions have a score (a position and its mirror image once). */
    public int size() {
        return entries.length;
    }

    /** The shipped scores, read on first use. */
    private static final class Bundled {
        static final LostTurnScores LOADED = load();

        private static LostTurnScores load() {
            System.Logger log = System.getLogger(LostTurnScores.class.getName());
            try (InputStream in = LostTurnScores.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    log.log(System.Logger.Level.WARNING, "no " + RESOURCE + " is shipped: positions after a lost turn are searched");
                    return none(BoardSize.STANDARD);
                }
                return read(new InputStreamReader(in, StandardCharsets.UTF_8), BoardSize.STANDARD);
            } catch (IOException | IllegalArgumentException e) {
                log.log(System.Logger.Level.WARNING, RESOURCE + " unusable, positions after a lost turn are searched: " + e.getMessage());
                return none(BoardSize.STANDARD);
            }
        }
    }
}
