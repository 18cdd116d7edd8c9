package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.game.GamePosition;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PositionTextTest {
    @Test
    void acceptsAMoveStringWithSurroundingWhitespace() {
        assertEquals(GamePosition.fromMoves(BoardSize.STANDARD, "4453"), PositionText.parse("  4453\r\n"));
        assertEquals(GamePosition.empty(BoardSize.STANDARD), PositionText.parse(" \n"));
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
    void copiesTheMoveStringWithLostTurnsAsDashesAndPastesItBack() {
        GamePosition plain = GamePosition.fromMoves(BoardSize.STANDARD, "4453");
        assertEquals(Optional.of("4453"), PositionText.copyText(plain));
        // first (to move again) already holds a disc more than second: no plain move string says that
        GamePosition withPass = GamePosition.empty(BoardSize.STANDARD).play(3).pass();
        assertEquals(Optional.of("4-"), PositionText.copyText(withPass));
        assertEquals(withPass, PositionText.parse(PositionText.copyText(withPass).orElseThrow()));
        GamePosition longer = withPass.play(2).play(2).pass().pass().play(6);
        assertEquals(Optional.of("4-33--7"), PositionText.copyText(longer));
        assertEquals(longer, PositionText.parse(" 4-33--7\n"));
    }
}
