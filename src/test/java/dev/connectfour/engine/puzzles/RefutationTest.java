package dev.connectfour.engine.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How much of a refutation the board plays out, on lines the solver gave for wrong moves in shipped puzzles (each
 * {@code Refutation.line} from the position the wrong move made).
 */
class RefutationTest {

    @ParameterizedTest
    @CsvSource({
        // the draw puzzle 44443244222: Yellow's wrong 5 loses in 15 moves; Red's win is cut after its 4th disc
        "444432442225, 55232777717117111666666555333, 7, 11",
        // the win in 1 at 45465554112336: after the wrong 5 the computer makes a double threat with its 4th disc;
        // shown to the end, the block and the win
        "454655541123365, 264723334, 9, 0",
        // short lines are played out whole
        "4446, 4, 1, 0"})
    void theBoardPlaysOutWhatAPlayerCanFollowAndTellsTheRest(String after, String line, int shown, int left) {
        Position position = Position.parse(after);
        assertEquals(shown, Refutation.shownLength(position, line));
        assertEquals(left, Refutation.movesLeft(line, shown));
    }
}
