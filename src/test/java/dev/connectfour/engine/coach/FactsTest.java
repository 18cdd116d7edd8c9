package dev.connectfour.engine.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The facts of a position, read off boards given as move strings. */
class FactsTest {

    private static List<String> names(List<Cell> cells) {
        return cells.stream().map(CellNames::name).toList();
    }

    @Test
    void cellsAreNamedByColumnLetterAndRowFromTheBottom() {
        assertEquals("e3", CellNames.name(new Cell(4, 2)));
        assertEquals(new Cell(0, 0), CellNames.parse("a1"));
        assertThrows(IllegalArgumentException.class, () -> CellNames.parse("e0"));
    }

    @Test
    void threeInARowOnTheBottomIsAnOddDoubleThreat() {
        // Red d1 e1 f1, Yellow d2 e2: Red threatens c1 and g1, both playable at once
        Facts red = Facts.of(Position.parse("44556"), Player.FIRST);
        assertEquals(List.of("c1", "g1"), names(red.threats()));
        assertEquals(List.of("c1", "g1"), names(red.immediateWins()));
        assertEquals(List.of("c1", "g1"), names(red.oddThreats()));
        assertEquals(List.of(), red.evenThreats());
        assertTrue(red.doubleThreat());
        Facts yellow = Facts.of(Position.parse("44556"), Player.SECOND);
        assertEquals(List.of(), yellow.threats());
        assertFalse(yellow.doubleThreat());
    }

    @Test
    void aPlayableCellUnderAThreatIsNamed() {
        // Red threatens b4; b3 is the next cell of column b: a Yellow disc there hands Red the four
        Position position = Position.parse("641352567273443");
        Facts red = Facts.of(position, Player.FIRST);
        assertTrue(names(red.threats()).contains("b4"), red.toString());
        assertFalse(names(red.immediateWins()).contains("b4"));
        assertTrue(names(red.underThreats()).contains("b3"), red.toString());
        assertTrue(names(red.evenThreats()).contains("b4"));
    }

    @Test
    void anOddThreatOfTheFirstPlayerGivesItZugzwangByTheRuleOfThumb() {
        // Red's odd threat d3 (the coach proves Red's zugzwang here: see CoachTest)
        Position position = Parity.ZUGZWANG_BEFORE.play(0);
        assertTrue(Facts.of(position, Player.FIRST).oddThreats().size() > 0, position.toString());
        assertEquals(Optional.of(Player.FIRST), Facts.zugzwangController(position));
    }

    @Test
    void theRuleOfThumbIsAReadingNotAProof() {
        // Yellow's odd threat c5 with Red's even one below it: the thumb gives Yellow zugzwang, but Red wins
        Position position = Position.parse("517724747244622136573635");
        assertEquals(Optional.of(Player.SECOND), Facts.zugzwangController(position));
        assertTrue(names(Facts.of(position, Player.SECOND).oddThreats()).contains("c5"));
        assertFalse(Strategies.holds(position, Player.SECOND, Idea.ZUGZWANG, List.of(CellNames.parse("c5")), true));
    }

    @Test
    void noZugzwangIsReadOnABoardOfOddHeight() {
        assertEquals(Optional.empty(), Facts.zugzwangController(Position.parse(new BoardSize(6, 5), "3344")));
    }

    /** Positions shared with the coach's tests. */
    static final class Parity {
        /** Yellow to move; after a1 Red wins by the follow-up (odd threat d3, with two baseinverses). */
        static final Position ZUGZWANG_BEFORE = Position.parse("5542262752333");

        private Parity() {
        }
    }
}
