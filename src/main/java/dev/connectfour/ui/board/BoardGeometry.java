package dev.connectfour.ui.board;

import dev.connectfour.engine.board.BoardSize;

/**
 * Where things are on the board, in board units (one cell = {@link #CELL}); the view scales the whole
 * drawing to the space it gets, so every shape stays a vector and crisp at any size and pixel density.
 * <pre>
 *   y = 0            +---------------------------+
 *                    |  hand row: preview disc    |   one cell high, above the board
 *   y = CELL         +===========================+
 *                    || o  o  o  o  o  o  o     ||   the board: MARGIN, then rows of holes
 *                    || ...                     ||   (row 0 at the bottom)
 *                    +===========================+
 *                       1  2  3  4  5  6  7          column numbers, LABEL_ROW high
 * </pre>
 */
record BoardGeometry(BoardSize size) {
    static final double CELL = 100;
    static final double DISC_RADIUS = 40;
    static final double HOLE_RADIUS = 42.5;
    static final double MARGIN = 18;
    static final double LABEL_ROW = 50;

    double boardTop() {
        return CELL;
    }

    double boardWidth() {
        return size.width() * CELL + 2 * MARGIN;
    }

    double boardHeight() {
        return size.height() * CELL + 2 * MARGIN;
    }

    double width() {
        return boardWidth();
    }

    double height() {
        return boardTop() + boardHeight() + LABEL_ROW;
    }

    double columnX(int column) {
        return MARGIN + column * CELL + CELL / 2;
    }

    double rowY(int row) {
        return boardTop() + MARGIN + (size.height() - 1 - row) * CELL + CELL / 2;
    }

    /** The centre of the preview disc in the hand row. */
    double handY() {
        return CELL / 2 - 4;
    }

    double labelY() {
        return boardTop() + boardHeight() + LABEL_ROW / 2 + 4;
    }

    /** The column under a horizontal board coordinate, clamped to the board. */
    int columnAt(double x) {
        int column = (int) Math.floor((x - MARGIN) / CELL);
        return Math.max(0, Math.min(size.width() - 1, column));
    }
}
