package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The opening book: for positions of the opening, the outcome for the side to move (win, draw or loss,
 * both sides playing perfectly) and the moves that keep it. Hard plays from it instantly where the
 * solver alone would need seconds to minutes. An immutable value.
 *
 * <p>A position and its mirror image share one entry, stored under {@link Position#symmetricKey()}
 * with the moves as seen in the orientation whose {@link Position#key()} is that key.
 *
 * <p>Books are read and written in the file format {@link BookFile} describes.
 */
public final class OpeningBook {
    /** The depth of a book in which not even the first pass of the generator is complete. */
    public static final int NO_COMPLETE_DEPTH = 255;
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
     * From this many discs on, the entry of a drawn position holds every drawing move and that of a
     * lost position every slowest loss; with fewer, one move that keeps the outcome (proving all of
     * theirs would take hours), so a column it leaves out may still keep it.
     */
    public static final int ALL_MOVES_MIN_DISCS = 7;

    /**
     * A book entry seen from a position's own orientation.
     *
     * @param outcome the outcome for the side to move, with perfect play
     * @param moves   the columns (bit {@code c} for 0-based column {@code c}) that keep it; never empty
     */
    public record Entry(Outcome outcome, int moves) {
        public Entry {
            Objects.requireNonNull(outcome, "outcome");
            if (moves <= 0 || moves >= 1 << BoardSize.MAX_WIDTH) {
                throw new IllegalArgumentException("bad move set " + Integer.toBinaryString(moves));
            }
        }

        /** True if {@code column} (0-based) keeps the outcome. */
        public boolean keeps(int column) {
            return (moves & (1 << column)) != 0;
        }
    }

    private final BoardSize size;
    private final int depth;
    private final long[] keys;
    private final short[] infos;

    /** Takes the arrays as they are: the caller gives up their ownership. */
    OpeningBook(BoardSize size, int depth, long[] keys, short[] infos) {
        this.size = size;
        this.depth = depth;
        this.keys = keys;
        this.infos = infos;
    }

    /** Refuses a packed board: its {@link Position#key()} is a hash, so entries could collide. */
    public static void requireUniqueKeys(BoardSize size) {
        if (size.isPacked()) {
            throw new IllegalArgumentException("no opening book on " + size + ": its positions have no unique 64-bit key");
        }
    }

    /** A book with no entries. */
    public static OpeningBook empty(BoardSize size) {
        return new OpeningBook(Objects.requireNonNull(size, "size"), 0, new long[0], new short[0]);
    }

    /**
     * A book of the given entries, each seen from its position's own orientation.
     *
     * @throws IllegalArgumentException if the board is {@linkplain BoardSize#isPacked() packed} (its
     *                                  positions have no unique key to file entries under), a position
     *                                  is over, a move cannot be played, or two entries of one position
     *                                  (or of mirror images) disagree
     */
    public static OpeningBook of(BoardSize size, int depth, Map<Position, Entry> entries) {
        requireUniqueKeys(size);
        TreeMap<Long, Short> sorted = new TreeMap<>();
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
            boolean mirrored = position.key() != position.symmetricKey();
            int moves = mirrored ? mirrorColumns(size, entry.moves()) : entry.moves();
            short info = (short) (moves | entry.outcome().ordinal() << 9);
            Short previous = sorted.put(position.symmetricKey(), info);
            if (previous != null && previous != info) {
                throw new IllegalArgumentException("two different entries for " + position.moves());
            }
        }
        long[] keys = new long[sorted.size()];
        short[] infos = new short[sorted.size()];
        int i = 0;
        for (Map.Entry<Long, Short> e : sorted.entrySet()) {
            keys[i] = e.getKey();
            infos[i++] = e.getValue();
        }
        return new OpeningBook(size, depth, keys, infos);
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

    /** The bundled book or the reason it cannot be used; loaded on first use, immutable after. */
    private record BundledBook(OpeningBook book, String failure) {
        static final BundledBook LOADED = logged(load());

        private static BundledBook logged(BundledBook loaded) {
            System.Logger log = System.getLogger(OpeningBook.class.getName());
            if (loaded.failure() != null) {
                log.log(System.Logger.Level.WARNING, "opening book unusable, Hard falls back to timed search: " + loaded.failure());
            } else {
                log.log(System.Logger.Level.DEBUG, "opening book loaded: " + loaded.book().describe());
            }
            return loaded;
        }

        private static BundledBook load() {
            try (InputStream in = OpeningBook.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    return new BundledBook(null, "no opening book " + RESOURCE + " is shipped");
                }
                return new BundledBook(read(new java.io.BufferedInputStream(in), BoardSize.STANDARD), null);
            } catch (BookFormatException e) {
                return new BundledBook(null, RESOURCE + ": " + e.getMessage());
            } catch (IOException e) {
                return new BundledBook(null, "cannot read " + RESOURCE + ": " + e.getMessage());
            }
        }
    }

    /** One line: board, depth, entries, and how many are wins, draws and losses for the side to move. */
    public String describe() {
        int[] counts = new int[3];
        int[] byDiscs = new int[size.cells() + 1];
        for (short info : infos) {
            counts[(info >> 9) & 3]++;
        }
        for (long key : keys) {
            byDiscs[discsOfKey(key)]++;
        }
        StringBuilder perDepth = new StringBuilder();
        for (int discs = 0; discs < byDiscs.length; discs++) {
            if (byDiscs[discs] > 0) {
                perDepth.append(perDepth.length() == 0 ? "" : ",").append(discs).append(':').append(byDiscs[discs]);
            }
        }
        return "BOOKINFO size=" + size + " depth=" + (depth == NO_COMPLETE_DEPTH ? "none" : Integer.toString(depth)) + " entries=" + keys.length + " wins=" + counts[2]
                + " draws=" + counts[1] + " losses=" + counts[0] + " byDiscs=" + perDepth;
    }

    /** The number of discs of the position with this key. */
    private int discsOfKey(long key) {
        int discs = 0;
        int height = size.height();
        for (int column = 0; column < size.width(); column++) {
            long bits = (key >>> (column * (height + 1))) & ((1L << (height + 1)) - 1);
            discs += 63 - Long.numberOfLeadingZeros(bits + 1);
        }
        return discs;
    }

    public BoardSize size() {
        return size;
    }

    /**
     * Every position the generator meant to cover up to this many discs is in the book;
     * {@link #NO_COMPLETE_DEPTH} when even the shallowest pass is incomplete.
     */
    public int depth() {
        return depth;
    }

    /** The number of entries (a position and its mirror image count once). */
    public int entryCount() {
        return keys.length;
    }

    /** The entry of {@code position}, seen from its own orientation, if the book has one. */
    public Optional<Entry> lookup(Position position) {
        if (!position.size().equals(size) || position.isGameOver()) {
            return Optional.empty();
        }
        long key = position.symmetricKey();
        int index = Arrays.binarySearch(keys, key);
        if (index < 0) {
            return Optional.empty();
        }
        Entry stored = decode(infos[index]);
        if (position.key() == key) {
            return Optional.of(stored);
        }
        return Optional.of(new Entry(stored.outcome(), mirrorColumns(size, stored.moves())));
    }

    /** The stored entries in key order, each with a position of its key (rebuilt from the key). */
    public Map<Position, Entry> entries() {
        Map<Position, Entry> all = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keys.length; i++) {
            all.put(positionOfKey(size, keys[i]), decode(infos[i]));
        }
        return all;
    }

    private static Entry decode(short info) {
        return new Entry(Outcome.values()[(info >> 9) & 3], info & 0x1FF);
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

    /**
     * A position whose {@link Position#key()} is {@code key}: the discs are read back from the key
     * (in each column, the highest set bit is the spare above the top disc; below it, set bits are the
     * discs of the side to move) and replayed in an order that reaches them. Used by {@code book verify}.
     *
     * @throws IllegalArgumentException if no legal game reaches the key
     */
    static Position positionOfKey(BoardSize size, long key) {
        int width = size.width();
        int height = size.height();
        int[] heights = new int[width];
        boolean[][] mine = new boolean[width][height];
        int discs = 0;
        for (int column = 0; column < width; column++) {
            long bits = (key >>> (column * (height + 1))) & ((1L << (height + 1)) - 1);
            // key = current + mask: in a column, mask is a run of h ones from the bottom and current a
            // subset of it, so the column's bits lie in [2^h - 1, 2^(h+1) - 2]: h = floor(log2(bits + 1))
            int h = 63 - Long.numberOfLeadingZeros(bits + 1);
            if (h > height) {
                throw new IllegalArgumentException("not a position key: " + key);
            }
            long current = bits - ((1L << h) - 1);
            heights[column] = h;
            for (int row = 0; row < h; row++) {
                mine[column][row] = (current & (1L << row)) != 0;
            }
            discs += h;
        }
        // the side to move owns `mine`; it has discs/2 discs, the other side the rest
        Player toMove = discs % 2 == 0 ? Player.FIRST : Player.SECOND;
        Position found = replay(Position.empty(size), heights, mine, toMove, new int[width]);
        if (found == null || found.key() != key) {
            throw new IllegalArgumentException("no legal game reaches key " + key);
        }
        return found;
    }

    /** Depth-first search for a move order that stacks the given discs without an earlier win. */
    private static Position replay(Position position, int[] heights, boolean[][] mine, Player toMoveAtEnd, int[] filled) {
        boolean complete = true;
        for (int column = 0; column < heights.length; column++) {
            if (filled[column] < heights[column]) {
                complete = false;
                break;
            }
        }
        if (complete) {
            return position;
        }
        Player mover = position.toMove();
        boolean moverIsOwner = mover == toMoveAtEnd;
        for (int column = 0; column < heights.length; column++) {
            int row = filled[column];
            if (row < heights[column] && mine[column][row] == moverIsOwner && !position.isGameOver()) {
                Position next = position.play(column);
                if (next.isWon()) {
                    continue;
                }
                filled[column]++;
                Position found = replay(next, heights, mine, toMoveAtEnd, filled);
                filled[column]--;
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Writes the book in the {@link BookFile} format. */
    public void write(OutputStream out) throws IOException {
        BookFile.write(size, depth, keys, infos, out);
    }

    /**
     * Reads and validates a book in the {@link BookFile} format.
     *
     * @param expected the board size the caller plays on
     * @throws BookFormatException with a message saying what is wrong: not a book, another format
     *                             version, another board size, truncated, checksum mismatch, bad entries
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
