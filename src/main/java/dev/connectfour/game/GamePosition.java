package dev.connectfour.game;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Line;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The board of a game in progress, as the session shows it: an immutable value wrapping the engine's
 * {@link Position}, which holds the discs and applies the rules (drop to the lowest free cell,
 * {@link BoardSize#WIN_LENGTH} in a row wins, a full board is a draw). This class adds what the game
 * needs beyond the rules: the history as {@link Turn}s, each naming its player (the saved-game format
 * records them), and equality by that history. A turn lost to the clock is a
 * {@link Position#pass() pass}, so {@link #enginePosition()} is exactly what the computer and the
 * hints see.
 *
 * <p>{@link Player#FIRST} is whoever moved first in this game; the session's
 * {@link Lineup} says which seat (and so which name and colour) that is.
 */
public final class GamePosition {
    /** The discs, the side to move and the turns (its move string, one character per turn). */
    private final Position position;

    private GamePosition(Position position) {
        this.position = position;
    }

    /** The empty board, {@link Player#FIRST} to move. */
    public static GamePosition empty(BoardSize size) {
        return new GamePosition(Position.empty(Objects.requireNonNull(size, "size")));
    }

    /**
     * The position after the given turns, checked one by one.
     *
     * @throws IllegalArgumentException if a turn is by the wrong player, names a column off the board or a
     *                                  full one, or follows the end of the game
     */
    public static GamePosition of(BoardSize size, List<Turn> turns) {
        Objects.requireNonNull(turns, "turns");
        GamePosition position = empty(size);
        for (Turn turn : turns) {
            position = position.withTurn(turn);
        }
        return position;
    }

    /**
     * The position of an engine move string such as {@code "4453"}, or {@code "44-3"} with a lost turn
     * ({@link Position#PASS}), as {@link Position#parse(BoardSize, String)} reads it.
     *
     * @throws dev.connectfour.engine.board.MoveStringException as {@link Position#parse(BoardSize, String)}
     */
    public static GamePosition fromMoves(BoardSize size, String moves) {
        return new GamePosition(Position.parse(size, moves));
    }

    public BoardSize size() {
        return position.size();
    }

    /** Every turn of the game so far, oldest first, lost turns included: the move history. */
    public List<Turn> turns() {
        String moves = position.moves();
        List<Turn> turns = new ArrayList<>(moves.length());
        for (int i = 0; i < moves.length(); i++) {
            Player player = i % 2 == 0 ? Player.FIRST : Player.SECOND;
            char c = moves.charAt(i);
            turns.add(c == Position.PASS ? Turn.pass(player) : Turn.drop(player, c - '1'));
        }
        return List.copyOf(turns);
    }

    /** The number of discs on the board. */
    public int discCount() {
        return position.moveCount();
    }

    /** The side whose turn it is (once the game is over: the side that would be next). */
    public Player toMove() {
        return position.toMove();
    }

    /** True when the game is not over and {@code column} (0-based) is on the board and has a free cell. */
    public boolean canPlay(int column) {
        return position.canPlay(column);
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
        return new GamePosition(position.play(column));
    }

    /**
     * The position after the side to move lost its turn to the clock: no disc, the opponent to move.
     *
     * @throws IllegalArgumentException if the game is over
     */
    public GamePosition pass() {
        return new GamePosition(position.pass());
    }

    /** The position before the last {@code count} turns. */
    public GamePosition withoutLastTurns(int count) {
        String moves = position.moves();
        if (count < 0 || count > moves.length()) {
            throw new IllegalArgumentException("cannot take back " + count + " of " + moves.length() + " turns");
        }
        return fromMoves(size(), moves.substring(0, moves.length() - count));
    }

    /**
     * The position after one more turn, which must be by the side to move.
     *
     * @throws IllegalArgumentException if the turn is by the wrong player, names a column off the board or a
     *                                  full one, or follows the end of the game
     */
    public GamePosition withTurn(Turn turn) {
        int number = position.moves().length() + 1;
        if (isGameOver()) {
            throw new IllegalArgumentException("the game was already over before turn " + number);
        }
        if (turn.player() != toMove()) {
            throw new IllegalArgumentException("turn " + number + " is " + turn.player() + "'s, but " + toMove()
                    + " was to move");
        }
        if (turn.isPass()) {
            return new GamePosition(position.pass());
        }
        int column = turn.column();
        if (column >= size().width()) {
            throw new IllegalArgumentException("column index " + column + " is out of range 0.." + (size().width() - 1));
        }
        if (!position.canPlay(column)) {
            throw new IllegalArgumentException("column " + (column + 1) + " is full at turn " + number);
        }
        return new GamePosition(position.play(column));
    }

    /** True when the last disc connected four. */
    public boolean isWon() {
        return position.isWon();
    }

    /** The side that connected four, if any. */
    public Optional<Player> winner() {
        return position.winner();
    }

    /** True when the board is full and nobody has won. */
    public boolean isDraw() {
        return position.isDraw();
    }

    /** True when won or drawn. */
    public boolean isGameOver() {
        return position.isGameOver();
    }

    /**
     * The disc at a cell, if any.
     *
     * @param column 0-based from the left
     * @param row    0-based from the bottom
     * @throws IllegalArgumentException if the cell is off the board
     */
    public Optional<Player> discAt(int column, int row) {
        return position.discAt(column, row);
    }

    /** The number of discs in {@code column}: the row the next disc there lands on. */
    public int height(int column) {
        return position.height(column);
    }

    /**
     * Every cell of every line of four or more through the winning disc, sorted by column then row;
     * empty unless won. What the board highlights.
     */
    public List<Cell> winningCells() {
        return position.winningCells();
    }

    /** The lines of four or more through the winning disc, one per direction; empty unless won. What the board draws a stroke along. */
    public List<Line> winningLines() {
        return position.winningLines();
    }

    /** The last turn, if any (a disc or a lost turn). */
    public Optional<Turn> lastTurn() {
        List<Turn> turns = turns();
        return turns.isEmpty() ? Optional.empty() : Optional.of(turns.get(turns.size() - 1));
    }

    /** The 0-based column of the last disc dropped, empty on an empty board. Lost turns are skipped. */
    public OptionalInt lastMove() {
        return position.lastMove();
    }

    /** True if a turn was lost to the clock in this game. */
    public boolean hasLostTurns() {
        return position.hasPasses();
    }

    /** The history as text: one digit per disc (1 = leftmost column), {@code -} per lost turn, e.g. {@code "44-3"}. */
    public String notation() {
        return position.moves();
    }

    /**
     * The engine's view of this position: the same discs and side to move, lost turns as passes; its
     * {@link Position#moves()} equals {@link #notation()}.
     */
    public Position enginePosition() {
        return position;
    }

    /** Equal when the size and the whole history are equal (the engine's positions are equal by their discs). */
    @Override
    public boolean equals(Object other) {
        return other instanceof GamePosition that && size().equals(that.size()) && notation().equals(that.notation());
    }

    @Override
    public int hashCode() {
        return size().hashCode() * 31 + notation().hashCode();
    }

    /** The board in text, {@code X} first player, {@code O} second, then the history. */
    @Override
    public String toString() {
        return position.toString();
    }
}
