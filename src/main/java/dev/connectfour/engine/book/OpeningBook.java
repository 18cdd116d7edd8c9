package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * The opening book: for positions of the opening, the outcome for the side to move (win, draw or loss,
 * both sides playing perfectly), where known the exact score, and the moves that keep the outcome.
 * Hard, the hint and the analysis answer from it at once where the solver alone would need seconds to
 * minutes. An immutable value.
 *
 * <h2>Layers</h2>
 * <ul>
 *   <li>The <b>outcome layer</b>: every position with at most {@link LayerDepths#outcome()} discs and no
 *       four. Its entries store the outcome; the moves that keep it are derived at lookup from the
 *       entries of the children, which are in the layer too (except for its deepest level).</li>
 *   <li>The <b>exact layer</b>: every position with at most {@link LayerDepths#exact()} discs also has its
 *       exact score, and so, below the deepest level, the moves of the fastest win or slowest loss.</li>
 *   <li><b>Hard's lines</b>: positions Hard meets following its own book as first or second player,
 *       to {@link LayerDepths#lines()} discs, each with its outcome and the moves that keep it (see
 *       {@code BookGenerator}).</li>
 * </ul>
 * A position and its mirror image share one entry, stored under {@link Position#symmetricKey()}
 * with the moves as seen in the orientation whose {@link Position#key()} is that key.
 *
 * <p>Books are read and written in the file format {@link BookFile} describes.
 */
public final class OpeningBook {
    /** The depth of a layer a book does not have (for Hard's lines: not even the first pass is complete). */
    public static final int NO_LAYER = -1;
    /** Stored for an entry without an exact score. */
    static final byte NO_SCORE = Byte.MIN_VALUE;
    /** The resource the game ships, next to this class. */
    public static final String RESOURCE = "opening-book-7x6.c4ob";

    /** The outcome of a position for the side to move. */
    public enum Outcome {
        LOSS, DRAW, WIN;

        /** -1, 0 or +1, as a weak solve says. */
        public int sign() {
            return ordinal() - 1;
        }

        /** The outcome for a weak score (-1, 0, +1) or an exact one (its sign). */
        public static Outcome ofScore(int score) {
            return values()[Integer.signum(score) + 1];
        }

        /** The outcome of the same game for the other side. */
        public Outcome opposite() {
            return values()[2 - ordinal()];
        }
    }

    /**
     * From this many discs on, an entry of Hard's lines for a drawn position holds every drawing move
     * and for a lost position every slowest loss; with fewer, one move that keeps the outcome (proving
     * all of theirs took hours), so a column it leaves out may still keep it. Within the outcome layer
     * the moves come from the children instead.
     */
    public static final int ALL_MOVES_MIN_DISCS = 7;

    /**
     * A book entry seen from a position's own orientation.
     *
     * @param outcome    the outcome for the side to move, with perfect play
     * @param moves      the columns (bit {@code c} for 0-based column {@code c}) known to keep the
     *                   outcome; where the book knows every move's exact score, only those of the best
     *                   score (the fastest wins, the slowest losses). Empty for a position of the outcome
     *                   layer's deepest level off Hard's lines: the book knows its outcome, not its moves
     * @param everyMove  true if {@code moves} holds every move of the best value the book can tell
     *                   apart, so a column left out is worse; false if it may be a sample
     * @param score      the exact score for the side to move, as {@code Solver.solve} gives it, where
     *                   the book has it
     */
    public record Entry(Outcome outcome, int moves, boolean everyMove, OptionalInt score) {
        public Entry {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(score, "score");
            if (moves < 0 || moves >= 1 << BoardSize.MAX_WIDTH) {
                throw new IllegalArgumentException("bad move set " + Integer.toBinaryString(moves));
            }
            if (everyMove && moves == 0) {
                throw new IllegalArgumentException("every move of an empty set");
            }
            if (score.isPresent() && Outcome.ofScore(score.getAsInt()) != outcome) {
                throw new IllegalArgumentException("score " + score.getAsInt() + " is not a " + outcome);
            }
        }

        /** An entry of Hard's lines: the outcome and some moves that keep it. */
        public Entry(Outcome outcome, int moves) {
            this(outcome, moves, false, OptionalInt.empty());
        }

        /** True if {@code column} (0-based) is known to keep the outcome. */
        public boolean keeps(int column) {
            return (moves & (1 << column)) != 0;
        }
    }

    private final BoardSize size;
    private final LayerDepths depths;
    private final long[] keys;
    /** Per entry: bits 0..8 the stored moves (0: none stored), bits 9..10 the outcome's ordinal. */
    private final short[] infos;
    /** Per entry: the exact score, or {@link #NO_SCORE}. */
    private final byte[] scores;

    /** Takes the arrays as they are: the caller gives up their ownership. */
    OpeningBook(BoardSize size, LayerDepths depths, long[] keys, short[] infos, byte[] scores) {
        this.size = size;
        this.depths = depths;
        this.keys = keys;
        this.infos = infos;
        this.scores = scores;
    }

    /** Refuses a packed board: its {@link Position#key()} is a hash, so entries could collide. */
    public static void requireUniqueKeys(BoardSize size) {
        if (size.isPacked()) {
            throw new IllegalArgumentException("no opening book on " + size + ": its positions have no unique 64-bit key");
        }
    }

    /** A book with no entries. */
    public static OpeningBook empty(BoardSize size) {
        return new OpeningBook(Objects.requireNonNull(size, "size"), LayerDepths.linesOnly(NO_LAYER), new long[0], new short[0], new byte[0]);
    }

    /** A book of Hard's lines alone, complete to {@code linesDepth} discs; see {@link #of(BoardSize, LayerDepths, Map)}. */
    public static OpeningBook of(BoardSize size, int linesDepth, Map<Position, Entry> entries) {
        return of(size, LayerDepths.linesOnly(linesDepth), entries);
    }

    /**
     * A book of the given entries, each seen from its position's own orientation. An entry's
     * {@link Entry#everyMove()} is not stored: lookups derive it.
     *
     * @throws IllegalArgumentException if the board is {@linkplain BoardSize#isPacked() packed} (its
     *                                  positions have no unique key to file entries under), a position
     *                                  is over, a move cannot be played, an entry beyond the outcome
     *                                  layer has no moves, or two entries of one position (or of mirror
     *                                  images) disagree
     */
    public static OpeningBook of(BoardSize size, LayerDepths depths, Map<Position, Entry> entries) {
        requireUniqueKeys(size);
        TreeMap<Long, Integer> sorted = new TreeMap<>();
        for (Map.Entry<Position, Entry> e : entries.entrySet()) {
            Position position = e.getKey();
            Entry entry = e.getValue();
            if (!position.size().equals(size) || position.isGameOver()) {
                throw new IllegalArgumentException("not a book position: " + position.moves());
            }
            for (int column = 0; column < size.width(); column++) {
                if (entry.keeps(column) && !position.canPlay(column)) {
                    throw new IllegalArgumentException("column " + (column + 1) + " cannot be played after " + position.moves());
                }
            }
            if (entry.moves() == 0 && Long.bitCount(position.occupied()) > depths.outcome()) {
                throw new IllegalArgumentException("no moves for " + position.moves() + ", beyond the outcome layer");
            }
            boolean mirrored = position.key() != position.symmetricKey();
            int moves = mirrored ? mirrorColumns(size, entry.moves()) : entry.moves();
            int score = entry.score().isPresent() ? entry.score().getAsInt() : NO_SCORE;
            int packed = (moves | entry.outcome().ordinal() << 9) << 8 | score & 0xFF;
            Integer previous = sorted.put(position.symmetricKey(), packed);
            if (previous != null && previous != packed) {
                throw new IllegalArgumentException("two different entries for " + position.moves());
            }
        }
        long[] keys = new long[sorted.size()];
        short[] infos = new short[sorted.size()];
        byte[] scores = new byte[sorted.size()];
        int i = 0;
        for (Map.Entry<Long, Integer> e : sorted.entrySet()) {
            keys[i] = e.getKey();
            infos[i] = (short) (e.getValue() >>> 8);
            scores[i++] = (byte) (int) e.getValue();
        }
        return new OpeningBook(size, depths, keys, infos, scores);
    }

    /**
     * The book shipped with the game ({@value #RESOURCE}, next to this class), read and validated once.
     *
     * @throws BookFormatException if it is missing, corrupt or for another board
     */
    public static OpeningBook bundled() throws BookFormatException {
        BundledBook loaded = BundledBook.LOADED;
        if (loaded.failure() != null) {
            throw new BookFormatException(loaded.failure());
        }
        return loaded.book();
    }

    /**
     * The book shipped with the game, or an empty one if it cannot be used (the reason is logged once):
     * the players and the analysis then search.
     */
    public static OpeningBook bundledOrEmpty() {
        BundledBook loaded = BundledBook.LOADED;
        return loaded.failure() != null ? empty(BoardSize.STANDARD) : loaded.book();
    }

    /**
     * One line: board, layer depths, entries, how many are wins, draws and losses for the side to
     * move, how many have an exact score, and the entries per disc count.
     */
    public String describe() {
        int[] counts = new int[3];
        int exact = 0;
        int[] byDiscs = new int[size.cells() + 1];
        for (int i = 0; i < keys.length; i++) {
            counts[(infos[i] >> 9) & 3]++;
            exact += scores[i] == NO_SCORE ? 0 : 1;
            byDiscs[BookKeys.discs(size, keys[i])]++;
        }
        StringBuilder perDepth = new StringBuilder();
        for (int discs = 0; discs < byDiscs.length; discs++) {
            if (byDiscs[discs] > 0) {
                perDepth.append(perDepth.length() == 0 ? "" : ",").append(discs).append(':').append(byDiscs[discs]);
            }
        }
        return "BOOKINFO size=" + size + " outcomeLayer=" + depthText(depths.outcome()) + " exactLayer="
                + depthText(depths.exact()) + " hardLines=" + depthText(depths.lines()) + " entries=" + keys.length
                + " wins=" + counts[2] + " draws=" + counts[1] + " losses=" + counts[0] + " exact=" + exact
                + " byDiscs=" + perDepth;
    }

    private static String depthText(int depth) {
        return depth == NO_LAYER ? "none" : Integer.toString(depth);
    }

    public BoardSize size() {
        return size;
    }

    /** How deep each layer goes. */
    public LayerDepths depths() {
        return depths;
    }

    /** The number of entries (a position and its mirror image count once). */
    public int entryCount() {
        return keys.length;
    }

    /**
     * The entry of {@code position}, seen from its own orientation, if the book has one. Within the
     * outcome layer, short of its deepest level, the moves are derived from the children's entries:
     * every move of the best value, by exact score where every child has one, else by outcome.
     */
    public Optional<Entry> lookup(Position position) {
        int index = indexOf(position);
        if (index < 0) {
            return Optional.empty();
        }
        Outcome outcome = outcomeAt(index);
        OptionalInt score = scoreAt(index);
        int discs = Long.bitCount(position.occupied());
        if (discs < depths.outcome()) {
            return Optional.of(new Entry(outcome, BestMoves.of(this, position), true, score));
        }
        int moves = infos[index] & 0x1FF;
        if (position.key() != keys[index]) {
            moves = mirrorColumns(size, moves);
        }
        // Hard's lines hold every drawing move or slowest loss from ALL_MOVES_MIN_DISCS discs on
        boolean everyMove = moves != 0 && outcome != Outcome.WIN && discs >= ALL_MOVES_MIN_DISCS;
        return Optional.of(new Entry(outcome, moves, everyMove, score));
    }

    /** The outcome of {@code position} for the side to move, if the book has it; cheaper than {@link #lookup}, which derives moves. */
    public Optional<Outcome> outcome(Position position) {
        int index = indexOf(position);
        return index < 0 ? Optional.empty() : Optional.of(outcomeAt(index));
    }

    /** The exact score of {@code position} for the side to move, if the book has it. */
    public OptionalInt score(Position position) {
        int index = indexOf(position);
        return index < 0 ? OptionalInt.empty() : scoreAt(index);
    }

    /**
     * The exact score, for the side to move, of the position of {@code size} with this
     * {@linkplain Position#symmetricKey() symmetric key} (one that is not over), if the book has it:
     * for positions known only by their key, as {@link dev.connectfour.engine.board.Predecessors} gives them.
     */
    public OptionalInt score(BoardSize size, long symmetricKey) {
        int index = size.equals(this.size) ? Arrays.binarySearch(keys, symmetricKey) : -1;
        return index < 0 ? OptionalInt.empty() : scoreAt(index);
    }

    /** The index of {@code position}'s entry, or a negative number if there is none. */
    private int indexOf(Position position) {
        if (!position.size().equals(size) || position.isGameOver()) {
            return -1;
        }
        return Arrays.binarySearch(keys, position.symmetricKey());
    }

    private Outcome outcomeAt(int index) {
        return Outcome.values()[(infos[index] >> 9) & 3];
    }

    private OptionalInt scoreAt(int index) {
        return scores[index] == NO_SCORE ? OptionalInt.empty() : OptionalInt.of(scores[index]);
    }

    /** The stored entries in key order, each with a position of its key (rebuilt from the key) and its moves as stored. */
    public Map<Position, Entry> entries() {
        Map<Position, Entry> all = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keys.length; i++) {
            all.put(BookKeys.position(size, keys[i]), new Entry(outcomeAt(i), infos[i] & 0x1FF, false, scoreAt(i)));
        }
        return all;
    }

    /** The column set reflected left to right. */
    public static int mirrorColumns(BoardSize size, int columns) {
        int mirrored = 0;
        for (int column = 0; column < size.width(); column++) {
            if ((columns & (1 << column)) != 0) {
                mirrored |= 1 << (size.width() - 1 - column);
            }
        }
        return mirrored;
    }

    /** Writes the book in the {@link BookFile} format. */
    public void write(OutputStream out) throws IOException {
        BookFile.write(size, depths, keys, infos, scores, out);
    }

    /**
     * Reads and validates a book in the {@link BookFile} format.
     *
     * @param expected the board size the caller plays on
     * @throws BookFormatException with a message saying what is wrong: not a book, another format
     *                             version, another board size, truncated, checksum mismatch, bad entries
     *                             or layer counts
     */
    public static OpeningBook read(InputStream in, BoardSize expected) throws BookFormatException, IOException {
        return BookFile.read(in, expected);
    }

    /** A book file that cannot be used, with the reason. */
    public static final class BookFormatException extends Exception {
        private static final long serialVersionUID = 1L;

        public BookFormatException(String message) {
            super(message);
        }
    }
}
