package dev.connectfour.engine.board;

import java.util.ArrayList;
import java.util.List;

/**
 * A run of {@value BoardSize#WIN_LENGTH} or more discs of one side in a row, as
 * {@link Position#linesThrough} finds them: its direction and its cells in order along it.
 */
public record Line(Direction direction, List<Position.Cell> cells) {

    public Line {
        cells = List.copyOf(cells);
        if (cells.size() < BoardSize.WIN_LENGTH) {
            throw new IllegalArgumentException("a line holds at least " + BoardSize.WIN_LENGTH + " cells");
        }
    }

    /** The first cell along the direction. */
    public Position.Cell first() {
        return cells.get(0);
    }

    /** The last cell along the direction. */
    public Position.Cell last() {
        return cells.get(cells.size() - 1);
    }

    /** The lines of the discs of {@code position}'s owner of {@code cell} through it, one per direction at most. */
    static List<Line> through(Position position, Position.Cell cell) {
        BoardSize size = position.size();
        var owner = position.discAt(cell.column(), cell.row());
        if (owner.isEmpty()) {
            return List.of();
        }
        List<Line> lines = new ArrayList<>();
        for (Direction direction : Direction.values()) {
            int low = 0;
            while (owns(position, size, direction.from(cell, low - 1), owner.get())) {
                low--;
            }
            int high = 0;
            while (owns(position, size, direction.from(cell, high + 1), owner.get())) {
                high++;
            }
            if (high - low + 1 >= BoardSize.WIN_LENGTH) {
                List<Position.Cell> cells = new ArrayList<>();
                for (int step = low; step <= high; step++) {
                    cells.add(direction.from(cell, step));
                }
                lines.add(new Line(direction, cells));
            }
        }
        return List.copyOf(lines);
    }

    private static boolean owns(Position position, BoardSize size, Position.Cell cell, Player player) {
        return cell.column() >= 0 && cell.column() < size.width() && cell.row() >= 0 && cell.row() < size.height()
                && position.discAt(cell.column(), cell.row()).orElse(null) == player;
    }
}
