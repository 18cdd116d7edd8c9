package dev.connectfour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.BoardSize;
import dev.connectfour.engine.Player;
import dev.connectfour.engine.Position;
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
        if (!engine.isGameOver()) {
            assertEquals(Optional.of(engine), mine.enginePosition(), where);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14, 15})
    void withLostTurnsTheEngineViewHasTheSameDiscsAndTheSideToMove(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int views = 0;
        for (int game = 0; game < 40; game++) {
            GamePosition mine = GamePosition.empty(SIZE);
            while (!mine.isGameOver()) {
                Optional<Position> engine = mine.enginePosition();
                if (!mine.hasLostTurns()) {
                    assertTrue(engine.isPresent());
                }
                if (engine.isPresent()) {
                    views++;
                    Position view = engine.get();
                    assertEquals(mine.discCount(), view.moveCount());
                    for (int column = 0; column < SIZE.width(); column++) {
                        for (int row = 0; row < SIZE.height(); row++) {
                            Optional<Player> disc = mine.discAt(column, row);
                            Optional<Player> seen = view.discAt(column, row);
                            assertEquals(disc.isPresent(), seen.isPresent());
                            if (disc.isPresent()) {
                                assertEquals(disc.get() == mine.toMove(), seen.get() == view.toMove(),
                                        "the side to move owns the same discs in " + mine.notation());
                            }
                        }
                    }
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
        assertTrue(views > 100, "enough positions were checked: " + views);
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
    void afterALostTurnTheEngineSeesTheSameDiscsWithTheSideToMove() {
        GamePosition position = GamePosition.fromMoves(SIZE, "45").pass(); // FIRST lost: SECOND to move, 1 v 1
        assertEquals(Player.SECOND, position.toMove());
        // re-ordered so that the side to move (SECOND) is the engine's first player
        assertEquals(Optional.of(Position.parse("54")), position.enginePosition());

        GamePosition atOnce = GamePosition.empty(SIZE).pass(); // FIRST lost at once: SECOND to move, 0 v 0
        assertEquals(Optional.of(Position.empty(SIZE)), atOnce.enginePosition());
    }

    @Test
    void aPositionTheEngineCannotExpressHasNoEngineView() {
        // gravity: SECOND's disc sits on FIRST's, so SECOND cannot have moved first
        assertEquals(Optional.empty(), GamePosition.fromMoves(SIZE, "44").pass().enginePosition());
        // SECOND lost: FIRST to move holding more discs than SECOND
        assertEquals(Optional.empty(), GamePosition.fromMoves(SIZE, "4").pass().enginePosition());
    }

    @Test
    void theFallbackPlaysTheCentreWhenNothingIsAtStake() {
        // SECOND lost twice: FIRST to move holding two discs against none
        GamePosition position = GamePosition.empty(SIZE).play(3).pass().play(3).pass();
        assertEquals(Player.FIRST, position.toMove());
        assertEquals(Optional.empty(), position.enginePosition());
        assertEquals(3, ComputerMoveSearch.fallbackColumn(position), "the centre");
    }

    @Test
    void theFallbackWinsThenBlocks() {
        assertEquals(0, ComputerMoveSearch.fallbackColumn(GamePosition.fromMoves(SIZE, "121212")), "win in column 1");
        assertEquals(0, ComputerMoveSearch.fallbackColumn(GamePosition.fromMoves(SIZE, "12121")), "block column 1");
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
    void theKnownDrawIsADraw() {
        GamePosition position = GamePosition.fromMoves(SIZE, SessionHarness.DRAW);
        assertTrue(position.isDraw());
        assertTrue(position.isGameOver());
        assertEquals(Optional.empty(), position.enginePosition());
    }
}
