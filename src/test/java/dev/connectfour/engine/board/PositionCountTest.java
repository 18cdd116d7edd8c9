package dev.connectfour.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The number of distinct positions after n plies on 7x6, a check of the rules as a whole. */
class PositionCountTest {

    /** Known counts for n = 0..8; a won position is counted but not extended. */
    private static final long[] DISTINCT_POSITIONS = {1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275};

    @Test
    void distinctPositionsAfterEachPlyMatchTheKnownSequence() {
        Map<Position, Position> level = new HashMap<>();
        Position empty = Position.empty(BoardSize.STANDARD);
        level.put(empty, empty);
        for (int ply = 0; ply < DISTINCT_POSITIONS.length; ply++) {
            assertEquals(DISTINCT_POSITIONS[ply], level.size(), "distinct positions after " + ply + " plies");
            Map<Position, Position> next = new HashMap<>();
            for (Position position : level.keySet()) {
                for (int column = 0; column < 7; column++) {
                    if (position.canPlay(column)) {
                        Position child = position.play(column);
                        next.putIfAbsent(child, child);
                    }
                }
            }
            level = next;
        }
    }
}
