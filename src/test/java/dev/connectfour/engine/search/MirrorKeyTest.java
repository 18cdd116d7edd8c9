package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A position and its mirror image share one entry of the shared table, each reading its own move from it. */
class MirrorKeyTest {

    @ParameterizedTest
    @CsvSource({"7x6, ''", "7x6, 1", "7x6, 4453", "7x6, 1234567", "7x6, 77711122236", "6x5, 1166235", "8x7, 1288"})
    void theMirrorOfAKeyIsTheKeyOfTheMirrorImage(String size, String moves) {
        BoardSize boardSize = BoardSize.parse(size);
        Position position = Position.parse(boardSize, moves);
        int width = boardSize.width();
        int height = boardSize.height();
        assertEquals(position.mirror().key(), BoardBits.mirror(position.key(), width, height));
        assertEquals(position.key(), BoardBits.mirror(BoardBits.mirror(position.key(), width, height), width, height));
    }

    /** Won and drawn positions, whose solve leaves the move that proves them. */
    @Test
    void theMirrorImageOfASolvedPositionFindsTheMirroredMoveInTheTable() {
        Solver solver = new Solver();
        for (String moves : new String[] {"32164625", "243335424257", "274552224131661"}) {
            Position position = Position.parse(moves);
            solver.clearTable();
            solver.solveWeak(position);
            OptionalInt move = solver.tableMove(position);
            assertTrue(move.isPresent(), moves);
            assertEquals(OptionalInt.of(6 - move.getAsInt()), solver.tableMove(position.mirror()), moves);
        }
    }
}
