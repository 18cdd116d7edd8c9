package dev.connectfour.engine.board;

/**
 * The four directions a line of {@value BoardSize#WIN_LENGTH} can run in, each as the step from one
 * cell of the line to the next. The one definition of the board's lines: the bitboard shifts, the
 * line geometry of the players and the lines drawn through a win all derive from it.
 */
public enum Direction {
    HORIZONTAL(1, 0),
    VERTICAL(0, 1),
    /** Up to the right. */
    RISING(1, 1),
    /** Down to the right. */
    FALLING(1, -1);

    private final int columnStep;
    private final int rowStep;

    Direction(int columnStep, int rowStep) {
        this.columnStep = columnStep;
        this.rowStep = rowStep;
    }

    /** Columns from one cell of the line to the next (0 or 1). */
    public int columnStep() {
        return columnStep;
    }

    /** Rows from one cell of the line to the next (-1, 0 or 1). */
    public int rowStep() {
        return rowStep;
    }

    /** The cell {@code steps} steps from {@code cell} along this direction (backwards if negative); may be off the board. */
    public Position.Cell from(Position.Cell cell, int steps) {
        return new Position.Cell(cell.column() + steps * columnStep, cell.row() + steps * rowStep);
    }

    /** Bits from one cell to the next along this direction, for a layout of {@code columnBits} bits per column. */
    int bitStep(int columnBits) {
        return columnStep * columnBits + rowStep;
    }
}
