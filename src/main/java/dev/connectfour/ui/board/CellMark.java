package dev.connectfour.ui.board;

import dev.connectfour.engine.board.Position;
import java.util.Objects;

/**
 * A cell the board marks for an explanation: a ring, with a short label (a step of a line played out)
 * or none; {@code better} rings the move that should have been played, in the hint's colour.
 */
public record CellMark(Position.Cell cell, String label, boolean better) {
    public CellMark {
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(label, "label");
    }
}
