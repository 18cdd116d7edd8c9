package dev.connectfour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GamePositionTest {
    private static final BoardSize SIZE = BoardSize.STANDARD;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void withoutLostTurnsItAgreesWithTheEngineMoveByMove(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < 20; game++) {
            GamePosition mine = GamePosition.empty(SIZE);
            Position engine = Position.empty(SIZE);
            while (true) {
                assertSame(engine, mine);
                if (engine.isGameOver()) {
                    break;
                }
                int column;
                do {
                    column = random.nextInt(SIZE.width());
                } while (!engine.canPlay(column));
                mine = mine.play(column);
                engine = engine.play(column);
            }
        }
    }

    private static void assertSame(Position engine, GamePosition mine) {
        String where = engine.moves();
        assertEquals(engine.moves(), mine.notation(), where);
        assertEquals(engine.toMove(), mine.toMove(), where);
        assertEquals(engine.isWon(), mine.isWon(), where);
        assertEquals(engine.winner(), mine.winner(), where);
        assertEquals(engine.isDraw(), mine.isDraw(), where);
        assertEquals(engine.isGameOver(), mine.isGameOver(), where);
        assertEquals(engine.winningCells(), mine.winningCells(), where);
        assertEquals(engine.lastMove(), mine.lastMove(), where);
        assertEquals(engine.moveCount(), mine.discCount(), where);
        for (int column = 0; column < SIZE.width(); column++) {
            assertEquals(engine.canPlay(column), mine.canPlay(column), where);
            assertEquals(engine.height(column), mine.height(column), where);
            for (int row = 0; row < SIZE.height(); row++) {
                assertEquals(engine.discAt(column, row), mine.discAt(column, row), where);
            }
        }
        assertEquals(engine, mine.enginePosition(), where);
        assertEquals(engine.moves(), mine.enginePosition().moves(), where);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14, 15})
    void withLostTurnsTheEngineViewIsExact(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int withLostTurns = 0;
        for (int game = 0; game < 40; game++) {
            GamePosition mine = GamePosition.empty(SIZE);
            while (true) {
                Position view = mine.enginePosition();
                String where = mine.notation();
                if (mine.hasLostTurns()) {
                    withLostTurns++;
                }
                assertEquals(mine.notation(), view.moves(), where);
                assertEquals(mine.toMove(), view.toMove(), where);
                assertEquals(mine.discCount(), view.moveCount(), where);
                assertEquals(mine.isGameOver(), view.isGameOver(), where);
                assertEquals(mine.winner(), view.winner(), where);
                assertEquals(mine.winningCells(), view.winningCells(), where);
                assertEquals(mine.lastMove(), view.lastMove(), where);
                for (int column = 0; column < SIZE.width(); column++) {
                    assertEquals(mine.canPlay(column), view.canPlay(column), where);
                    for (int row = 0; row < SIZE.height(); row++) {
                        assertEquals(mine.discAt(column, row), view.discAt(column, row), where);
                    }
                }
                if (mine.isGameOver()) {
                    break;
                }
                if (random.nextInt(6) == 0) {
                    mine = mine.pass();
                } else {
                    int column;
                    do {
                        column = random.nextInt(SIZE.width());
                    } while (!mine.canPlay(column));
                    mine = mine.play(column);
                }
            }
        }
        assertTrue(withLostTurns > 100, "enough positions with lost turns were checked: " + withLostTurns);
    }

    @Test
    void aLostTurnHandsTheMoveToTheOpponentWithoutADisc() {
        GamePosition position = GamePosition.fromMoves(SIZE, "44").pass();
        assertEquals("44-", position.notation());
        assertEquals(Player.SECOND, position.toMove());
        assertEquals(2, position.discCount());
        assertTrue(position.hasLostTurns());
        assertEquals(Optional.of(Turn.pass(Player.FIRST)), position.lastTurn());
        assertEquals(3, position.lastMove().getAsInt(), "the last disc, not the pass");
        position = position.play(0);
        assertEquals(Optional.of(Player.SECOND), position.discAt(0, 0));
        assertEquals(Player.FIRST, position.toMove());
    }

    @Test
    void aPlayerCanWinWithFourAfterTheOpponentLostTurns() {
        GamePosition position = GamePosition.empty(SIZE);
        for (int i = 0; i < 3; i++) {
            position = position.play(0).pass();
        }
        position = position.play(0);
        assertTrue(position.isWon());
        assertEquals(Optional.of(Player.FIRST), position.winner());
        assertEquals("1-1-1-1", position.notation());
        assertEquals(4, position.winningCells().size());
    }

    @Test
    void afterLostTurnsTheEngineSeesTheSameDiscsWithTheSideToMove() {
        GamePosition position = GamePosition.fromMoves(SIZE, "45").pass(); // FIRST lost: SECOND to move, 1 v 1
        assertEquals(Position.parse("45").pass(), position.enginePosition());
        assertEquals(Player.SECOND, position.enginePosition().toMove());
        // positions that no alternating order of the discs reaches
        assertEquals(Position.parse("44-"), GamePosition.fromMoves(SIZE, "44").pass().enginePosition());
        GamePosition twoAhead = GamePosition.empty(SIZE).play(3).pass().play(3).pass(); // FIRST: 2 discs v 0
        assertEquals(Player.FIRST, twoAhead.enginePosition().toMove());
        assertEquals("4-4-", twoAhead.enginePosition().moves());
        assertEquals(Position.empty(SIZE).pass(), GamePosition.empty(SIZE).pass().enginePosition());
    }

    @Test
    void undoingTurnsAndRebuildingFromTurns() {
        GamePosition position = GamePosition.fromMoves(SIZE, "4455").pass();
        assertEquals("445", position.withoutLastTurns(2).notation());
        assertEquals(position, GamePosition.of(SIZE, position.turns()));
        assertThrows(IllegalArgumentException.class, () -> position.withoutLastTurns(6));
    }

    @Test
    void badHistoriesAreRefusedWithTheTurnNamed() {
        IllegalArgumentException wrongPlayer = assertThrows(IllegalArgumentException.class,
                () -> GamePosition.of(SIZE, List.of(Turn.drop(Player.SECOND, 0))));
        assertEquals("turn 1 is SECOND's, but FIRST was to move", wrongPlayer.getMessage());
        IllegalArgumentException afterWin = assertThrows(IllegalArgumentException.class,
                () -> GamePosition.fromMoves(SIZE, "1212121").withTurn(Turn.drop(Player.SECOND, 1)));
        assertEquals("the game was already over before turn 8", afterWin.getMessage());
        assertThrows(IllegalArgumentException.class, () -> GamePosition.fromMoves(SIZE, "1212121").pass());
        assertThrows(IllegalArgumentException.class, () -> GamePosition.fromMoves(SIZE, "111111").play(0));
        assertFalse(GamePosition.fromMoves(SIZE, "111111").canPlay(0));
        assertThrows(IllegalArgumentException.class, () -> GamePosition.empty(SIZE).discAt(7, 0));
    }

    @Test
    void movesWithLostTurnsReadBackToTheSameGame() {
        GamePosition position = GamePosition.fromMoves(SIZE, "44-3");
        assertEquals(List.of(Turn.drop(Player.FIRST, 3), Turn.drop(Player.SECOND, 3), Turn.pass(Player.FIRST),
                Turn.drop(Player.SECOND, 2)), position.turns());
        assertEquals("44-3", position.notation());
    }
}
