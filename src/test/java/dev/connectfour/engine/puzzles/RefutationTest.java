package dev.connectfour.engine.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
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
        assertEquals(OptionalInt.of(shown), Refutation.shownLength(position, line, line.length(), true));
        assertEquals(left, Refutation.movesLeft(line.length(), shown));
    }

    @Test
    void whatIsShownIsDecidedFromTheLinesFirstDiscsWithoutItsEnd() {
        Position position = Position.parse("444432442225");
        String line = "55232777717117111666666555333";
        for (int discs = 0; discs < 8; discs++) {
            assertEquals(OptionalInt.empty(), Refutation.shownLength(position, line.substring(0, discs), 29, true),
                    "no double threat in the first " + discs + " discs: not decided yet");
        }
        assertEquals(OptionalInt.of(7), Refutation.shownLength(position, line.substring(0, 8), 29, true));
        Position threat = Position.parse("454655541123365");
        assertEquals(OptionalInt.empty(), Refutation.shownLength(threat, "26472333", 9, true),
                "the double threat is known, the disc that wins is not");
        assertEquals(OptionalInt.of(9), Refutation.shownLength(threat, "264723334", 9, true));
        assertEquals(OptionalInt.of(8), Refutation.shownLength(position, line.substring(0, 8), 30, false),
                "a draw kept is cut at 8 discs");
    }

    @Test
    void theLinesLengthFollowsFromTheWrongMovesValue() {
        Position after = Position.parse("444432442225");
        assertEquals(29, Refutation.length(after, new Verdict(OpeningBook.Outcome.LOSS, 15)));
        assertEquals(1, Refutation.length(after, new Verdict(OpeningBook.Outcome.LOSS, 1)));
        assertEquals(4, Refutation.length(after, new Verdict(OpeningBook.Outcome.WIN, 3)),
                "the player's 3rd disc, the wrong one counted, wins: computer, player, computer, player");
        assertEquals(after.freeCells(), Refutation.length(after, Verdict.draw()));
    }
}
