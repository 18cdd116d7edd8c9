package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import org.junit.jupiter.api.Test;

class ComputerMoveSearchTest {
    private static final BoardSize SIZE = BoardSize.STANDARD;

    @Test
    void theFallbackPlaysTheCentreWhenNothingIsAtStake() {
        GamePosition position = GamePosition.empty(SIZE).play(3).pass().play(3).pass();
        assertEquals(3, ComputerMoveSearch.fallbackColumn(position), "the centre");
    }

    @Test
    void theFallbackWinsThenBlocks() {
        assertEquals(0, ComputerMoveSearch.fallbackColumn(GamePosition.fromMoves(SIZE, "121212")), "win in column 1");
        assertEquals(0, ComputerMoveSearch.fallbackColumn(GamePosition.fromMoves(SIZE, "12121")), "block column 1");
    }
}
