package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Finding double threats on the board: one made at once or after a few forcing moves, and the two threats a
 * given move makes. Every one found is checked by {@link ExplanationCheck#doubleThreatHolds} before it is returned.
 */
final class DoubleThreats {
    private DoubleThreats() {
    }

    /**
     * A double threat the side to move makes at once, or after up to {@code forcing} forcing moves
     * (each threatening a four the other side must block at once): the cells as {@link Idea#DOUBLE_THREAT}
     * names them.
     */
    static Optional<List<Cell>> find(Position position, int forcing) {
        int width = position.size().width();
        for (int i = 0; i < width; i++) {
            int m = LineGeometry.centreFirst(width, i);
            if (!position.canPlay(m) || position.isWinningMove(m) || position.play(m).isGameOver()) {
                continue;
            }
            Cell first = new Cell(m, position.height(m));
            Optional<List<Cell>> threats = made(position, first);
            if (threats.isPresent()) {
                return Optional.of(List.of(first, threats.get().get(0), threats.get().get(1)));
            }
            Position threatening = position.play(m);
            OptionalInt block = ExplanationCheck.forcedReply(threatening);
            if (forcing > 0 && block.isPresent()) {
                Position answered = threatening.play(block.getAsInt());
                if (!answered.isGameOver()) {
                    Optional<List<Cell>> rest = find(answered, forcing - 1);
                    if (rest.isPresent()) {
                        List<Cell> cells = new ArrayList<>(List.of(first, new Cell(block.getAsInt(), threatening.height(block.getAsInt()))));
                        cells.addAll(rest.get());
                        return Optional.of(cells);
                    }
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The two threats the side to move of {@code position} makes with its disc on {@code move} (a cell a disc lands
     * on), if they make a double threat that holds: two cells worth naming together, every answer losing to a four.
     */
    static Optional<List<Cell>> made(Position position, Cell move) {
        Player side = position.toMove();
        Position threatening = position.play(move.column());
        Grid grid = Grid.of(position.size());
        List<Cell> threats = grid.cells(grid.threats(Grid.discs(threatening, side), threatening.occupied()));
        for (int a = 0; a < threats.size(); a++) {
            for (int b = a + 1; b < threats.size(); b++) {
                if (urgent(threatening, threats.get(a), threats.get(b))
                        && ExplanationCheck.doubleThreatHolds(position, List.of(move, threats.get(a), threats.get(b)))) {
                    return Optional.of(List.of(threats.get(a), threats.get(b)));
                }
            }
        }
        return Optional.empty();
    }

    /** Two threats worth naming together: each playable now, or one right on top of the other. */
    private static boolean urgent(Position position, Cell a, Cell b) {
        boolean aNow = ExplanationCheck.lands(position, a);
        boolean bNow = ExplanationCheck.lands(position, b);
        return aNow && bNow || a.column() == b.column() && Math.abs(a.row() - b.row()) == 1 && (aNow || bNow);
    }
}
