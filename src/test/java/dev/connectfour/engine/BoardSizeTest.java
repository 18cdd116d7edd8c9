package dev.connectfour.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    void acceptsEverySizeThatFitsTheBitboard(int width, int height) {
        BoardSize size = new BoardSize(width, height);
        assertEquals(width * height, size.cells());
    }

    @ParameterizedTest
    @CsvSource({"0,6", "7,0", "-1,4", "10,4", "9,7", "8,8", "4,16", "1,64"})
    void rejectsSizesThatDoNotFit(int width, int height) {
        assertThrows(IllegalArgumentException.class, () -> new BoardSize(width, height));
    }
}
