package dev.connectfour.game;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The board of a game in progress, as the session shows it: an immutable value holding the
 * history of {@link Turn}s, from which the discs, the side to move, the last move, the winner and
 * the winning cells all derive.
 *
 * <p>It keeps the session's history as {@link Turn}s (each naming its player, which the saved-game
 * format records) and its own small board with the same rules as the engine (drop to the lowest free
 * cell; {@link BoardSize#WIN_LENGTH} in a row wins; a full board is a draw). A turn lost to the clock
 * is a {@link Position#pass() pass} for the engine: {@link #enginePosition()} replays every turn,
 * passes included, so the engine sees exactly the same discs and side to move, for the computer and
 * for hints. The tests check that both agree on everything.
 *
 * <p>{@link Player#FIRST} is whoever moved first in this game; the session's
 * {@link Lineup} says which seat (and so which name and colour) that is.
 */
public final class GamePosition {
    private final BoardSize size;
    private final List<Turn> turns;
    /** [column][row], row 0 the bottom; null for an empty cell. Never exposed. */
    private final Player[][] cells;
    private final int discs;
    private final Player winner;
    private final List<Cell> winningCells;
    private final boolean hasPasses;

    private GamePosition(BoardSize size, List<Turn> turns) {
        this.size = size;
        this.turns = List.copyOf(turns);
        this.cells = new Player[size.width()][size.height()];
        Player expected = Player.FIRST;
        Player won = null;
        Cell lastDisc = null;
        int count = 0;
        boolean passes = false;
        for (int i = 0; i < this.turns.size(); i++) {
            Turn turn = this.turns.get(i);
            int number = i + 1;
            if (won != null || count == size.cells()) {
                throw new IllegalArgumentException("the game was already over before turn " + number);
            }
            if (turn.player() != expected) {
                throw new IllegalArgumentException("turn " + number + " is " + turn.player()
                        + "'s, but " + expected + " was to move");
            }
            if (turn.isPass()) {
                passes = true;
            } else {
                int column = turn.column();
                if (column >= size.width()) {
                    throw new IllegalArgumentException("column index " + column + " is out of range 0.."
                            + (size.width() - 1));
                }
                int row = heightOf(column);
                if (row == size.height()) {
                    throw new IllegalArgumentException("column " + (column + 1) + " is full at turn "
                            + number);
                }
                cells[column][row] = turn.player();
                count++;
                lastDisc = new Cell(column, row);
                if (!linesThrough(lastDisc).isEmpty()) {
                    won = turn.player();
                }
            }
            expected = expected.opponent();
        }
        this.discs = count;
        this.winner = won;
        this.winningCells = won == null ? List.of() : linesThrough(lastDisc);
        this.hasPasses = passes;
    }

    /** The empty board, {@link Player#FIRST} to move. */
    public static GamePosition empty(BoardSize size) {
        return new GamePosition(Objects.requireNonNull(size, "size"), List.of());
    }

    /**
     * The position after the given turns, checked one by one.
     *
     * @throws IllegalArgumentException if a turn is by the wrong player, names a column off the board or a
     *                                  full one, or follows the end of the game
     */
    public static GamePosition of(BoardSize size, List<Turn> turns) {
        return new GamePosition(Objects.requireNonNull(size, "size"), Objects.requireNonNull(turns, "turns"));
    }

    /**
     * The position of an engine move string such as {@code "4453"}, or {@code "44-3"} with a lost turn
     * ({@link Position#PASS}), as {@link Position#parse(BoardSize, String)} reads it.
     *
     * @throws dev.connectfour.engine.board.MoveStringException as {@link Position#parse(BoardSize, String)}
     */
    public static GamePosition fromMoves(BoardSize size, String moves) {
        Position.parse(size, moves); // the engine's checks and messages
        List<Turn> turns = new ArrayList<>();
        Player player = Player.FIRST;
        for (int i = 0; i < moves.length(); i++) {
            char c = moves.charAt(i);
            turns.add(c == Position.PASS ? Turn.pass(player) : Turn.drop(player, c - '1'));
            player = player.opponent();
        }
        return new GamePosition(size, turns);
    }

    public BoardSize size() {
        return size;
    }

    /** Every turn of the game so far, oldest first, lost turns included: the move history. */
    public List<Turn> turns() {
        return turns;
    }

    /** The number of discs on the board. */
    public int discCount() {
        return discs;
    }

    /** The side whose turn it is (once the game is over: the side that would be next). */
    public Player toMove() {
        return turns.size() % 2 == 0 ? Player.FIRST : Player.SECOND;
    }

    /** True when the game is not over and {@code column} (0-based) is on the board and has a free cell. */
    public boolean canPlay(int column) {
        return !isGameOver() && column >= 0 && column < size.width() && heightOf(column) < size.height();
    }

    /**
     * The position after the side to move drops a disc in {@code column}.
     *
     * @throws IllegalArgumentException if the game is over or the column is off the board or full
     */
    public GamePosition play(int column) {
        if (!canPlay(column)) {
            throw new IllegalArgumentException("cannot play column index " + column + " after \"" + notation() + "\"");
        }
        return withTurn(Turn.drop(toMove(), column));
    }

    /**
     * The position after the side to move lost its turn to the clock: no disc, the opponent to move.
     *
     * @throws IllegalArgumentException if the game is over
     */
    public GamePosition pass() {
        if (isGameOver()) {
            throw new IllegalArgumentException("cannot pass after \"" + notation() + "\": the game is over");
        }
        return withTurn(Turn.pass(toMove()));
    }

    /** The position before the last {@code count} turns. */
    public GamePosition withoutLastTurns(int count) {
        if (count < 0 || count > turns.size()) {
            throw new IllegalArgumentException("cannot take back " + count + " of " + turns.size() + " turns");
        }
        return new GamePosition(size, turns.subList(0, turns.size() - count));
    }

    /** The position after one more turn, which must be by the side to move. */
    public GamePosition withTurn(Turn turn) {
        List<Turn> next = new ArrayList<>(turns);
        next.add(turn);
        return new GamePosition(size, next);
    }

    /** True when the last disc connected four. */
    public boolean isWon() {
        return winner != null;
    }

    /** The side that connected four, if any. */
    public Optional<Player> winner() {
        return Optional.ofNullable(winner);
    }

    /** True when the board is full and nobody has won. */
    public boolean isDraw() {
        return winner == null && discs == size.cells();
    }

    /** True when won or drawn. */
    public boolean isGameOver() {
        return winner != null || discs == size.cells();
    }

    /**
     * The disc at a cell, if any.
     *
     * @param column 0-based from the left
     * @param row    0-based from the bottom
     * @throws IllegalArgumentException if the cell is off the board
     */
    public Optional<Player> discAt(int column, int row) {
        if (column < 0 || column >= size.width() || row < 0 || row >= size.height()) {
            throw new IllegalArgumentException("cell (" + column + ", " + row + ") is off the " + size + " board");
        }
        return Optional.ofNullable(cells[column][row]);
    }

    /** The number of discs in {@code column}: the row the next disc there lands on. */
    public int height(int column) {
        if (column < 0 || column >= size.width()) {
            throw new IllegalArgumentException("column index " + column + " is out of range 0.." + (size.width() - 1));
        }
        return heightOf(column);
    }

    /**
     * Every cell of every line of four or more through the winning disc, sorted by column then row;
     * empty unless won. What the board highlights.
     */
    public List<Cell> winningCells() {
        return winningCells;
    }

    /** The last turn, if any (a disc or a lost turn). */
    public Optional<Turn> lastTurn() {
        return turns.isEmpty() ? Optional.empty() : Optional.of(turns.get(turns.size() - 1));
    }

    /** The 0-based column of the last disc dropped, empty on an empty board. Lost turns are skipped. */
    public OptionalInt lastMove() {
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (!turns.get(i).isPass()) {
                return OptionalInt.of(turns.get(i).column());
            }
        }
        return OptionalInt.empty();
    }

    /** True if a turn was lost to the clock in this game. */
    public boolean hasLostTurns() {
        return hasPasses;
    }

    /** The history as text: one digit per disc (1 = leftmost column), {@code -} per lost turn, e.g. {@code "44-3"}. */
    public String notation() {
        StringBuilder text = new StringBuilder(turns.size());
        for (Turn turn : turns) {
            text.append(turn.notation());
        }
        return text.toString();
    }

    /**
     * The same discs and the same side to move as an engine {@link Position}, built by replaying every
     * turn ({@link Position#play} for a disc, {@link Position#pass} for a lost turn); its
     * {@link Position#moves()} equals {@link #notation()}. Over exactly when this game is over.
     */
    public Position enginePosition() {
        Position position = Position.empty(size);
        for (Turn turn : turns) {
            position = turn.isPass() ? position.pass() : position.play(turn.column());
        }
        assert position.toMove() == toMove() && position.moveCount() == discs && position.isWon() == isWon();
        return position;
    }

    private int heightOf(int column) {
        int row = 0;
        while (row < size.height() && cells[column][row] != null) {
            row++;
        }
        return row;
    }

    /** Cells of every line of WIN_LENGTH or more through {@code cell}, sorted, each once; empty if none. */
    private List<Cell> linesThrough(Cell cell) {
        Player owner = cells[cell.column()][cell.row()];
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        List<Cell> result = new ArrayList<>();
        for (int[] direction : directions) {
            List<Cell> line = new ArrayList<>();
            line.add(cell);
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = cell.column() + sign * direction[0];
                int r = cell.row() + sign * direction[1];
                while (c >= 0 && c < size.width() && r >= 0 && r < size.height() && cells[c][r] == owner) {
                    line.add(new Cell(c, r));
                    c += sign * direction[0];
                    r += sign * direction[1];
                }
            }
            if (line.size() >= BoardSize.WIN_LENGTH) {
                for (Cell member : line) {
                    if (!result.contains(member)) {
                        result.add(member);
                    }
                }
            }
        }
        result.sort(Comparator.comparingInt(Cell::column).thenComparingInt(Cell::row));
        return List.copyOf(result);
    }

    /** Equal when the size and the whole history are equal. */
    @Override
    public boolean equals(Object other) {
        return other instanceof GamePosition that && size.equals(that.size) && turns.equals(that.turns);
    }

    @Override
    public int hashCode() {
        return size.hashCode() * 31 + turns.hashCode();
    }

    /** The board in text, {@code X} first player, {@code O} second, then the history. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = size.height() - 1; row >= 0; row--) {
            for (int column = 0; column < size.width(); column++) {
                Player disc = cells[column][row];
                text.append(disc == null ? '.' : disc == Player.FIRST ? 'X' : 'O');
            }
            text.append('\n');
        }
        return text.append("turns: \"").append(notation()).append('"').toString();
    }
}
