package dev.connectfour.engine.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class PredecessorsTest {

    private static long[] sortedKeys(String... moves) {
        return Stream.of(moves).mapToLong(m -> Position.parse(m).symmetricKey()).sorted().toArray();
    }

    private static long[] sorted(long[] keys) {
        long[] copy = keys.clone();
        Arrays.sort(copy);
        return copy;
    }

    @Test
    void eachTopDiscOfTheLastMoverTakenAwayWithThatSideToMove() {
        // 4453: Red d1 e1, Yellow d2 c1, Red to move; Yellow's top discs are d2 and c1, Red's e1 is not taken
        assertArrayEquals(sortedKeys("435", "445"), sorted(Predecessors.symmetricKeys(Position.parse("4453"))));
        // Yellow's disc under Red's d3 is not on top: only b1 is
        assertArrayEquals(sortedKeys("444"), sorted(Predecessors.symmetricKeys(Position.parse("4442"))));
    }

    @Test
    void mirrorImagesShareTheirPredecessorsKeys() {
        assertArrayEquals(sorted(Predecessors.symmetricKeys(Position.parse("4453"))),
                sorted(Predecessors.symmetricKeys(Position.parse("4435"))));
    }

    @Test
    void afterALostTurnTheSideNotToMoveIsTheLastMover() {
        // 4-4: Red d1, Yellow passes, Red d2, Yellow to move: Red is the last mover, its d2 is taken
        assertArrayEquals(sortedKeys("4-"), sorted(Predecessors.symmetricKeys(Position.parse("4-4"))));
    }

    @Test
    void theEmptyBoardAndPackedBoardsHaveNone() {
        assertEquals(0, Predecessors.symmetricKeys(Position.empty(BoardSize.STANDARD)).length);
        assertEquals(0, Predecessors.symmetricKeys(Position.parse(BoardSize.parse("9x7"), "55")).length);
    }
}
