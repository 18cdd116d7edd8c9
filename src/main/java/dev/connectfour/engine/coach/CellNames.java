package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.Position.Cell;

/** Cells named as players read them: the column a letter from {@code a} on the left, the row a number from 1 at the bottom ({@code e3}). */
public final class CellNames {
    private CellNames() {
    }

    public static String name(Cell cell) {
        return (char) ('a' + cell.column()) + Integer.toString(cell.row() + 1);
    }

    /**
     * The cell of a name such as {@code e3}.
     *
     * @throws IllegalArgumentException if the text names no cell in that form
     */
    public static Cell parse(String name) {
        if (!name.matches("[a-i][1-9]")) {
            throw new IllegalArgumentException("\"" + name + "\" is not a cell such as e3");
        }
        return new Cell(name.charAt(0) - 'a', name.charAt(1) - '1');
    }

    /** The column's letter, {@code a} for column 0. */
    public static String column(int column) {
        return String.valueOf((char) ('a' + column));
    }
}
