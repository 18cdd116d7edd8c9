package dev.connectfour.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardSizeTest {

    @Test
    void standardIsSevenBySix() {
        assertEquals(new BoardSize(7, 6), BoardSize.STANDARD);
        assertEquals(42, BoardSize.STANDARD.cells());
        assertEquals(18, BoardSize.STANDARD.maxScore());
        assertEquals(-18, BoardSize.STANDARD.minScore());
        assertEquals("7x6", BoardSize.STANDARD.toString());
    }

    @ParameterizedTest
    @CsvSource({"7,6", "8,7", "9,6", "6,5", "5,4", "4,4", "1,1", "1,63", "4,15", "2,31"})
    void acceptsEverySizeThatFitsTheBitboardWithSpareBits(int width, int height) {
        BoardSize size = new BoardSize(width, height);
        assertEquals(width * height, size.cells());
        assertFalse(size.isPacked());
    }

    @ParameterizedTest
    @CsvSource({"9,7", "8,8", "7,9", "6,10", "5,12", "4,16", "3,21", "2,32", "1,64"})
    void packsTheBoardsWhoseCellsFitOneWordOnlyWithoutSpareBits(int width, int height) {
        BoardSize size = new BoardSize(width, height);
        assertEquals(width * height, size.cells());
        assertTrue(size.isPacked());
        assertEquals(size, BoardSize.parse(size.toString()));
    }

    @ParameterizedTest
    @CsvSource({"0,6", "7,0", "-1,4", "10,4", "9,8", "8,9", "4,17", "1,65"})
    void rejectsSizesThatDoNotFit(int width, int height) {
        assertThrows(IllegalArgumentException.class, () -> new BoardSize(width, height));
    }

    @Test
    void saysWhyABoardDoesNotFit() {
        assertEquals("board 9x8 does not fit the bitboard: width * height must be at most 64, got 72",
                assertThrows(IllegalArgumentException.class, () -> BoardSize.parse("9x8")).getMessage());
    }
}
