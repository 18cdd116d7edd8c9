package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.MoveStringException;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSession;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PositionTextTest {
    @Test
    void acceptsAMoveStringWithSurroundingWhitespace() {
        assertEquals(GamePosition.fromMoves(GameSession.BOARD_SIZE, "4453"), PositionText.parse("  4453\r\n"));
        assertEquals(GamePosition.empty(GameSession.BOARD_SIZE), PositionText.parse(" \n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "44 53    | 3 | NOT_A_DIGIT",
        "4480     | 3 | COLUMN_OUT_OF_RANGE",
        "4444444  | 7 | COLUMN_FULL",
        "45454545 | 8 | GAME_ALREADY_WON",
    })
    void rejectsWithTheEnginesMessage(String pasted, int index, MoveStringException.Reason reason) {
        MoveStringException error = assertThrows(MoveStringException.class, () -> PositionText.parse(pasted));
        assertEquals(index, error.index());
        assertEquals(reason, error.reason());
        assertTrue(error.getMessage().startsWith("move " + index + " of \"" + pasted.strip() + "\""), error.getMessage());
    }

    @Test
    void aFinishedGameParsesAndSaysSo() {
        assertTrue(PositionText.parse("4545454").isGameOver());
    }

    @Test
    void copiesTheMoveStringAndAnEquivalentOrderAfterLostTurns() {
        GamePosition plain = GamePosition.fromMoves(GameSession.BOARD_SIZE, "4453");
        assertEquals(Optional.of("4453"), PositionText.copyText(plain));
        GamePosition withPass = GamePosition.empty(GameSession.BOARD_SIZE).play(3).pass();
        // first (to move again) already holds a disc more than second: no move string says that
        assertEquals(Optional.empty(), PositionText.copyText(withPass));
        GamePosition expressible = GamePosition.empty(GameSession.BOARD_SIZE).pass().play(3).play(2);
        String copied = PositionText.copyText(expressible).orElseThrow();
        GamePosition pasted = PositionText.parse(copied);
        // the same board seen from the side to move (who is "first" may differ)
        for (int column = 0; column < 7; column++) {
            for (int row = 0; row < 6; row++) {
                assertEquals(expressible.discAt(column, row).map(disc -> disc == expressible.toMove()),
                        pasted.discAt(column, row).map(disc -> disc == pasted.toMove()), copied);
            }
        }
    }
}
