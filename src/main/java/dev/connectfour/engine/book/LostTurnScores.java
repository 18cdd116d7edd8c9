package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
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

    private final BoardSize size;
    /** The positions (one orientation) by symmetric key. */
    private final Map<Long, Position> positions;
    /** The scores by symmetric key. */
    private final Map<Long, Integer> scores;

    private LostTurnScores(BoardSize size, Map<Long, Position> positions, Map<Long, Integer> scores) {
        this.size = size;
        this.positions = Collections.unmodifiableMap(positions);
        this.scores = Collections.unmodifiableMap(scores);
    }

    /** No scores: every position is searched. */
    public static LostTurnScores none(BoardSize size) {
        return new LostTurnScores(Objects.requireNonNull(size, "size"), new HashMap<>(), new HashMap<>());
    }

    /**
     * Reads {@code X MOVES SCORE} lines.
     *
     * @throws IllegalArgumentException naming the line that is not such a line, or whose score is out of range
     */
    public static LostTurnScores read(Reader in, BoardSize size) throws IOException {
        Map<Long, Position> positions = new HashMap<>();
        Map<Long, Integer> scores = new HashMap<>();
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
                positions.put(position.symmetricKey(), position);
                scores.put(position.symmetricKey(), score);
            } catch (IllegalArgumentException e) { // a bad move string or number too
                throw new IllegalArgumentException("line " + number + " '" + line + "': " + e.getMessage(), e);
            }
        }
        return new LostTurnScores(size, positions, scores);
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
        Integer score = size.equals(this.size) ? scores.get(symmetricKey) : null;
        return score == null ? OptionalInt.empty() : OptionalInt.of(score);
    }

    /** Every position with a score (one orientation), by symmetric key. */
    public Map<Long, Position> positions() {
        return positions;
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
