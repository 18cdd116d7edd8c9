package dev.connectfour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A saved game as a value: a game still to play, on its settings' board, with the help used in it. */
class SavedGameTest {
    private static final GamePosition TWO_DISCS = GamePosition.fromMoves(BoardSize.STANDARD, "44");

    @Test
    void aFinishedGameIsNotASavedGame() {
        assertThrows(IllegalArgumentException.class, () -> new SavedGame(GameSettings.DEFAULT, Seat.ONE,
                GamePosition.fromMoves(BoardSize.STANDARD, "4545454")));
        assertThrows(IllegalArgumentException.class, () -> new SavedGame(GameSettings.DEFAULT, Seat.ONE,
                GamePosition.fromMoves(new BoardSize(8, 7), "44")), "a game on another board than its settings'");
    }

    @Test
    void anyHelpUsedMakesItAssistedAndStaysAsItWasGiven() {
        assertFalse(new SavedGame(GameSettings.DEFAULT, Seat.ONE, TWO_DISCS).isAssisted(), "none given: no help");
        Set<Help> given = EnumSet.of(Help.HINT);
        SavedGame game = new SavedGame(GameSettings.DEFAULT, Seat.ONE, TWO_DISCS, given);
        given.add(Help.UNDO);
        assertEquals(Set.of(Help.HINT), game.helpUsed(), "a copy: a later change to the set is not the game's");
        assertTrue(game.isAssisted());
        assertThrows(UnsupportedOperationException.class, () -> game.helpUsed().add(Help.ANALYSIS));
        assertEquals(game, new SavedGame(GameSettings.DEFAULT, Seat.ONE, TWO_DISCS, Set.of(Help.HINT)));
    }
}
