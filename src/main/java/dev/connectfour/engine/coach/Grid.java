package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * The bit geometry the coach reasons with, for one board size: each cell's bit in the
 * {@link Position} layout and back, the lines of four, the playable cells and the threats. A set of
 * cells is one {@code long}. Rows are counted from 1 at the bottom where the text speaks of odd and
 * even rows, from 0 in {@link Cell}.
 */
final class Grid {
    private final BoardSize size;
    private final LineGeometry geometry;
    private final long board;
    /** The cell of each bit index, null for the bits no cell uses. */
    private final Cell[] cellOfBit = new Cell[Long.SIZE];
    /** Rows 1, 3, 5... counted from 1 at the bottom (rows 0, 2, 4 of a {@link Cell}). */
    private final long oddRows;

    private Grid(BoardSize size) {
        this.size = size;
        this.geometry = LineGeometry.of(size);
        long all = 0;
        long odd = 0;
        for (int column = 0; column < size.width(); column++) {
            for (int row = 0; row < size.height(); row++) {
                long bit = geometry.cell(column, row);
                all |= bit;
                if (row % 2 == 0) {
                    odd |= bit;
                }
                cellOfBit[Long.numberOfTrailingZeros(bit)] = new Cell(column, row);
            }
        }
        this.board = all;
        this.oddRows = odd;
    }

    private static final Grid STANDARD = new Grid(BoardSize.STANDARD);

    static Grid of(BoardSize size) {
        return size.equals(BoardSize.STANDARD) ? STANDARD : new Grid(size);
    }

    BoardSize size() {
        return size;
    }

    LineGeometry geometry() {
        return geometry;
    }

    /** Every cell of the board. */
    long board() {
        return board;
    }

    /** The cells of the odd rows (1, 3, 5... from the bottom). */
    long oddRows() {
        return oddRows;
    }

    long bit(Cell cell) {
        return geometry.cell(cell.column(), cell.row());
    }

    /** The cell of a one-bit set. */
    Cell cell(long bit) {
        assert Long.bitCount(bit) == 1;
        return cellOfBit[Long.numberOfTrailingZeros(bit)];
    }

    int column(long bit) {
        return cell(bit).column();
    }

    /** The cells of a set, by column then row. */
    List<Cell> cells(long set) {
        List<Cell> cells = new ArrayList<>();
        for (long rest = set; rest != 0; rest &= rest - 1) {
            cells.add(cell(Long.lowestOneBit(rest)));
        }
        return cells;
    }

    long cells(List<Cell> cells) {
        long set = 0;
        for (Cell cell : cells) {
            set |= bit(cell);
        }
        return set;
    }

    /** The cell a disc dropped in each column not full lands on. */
    long playable(long mask) {
        long cells = 0;
        for (int column = 0; column < size.width(); column++) {
            if (geometry.canPlay(mask, column)) {
                cells |= geometry.moveBit(mask, column);
            }
        }
        return cells;
    }

    /** True if the one-bit set {@code cell} is where the next disc of its column lands. */
    boolean isPlayable(long mask, long cell) {
        int column = column(cell);
        return geometry.canPlay(mask, column) && geometry.moveBit(mask, column) == cell;
    }

    /** The empty cells that would complete a four of {@code own}'s discs: its threats, playable or not. */
    long threats(long own, long mask) {
        long threats = 0;
        for (int i = 0; i < geometry.lineCount(); i++) {
            long line = geometry.line(i);
            if (Long.bitCount(line & own) == BoardSize.WIN_LENGTH - 1 && (line & mask & ~own) == 0) {
                threats |= line & ~mask;
            }
        }
        return threats;
    }

    boolean hasFour(long own) {
        for (int i = 0; i < geometry.lineCount(); i++) {
            long line = geometry.line(i);
            if ((line & own) == line) {
                return true;
            }
        }
        return false;
    }

    /**
     * The lines of four that {@code own} completes if it gets every cell of {@code gets} and none
     * other: lines with no disc of the opponent whose empty cells all lie in {@code gets}, as their
     * empty cells, fewest first.
     */
    List<Long> groupsWithin(long own, long mask, long gets) {
        List<Long> groups = new ArrayList<>();
        for (int i = 0; i < geometry.lineCount(); i++) {
            long line = geometry.line(i);
            long empty = line & ~mask;
            if ((line & mask & ~own) == 0 && empty != 0 && (empty & ~gets) == 0) {
                groups.add(empty);
            }
        }
        groups.sort((a, b) -> Integer.compare(Long.bitCount(a), Long.bitCount(b)));
        return groups;
    }

    /** The discs of {@code player}. */
    static long discs(Position position, dev.connectfour.engine.board.Player player) {
        return position.toMove() == player ? position.currentStones() : position.occupied() & ~position.currentStones();
    }

    /** Whether the side to move in {@code position} connects four with its next disc. */
    static boolean hasWinAtOnce(Position position) {
        for (int column = 0; column < position.size().width(); column++) {
            if (position.isWinningMove(column)) {
                return true;
            }
        }
        return false;
    }
}
