package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * One proven puzzle on the 7x6 board: a position, what it asks, and its main line.
 *
 * @param position the position, the side to move solves it; never over
 * @param kind     what it asks
 * @param moves    N, the mover's moves to the win (this one counted) for a {@link PuzzleKind#WIN}; 0 for the others
 * @param rating   its fixed difficulty on the Glicko-2 scale (1500 an average puzzle)
 * @param themes   what the engine saw in it
 * @param line     the main line after the position, as a move string: the mover's unique moves and, between them,
 *                 the defence's chosen slowest-loss replies ({@code 2N - 1} discs for a win, one disc otherwise);
 *                 its first disc is the solution
 */
public record Puzzle(Position position, PuzzleKind kind, int moves, int rating, Set<Theme> themes, String line) {

    public Puzzle {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(line, "line");
        if (!position.size().equals(BoardSize.STANDARD) || position.isGameOver() || position.hasPasses()) {
            throw new IllegalArgumentException("a puzzle is a 7x6 position in play: " + position.moves());
        }
        if (kind == PuzzleKind.WIN ? moves < 1 : moves != 0) {
            throw new IllegalArgumentException(kind.id() + " puzzle with N = " + moves);
        }
        int expected = kind == PuzzleKind.WIN ? 2 * moves - 1 : 1;
        if (line.length() != expected) {
            throw new IllegalArgumentException("the line of a " + kind.id() + " puzzle in " + moves + " has "
                    + expected + " discs, not " + line.length());
        }
        Position.parse(position.moves() + line); // the line must be playable
        EnumSet<Theme> copy = EnumSet.noneOf(Theme.class);
        copy.addAll(themes);
        themes = Collections.unmodifiableSet(copy);
    }

    /** The first move's column, 0-based. */
    public int solution() {
        return line.charAt(0) - '1';
    }

    /** The moves of the position: the puzzle's identity. */
    public String id() {
        return position.moves();
    }

    /** The column (0-based) the line plays at {@code ply} (0 = the solution). */
    public int lineColumn(int ply) {
        return line.charAt(ply) - '1';
    }
}
