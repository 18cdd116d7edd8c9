package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one layout of the tables' entries: fields in their bits, scores and moves round trip, bounds merge tighter. */
class TableEntryTest {

    @Test
    void theFieldsLieWhereTheLayoutSays() {
        assertEquals(0x3_0A_1E, TableEntry.of(3, 10, 30), "move in bits 19..16, lower in 15..8, upper in 7..0");
        assertEquals(0xF_FF_FF, TableEntry.of(15, 255, 255), "every field at its largest");
        assertEquals(TableEntry.MASK, TableEntry.of(15, 255, 255), "an entry takes " + TableEntry.BITS + " bits");
        assertEquals(0x1_00_00, TableEntry.of(1, 0, 0));
        assertEquals(0x0_01_00, TableEntry.of(0, 1, 0));
        assertEquals(0x0_00_01, TableEntry.of(0, 0, 1));
        assertEquals(TableEntry.NONE, TableEntry.of(0, 0, 0), "nothing stored is the empty slot");
    }

    @Test
    void everyCombinationOfFieldsComesBackAsPacked() {
        for (int move = 0; move <= 15; move++) {
            for (int lower = 0; lower <= 255; lower += 5) {
                for (int upper = 0; upper <= 255; upper += 3) {
                    int entry = TableEntry.of(move, lower, upper);
                    assertEquals(move, TableEntry.moveCode(entry));
                    assertEquals(lower, TableEntry.lowerCode(entry));
                    assertEquals(upper, TableEntry.upperCode(entry));
                    assertEquals(0, entry & ~TableEntry.MASK);
                }
            }
        }
    }

    @Test
    void fieldsAreReadFromTheLowBitsOnlyAsTheSharedTableHandsThemOver() {
        // the shared table keeps verification bits above the entry: a reader must not see them
        int entry = TableEntry.of(7, 200, 9);
        int withHashAbove = entry | 0xABC << TableEntry.BITS;
        assertEquals(7, TableEntry.moveCode(withHashAbove));
        assertEquals(200, TableEntry.lowerCode(withHashAbove));
        assertEquals(9, TableEntry.upperCode(withHashAbove));
    }

    @ParameterizedTest
    @ValueSource(strings = {"7x6", "4x4", "6x5", "8x7", "9x7", "7x9", "8x8"})
    void everyScoreOfABoardRoundTripsThroughANonZeroCodeInOrder(String size) {
        int cells = BoardSize.parse(size).cells();
        int lowest = -cells / 2; // lost at the opponent's first disc on the empty board
        int highest = cells / 2 + 1; // beyond a win with the first disc: the search's widest window
        assertEquals(1, TableEntry.boundCode(lowest, cells), "the lowest score takes the lowest code, never 0");
        assertEquals(2 * (cells / 2) + 2, TableEntry.boundCode(highest, cells), "at most cells + 2: far below 255");
        int previous = 0;
        for (int score = lowest; score <= highest; score++) {
            int code = TableEntry.boundCode(score, cells);
            assertTrue(code > previous && code <= 0xFF, size + " score " + score + ": code " + code);
            assertEquals(score, TableEntry.score(code, cells), size + " score " + score);
            previous = code;
        }
    }

    @Test
    void theStandardBoardsCodesAreTheScoresPlusTwentyTwo() {
        assertEquals(22, TableEntry.boundCode(0, 42), "a draw");
        assertEquals(1, TableEntry.boundCode(-21, 42));
        assertEquals(44, TableEntry.boundCode(22, 42));
        assertEquals(-3, TableEntry.score(19, 42));
    }

    @Test
    void aScoreBelowTheRangeIsRefused() {
        // its code would be 0, "no bound": the table would lose it without a word
        assertThrows(AssertionError.class, () -> TableEntry.boundCode(-22, 42));
    }

    @Test
    void columnsAndMovesRoundTripAndMirror() {
        for (int column = 0; column < 15; column++) {
            int code = TableEntry.moveCodeOfColumn(column);
            assertTrue(code != 0, "column " + column + " is not 'no move'");
            assertEquals(column, TableEntry.column(code));
            assertEquals(code, TableEntry.moveCode(TableEntry.of(code, 1, 0)));
        }
        assertEquals(TableEntry.moveCodeOfColumn(6), TableEntry.mirroredMoveCode(TableEntry.moveCodeOfColumn(0), 7));
        assertEquals(TableEntry.moveCodeOfColumn(3), TableEntry.mirroredMoveCode(TableEntry.moveCodeOfColumn(3), 7), "the centre is its own image");
        assertEquals(TableEntry.moveCodeOfColumn(5), TableEntry.mirroredMoveCode(TableEntry.moveCodeOfColumn(2), 8));
        for (int column = 0; column < 9; column++) {
            int code = TableEntry.moveCodeOfColumn(column);
            assertEquals(code, TableEntry.mirroredMoveCode(TableEntry.mirroredMoveCode(code, 9), 9));
        }
    }

    @Test
    void replacingTheMoveKeepsTheBounds() {
        assertEquals(TableEntry.of(5, 30, 40), TableEntry.withMoveCode(TableEntry.of(2, 30, 40), 5));
        assertEquals(TableEntry.of(0, 0, 40), TableEntry.withMoveCode(TableEntry.of(2, 0, 40), 0));
    }

    @Test
    void mergingIntoNothingStoresTheNewCodes() {
        assertEquals(TableEntry.of(3, 10, 0), TableEntry.merge(TableEntry.NONE, 10, 0, 3));
        assertEquals(TableEntry.of(0, 0, 7), TableEntry.merge(TableEntry.NONE, 0, 7, 0));
    }

    @Test
    void mergingKeepsTheTighterOfEachBound() {
        int old = TableEntry.of(4, 10, 30);
        assertEquals(TableEntry.of(4, 12, 30), TableEntry.merge(old, 12, 0, 0), "a higher lower bound is taken");
        assertEquals(TableEntry.of(4, 10, 30), TableEntry.merge(old, 8, 0, 0), "a lower one is not");
        assertEquals(TableEntry.of(4, 10, 25), TableEntry.merge(old, 0, 25, 0), "a lower upper bound is taken");
        assertEquals(TableEntry.of(4, 10, 30), TableEntry.merge(old, 0, 35, 0), "a higher one is not");
        assertEquals(TableEntry.of(4, 10, 30), TableEntry.merge(old, 0, 0, 0), "no new bound keeps both");
        assertEquals(TableEntry.of(0, 0, 9), TableEntry.merge(TableEntry.of(0, 0, 0), 0, 9, 0), "an upper bound where there was none");
        assertEquals(TableEntry.of(0, 5, 9), TableEntry.merge(TableEntry.of(0, 5, 0), 0, 9, 0), "no old upper bound: the new one");
    }

    @Test
    void mergingKeepsTheOldMoveUnlessGivenANewOne() {
        int old = TableEntry.of(4, 10, 30);
        assertEquals(4, TableEntry.moveCode(TableEntry.merge(old, 11, 0, 0)));
        assertEquals(6, TableEntry.moveCode(TableEntry.merge(old, 11, 0, 6)));
        assertEquals(15, TableEntry.moveCode(TableEntry.merge(old, 0, 29, 15)));
    }
}
