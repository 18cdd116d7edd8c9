package dev.connectfour.engine.board;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A Connect Four position: an immutable value holding the discs on a board of any {@link BoardSize},
 * the side to move and the turns that led to it. Playing a move yields a new position. Unlike the
 * solver's own search state, a position may be over (won or drawn), so that a finished game can be shown.
 *
 * <h2>Passes</h2>
 * In a timed game a side can lose its turn to the clock: {@link #pass()} yields the same discs with
 * the other side to move. The side to move is therefore kept explicitly and is not derived from the
 * number of discs: after passes one side may hold as many discs as the other, or more. A position is
 * fully described by its discs and its side to move (the rules and the solver's scores depend on
 * nothing else), so two positions reached through different turns, passes or not, are
 * {@linkplain #equals equal} when those agree.
 *
 * <h2>Bitboard</h2>
 * The discs are kept in two 64-bit words, {@code current} (the discs of the side to move) and
 * {@code mask} (every occupied cell), laid out as {@link Bitboard} describes; {@link #key()} is
 * {@code current + mask}.
 *
 * <p>Columns are 0-based in this API; move strings use the digits {@code '1'..'9'} and {@value #PASS}
 * for a pass.
 */
public final class Position {

    /** The character of a pass (a turn lost without a disc) in a move string. */
    public static final char PASS = '-';

    private final BoardSize size;
    /** Discs of the side to move. */
    private final long current;
    /** Every occupied cell. */
    private final long mask;
    /** The number of discs on the board (passes excluded). */
    private final int moveCount;
    /** The side whose discs are {@code current}: explicit, since passes break the parity of the disc count. */
    private final Player toMove;
    /** True when the last move connected four; the game is then over. */
    private final boolean won;
    /** The turns that reached this position: a digit '1'..'9' per disc, {@link #PASS} per pass. */
    private final String moves;

    private Position(BoardSize size, long current, long mask, int moveCount, Player toMove, boolean won, String moves) {
        this.size = size;
        this.current = current;
        this.mask = mask;
        this.moveCount = moveCount;
        this.toMove = toMove;
        this.won = won;
        this.moves = moves;
        assert Long.bitCount(mask) == moveCount && (current & ~mask) == 0 && (mask & ~Bitboard.boardMask(size)) == 0;
        assert moves.length() - moveCount == passCount(moves) : "one character per turn";
        assert passCount(moves) > 0 || toMove == ((moveCount & 1) == 0 ? Player.FIRST : Player.SECOND)
                : "without passes the sides alternate";
    }

    /** The empty board of the given size, first player to move. */
    public static Position empty(BoardSize size) {
        return new Position(Objects.requireNonNull(size, "size"), 0L, 0L, 0, Player.FIRST, false, "");
    }

    /** A 7x6 position from a move string such as {@code "4453"}; see {@link #parse(BoardSize, String)}. */
    public static Position parse(String moves) {
        return parse(BoardSize.STANDARD, moves);
    }

    /**
     * The position reached by a move string: one digit per move, {@code '1'} the leftmost column,
     * first player first; {@value #PASS} for a pass (see {@link #pass()}). The empty string is the
     * empty board. A string of digits only is the shared solver test-set format, and
     * {@code parse(size, p.moves())} equals {@code p} for every position {@code p}.
     *
     * @throws MoveStringException naming the 1-based character index and the reason when a character
     *                             is neither a digit nor {@value #PASS}, names no column of the board,
     *                             plays into a full column, or follows the end of the game (a win, or
     *                             for a pass also a full board); never truncates silently
     */
    public static Position parse(BoardSize size, String moves) {
        Objects.requireNonNull(moves, "moves");
        Position position = empty(size);
        for (int i = 0; i < moves.length(); i++) {
            char c = moves.charAt(i);
            int index = i + 1;
            if (c == PASS) {
                if (position.isGameOver()) {
                    throw new MoveStringException(moves, index, MoveStringException.Reason.GAME_ALREADY_WON,
                            "cannot pass: the game was already over after " + position.moveCount + " discs");
                }
                position = position.pass();
                continue;
            }
            if (c < '0' || c > '9') {
                throw new MoveStringException(moves, index, MoveStringException.Reason.NOT_A_DIGIT,
                        "'" + c + "' is not a digit");
            }
            int column = c - '1';
            if (column < 0 || column >= size.width()) {
                throw new MoveStringException(moves, index, MoveStringException.Reason.COLUMN_OUT_OF_RANGE,
                        "column " + c + " is out of range 1.." + size.width());
            }
            if (position.won) {
                throw new MoveStringException(moves, index, MoveStringException.Reason.GAME_ALREADY_WON,
                        "the game was already won at move " + position.moveCount);
            }
            if (!position.canPlay(column)) {
                throw new MoveStringException(moves, index, MoveStringException.Reason.COLUMN_FULL,
                        "column " + c + " is full");
            }
            position = position.play(column);
        }
        return position;
    }

    /** The board size. */
    public BoardSize size() {
        return size;
    }

    /** The number of discs on the board; passes are not counted. */
    public int moveCount() {
        return moveCount;
    }

    /** The number of empty cells. */
    public int freeCells() {
        return size.cells() - moveCount;
    }

    /**
     * The side whose turn it is (after the game is over: the side that would be next). Kept with the
     * position, not derived from the number of discs: each pass hands the turn to the other side.
     */
    public Player toMove() {
        return toMove;
    }

    /** True when the game is not over and {@code column} is a column of the board with a free cell. */
    public boolean canPlay(int column) {
        return !isGameOver() && column >= 0 && column < size.width() && (mask & Bitboard.topMask(size, column)) == 0;
    }

    /**
     * The position after the side to move drops a disc in {@code column} (0-based).
     *
     * @throws IllegalArgumentException if the game is over, or the column is out of range or full
     */
    public Position play(int column) {
        if (won) {
            throw new IllegalArgumentException("cannot play column " + (column + 1) + " after \"" + moves
                    + "\": the game was already won at move " + moveCount);
        }
        if (column < 0 || column >= size.width()) {
            throw new IllegalArgumentException("column index " + column + " is out of range 0.." + (size.width() - 1)
                    + " on a " + size + " board");
        }
        if ((mask & Bitboard.topMask(size, column)) != 0) {
            throw new IllegalArgumentException("cannot play column " + (column + 1) + " after \"" + moves
                    + "\": the column is full");
        }
        long newMask = mask | (mask + Bitboard.bottomMask(size, column));
        long mover = current | (newMask ^ mask);
        boolean wins = Bitboard.hasAlignment(size, mover);
        return new Position(size, mover ^ newMask, newMask, moveCount + 1, toMove.opponent(), wins,
                moves + (char) ('1' + column));
    }

    /**
     * The position after the side to move passes (loses its turn to the clock): the same discs, the
     * other side to move. The move string gains a {@value #PASS}.
     *
     * @throws IllegalArgumentException if the game is over (won or the board full)
     */
    public Position pass() {
        if (isGameOver()) {
            throw new IllegalArgumentException("cannot pass after \"" + moves + "\": the game is over");
        }
        return new Position(size, current ^ mask, mask, moveCount, toMove.opponent(), false, moves + PASS);
    }

    /** True if a side passed on the way to this position (its move string holds a {@value #PASS}). */
    public boolean hasPasses() {
        return moves.indexOf(PASS) >= 0;
    }

    /** True if the side to move can play {@code column} and that move connects four. */
    public boolean isWinningMove(int column) {
        if (!canPlay(column)) {
            return false;
        }
        long move = (mask + Bitboard.bottomMask(size, column)) & Bitboard.columnMask(size, column);
        return Bitboard.hasAlignment(size, current | move);
    }

    /** True when the last move connected four (or more). */
    public boolean isWon() {
        return won;
    }

    /** The side that connected four, if any. */
    public Optional<Player> winner() {
        return won ? Optional.of(toMove.opponent()) : Optional.empty();
    }

    /** True when the board is full and nobody has won. */
    public boolean isDraw() {
        return !won && moveCount == size.cells();
    }

    /** True when the game is won or drawn. */
    public boolean isGameOver() {
        return won || moveCount == size.cells();
    }

    /**
     * The disc at a cell, if any.
     *
     * @param column 0-based, from the left
     * @param row    0-based, from the bottom
     * @throws IllegalArgumentException if the cell is off the board
     */
    public Optional<Player> discAt(int column, int row) {
        if (column < 0 || column >= size.width() || row < 0 || row >= size.height()) {
            throw new IllegalArgumentException("cell (" + column + ", " + row + ") is off the " + size + " board");
        }
        long bit = Bitboard.cellBit(size, column, row);
        if ((mask & bit) == 0) {
            return Optional.empty();
        }
        return Optional.of((current & bit) != 0 ? toMove() : toMove().opponent());
    }

    /** The number of discs in {@code column} (0-based): the row the next disc there lands on. */
    public int height(int column) {
        if (column < 0 || column >= size.width()) {
            throw new IllegalArgumentException("column index " + column + " is out of range 0.." + (size.width() - 1));
        }
        return Long.bitCount(mask & Bitboard.columnMask(size, column));
    }

    /** A cell of the board: 0-based column from the left, 0-based row from the bottom. */
    public record Cell(int column, int row) {
    }

    /**
     * Every cell of every line of {@value BoardSize#WIN_LENGTH} or more discs through the last move,
     * sorted by column then row, each cell once; empty if the game is not won. This is what the
     * board highlights.
     */
    public List<Cell> winningCells() {
        List<Cell> cells = new ArrayList<>();
        for (Line line : winningLines()) {
            for (Cell cell : line.cells()) {
                if (!cells.contains(cell)) {
                    cells.add(cell);
                }
            }
        }
        cells.sort(Comparator.comparingInt(Cell::column).thenComparingInt(Cell::row));
        return List.copyOf(cells);
    }

    /** The lines of {@value BoardSize#WIN_LENGTH} or more through the last move (one per direction at most); empty if the game is not won. */
    public List<Line> winningLines() {
        if (!won) {
            return List.of();
        }
        int column = lastMove().getAsInt();
        List<Line> lines = linesThrough(new Cell(column, height(column) - 1));
        assert !lines.isEmpty() : "a won position has a line through its last move";
        return lines;
    }

    /**
     * The lines of {@value BoardSize#WIN_LENGTH} or more discs of the owner of {@code cell} that pass
     * through it, one per direction at most, in the order of {@link Direction}; empty if the cell is empty.
     *
     * @throws IllegalArgumentException if the cell is off the board
     */
    public List<Line> linesThrough(Cell cell) {
        return Line.through(this, cell);
    }

    /**
     * The turns that reached this position, as {@link #parse} reads them: one digit per disc
     * ({@code '1'} = leftmost column) and one {@value #PASS} per pass, e.g. {@code "44-3"}. Without
     * passes ({@link #hasPasses()} false) this is a plain move string of the shared test-set format;
     * with passes, tools that read only digits must not be given it.
     */
    public String moves() {
        return moves;
    }

    /** The 0-based column of the last disc played (passes after it are skipped), empty if there is none. */
    public OptionalInt lastMove() {
        for (int i = moves.length() - 1; i >= 0; i--) {
            if (moves.charAt(i) != PASS) {
                return OptionalInt.of(moves.charAt(i) - '1');
            }
        }
        return OptionalInt.empty();
    }

    /** The position reflected left to right, reached by the reflected move string. */
    public Position mirror() {
        StringBuilder mirrored = new StringBuilder(moves.length());
        for (int i = 0; i < moves.length(); i++) {
            char c = moves.charAt(i);
            mirrored.append(c == PASS ? PASS : (char) ('1' + size.width() - 1 - (c - '1')));
        }
        return new Position(size, Bitboard.mirrorBits(size, current), Bitboard.mirrorBits(size, mask), moveCount, toMove, won,
                mirrored.toString());
    }

    /**
     * A key unique to the discs of the side to move and those of its opponent (for its size):
     * {@code current + mask}; see the class comment for why it is unique, and for the colour-swapped
     * positions (reachable only with passes) that share it. On a {@linkplain BoardSize#isPacked() packed}
     * board (9x7) the same sum is only a hash: positions with a full column may share it.
     */
    public long key() {
        return current + mask;
    }

    /**
     * A key shared by this position and its mirror image and by no other position: the smaller of both
     * keys. On a packed board, like {@link #key()}, only a hash.
     */
    public long symmetricKey() {
        long mirrored = Bitboard.mirrorBits(size, current) + Bitboard.mirrorBits(size, mask);
        return Math.min(key(), mirrored);
    }

    /** Discs of the side to move, in the bitboard layout (for the solver). */
    public long currentStones() {
        return current;
    }

    /** Every occupied cell, in the bitboard layout (for the solver). */
    public long occupied() {
        return mask;
    }

    /**
     * Equal when the size, the discs and the side to move are equal, whatever the order of the turns and
     * whatever passes led there.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Position that && size.equals(that.size) && current == that.current && mask == that.mask
                && toMove == that.toMove;
    }

    @Override
    public int hashCode() {
        return (Long.hashCode(key() * 0x9E3779B97F4A7C15L) * 31 + size.hashCode()) * 31 + toMove.hashCode();
    }

    /** The board drawn in text, {@code X} the first player, {@code O} the second, then the moves. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = size.height() - 1; row >= 0; row--) {
            for (int column = 0; column < size.width(); column++) {
                Optional<Player> disc = discAt(column, row);
                text.append(disc.isEmpty() ? '.' : disc.get() == Player.FIRST ? 'X' : 'O');
            }
            text.append('\n');
        }
        return text.append("moves: \"").append(moves).append('"').toString();
    }

    private static int passCount(String moves) {
        int passes = 0;
        for (int i = 0; i < moves.length(); i++) {
            if (moves.charAt(i) == PASS) {
                passes++;
            }
        }
        return passes;
    }
}
