package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import org.junit.jupiter.api.Test;

/** The game inside a match: turns alternate from the first mover, lost turns included; offers and take-backs. */
class MatchGameTest {

    @Test
    void turnsAlternateFromTheFirstMoverAndALostTurnCountsAsOne() {
        MatchGame game = new MatchGame(BoardSize.STANDARD);
        game.begin(2, Side.GUEST);
        assertEquals(Side.GUEST, game.toMove());
        game.play(3);
        game.pass(); // the host lost its turn
        assertEquals(2, game.ply());
        assertEquals(Side.GUEST, game.toMove());
        assertEquals(Side.HOST, game.sideAt(1));
        assertEquals("4" + Position.PASS, game.position().moves());
    }

    @Test
    void aResignationEndsTheGameAndOffersWaitForTheOtherSide() {
        MatchGame game = new MatchGame(BoardSize.STANDARD);
        game.begin(1, Side.HOST);
        game.resign(Side.GUEST);
        assertTrue(game.isOver());
        assertNull(game.toMove());
        assertTrue(game.offerRematch(Side.HOST));
        assertFalse(game.offerRematch(Side.HOST), "an offer counts once");
        assertEquals(Side.HOST, game.openOffer());
        assertFalse(game.bothOfferedRematch());
        game.offerRematch(Side.GUEST);
        assertTrue(game.bothOfferedRematch());
        assertNull(game.openOffer());
        game.begin(2, Side.GUEST);
        assertFalse(game.isOver());
        assertFalse(game.hasOfferedRematch(Side.HOST), "a new game starts without offers");
    }

    @Test
    void takingBackTheLastDiscDropsTheOfferItsEndBrought() {
        MatchGame game = new MatchGame(BoardSize.STANDARD);
        game.take(1, Side.HOST, Position.parse(BoardSize.STANDARD, "1212121"), null, Side.GUEST);
        assertTrue(game.isOver());
        game.takeBackLast();
        assertEquals("121212", game.position().moves());
        assertFalse(game.isOver());
        assertNull(game.openOffer());
    }
}
