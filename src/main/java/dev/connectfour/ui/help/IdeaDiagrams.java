package dev.connectfour.ui.help;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.game.GamePosition;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.CellMark;
import dev.connectfour.ui.coach.IdeaTopic;
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
    /** Yellow to move, her d1 e1 needing both c1 and f1: Red takes whichever of them she leaves. */
    static final String BASEINVERSE = "24752";
    /** Red to move, one disc in column c: Yellow answers on top and takes c3, Red's threat, on an odd row. */
    static final String VERTICAL = "4552544223";
    /** Red to move: Yellow's four from d4 needs only a4, b4, c4, each the upper cell of a pair (mistakes.txt: 6444, f2, d4). */
    static final String AFTEREVEN = "644464";

    private IdeaDiagrams() {
    }

    /** Draws the diagram of {@code topic} in {@code place}. */
    static void draw(IdeaTopic topic, StackPane place) {
        switch (topic) {
            case THREAT -> draw(place, THREAT, "f2", "f1");
            case DOUBLE_THREAT -> draw(place, DOUBLE_THREAT, "c1", "g1");
            case ZUGZWANG -> draw(place, ZUGZWANG, "d3", "d2");
            case CLAIMEVEN -> draw(place, CLAIMEVEN, "a2", "c2", "e2", "f2", "g2");
            case BASEINVERSE -> draw(place, BASEINVERSE, "c1", "f1");
            case VERTICAL -> draw(place, VERTICAL, "c2", "c3");
            case AFTEREVEN -> draw(place, AFTEREVEN, "a4", "b4", "c4");
        }
    }

    private static void draw(StackPane place, String moves, String... cells) {
        BoardView board = BoardView.picture(BoardSize.STANDARD);
        board.show(GamePosition.fromMoves(BoardSize.STANDARD, moves), () -> { });
        board.markedCells().setAll(Arrays.stream(cells).map(name -> new CellMark(CellNames.parse(name), name, false)).toList());
        place.getChildren().add(board);
    }
}
