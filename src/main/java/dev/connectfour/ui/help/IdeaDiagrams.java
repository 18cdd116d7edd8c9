package dev.connectfour.ui.help;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.game.GamePosition;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.CellMark;
import java.util.Arrays;
import javafx.scene.layout.StackPane;

/**
 * The diagrams of the help's "Ideas": small boards drawn by the board view, each with the cells its
 * idea is about ringed and named, as the review's "Why?" rings them.
 */
final class IdeaDiagrams {
    /** Red's threat at f2 (and b2): a disc on f1, under it, hands Red the four. */
    static final String THREAT = "5334475";
    /** Red's d1 e1 f1: threats at c1 and g1, playable at once. */
    static final String DOUBLE_THREAT = "44556";
    /** From a game between the levels: Red's threat at d3, on an odd row, wins by zugzwang. */
    static final String ZUGZWANG = "554226275233316";
    /** Every column even, Red to move: Yellow answers on top and takes every cell on an even row. */
    static final String CLAIMEVEN = "24444442";

    private IdeaDiagrams() {
    }

    static void fill(StackPane threat, StackPane doubleThreat, StackPane zugzwang, StackPane claimeven) {
        draw(threat, THREAT, "f2", "f1");
        draw(doubleThreat, DOUBLE_THREAT, "c1", "g1");
        draw(zugzwang, ZUGZWANG, "d3", "d2");
        draw(claimeven, CLAIMEVEN, "a2", "c2", "e2", "f2", "g2");
    }

    private static void draw(StackPane place, String moves, String... cells) {
        BoardView board = BoardView.picture(BoardSize.STANDARD);
        board.show(GamePosition.fromMoves(BoardSize.STANDARD, moves), () -> { });
        board.markedCells().setAll(Arrays.stream(cells).map(name -> new CellMark(CellNames.parse(name), name, false)).toList());
        place.getChildren().add(board);
    }
}
