package dev.connectfour.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import org.junit.jupiter.api.Test;

class DiscLookTest {

    @Test
    void aLocalGameDrawsRedWithTheRingAndYellowWithTheCross() {
        Lineup lineup = new Lineup(new Participant(Seat.ONE, Player.FIRST, "Anna", DiscColour.RED, null),
                new Participant(Seat.TWO, Player.SECOND, "Ben", DiscColour.YELLOW, null));
        assertEquals(new DiscLook("red", DiscLook.Mark.RING), DiscLook.of(lineup, Player.FIRST));
        assertEquals(new DiscLook("yellow", DiscLook.Mark.CROSS), DiscLook.of(lineup, Player.SECOND));
    }

    @Test
    void bothScreensOfANetworkGameDrawTheHostsDiscsAlike() {
        // each screen puts its own player in seat one: the host Anna (red) there, the guest Ben (yellow) here
        Lineup hostScreen = new Lineup(new Participant(Seat.ONE, Player.FIRST, "Anna", DiscColour.RED, null),
                new Participant(Seat.TWO, Player.SECOND, "Ben", DiscColour.YELLOW, null));
        Lineup guestScreen = new Lineup(new Participant(Seat.TWO, Player.FIRST, "Anna", DiscColour.RED, null),
                new Participant(Seat.ONE, Player.SECOND, "Ben", DiscColour.YELLOW, null));
        for (Player player : Player.values()) {
            assertEquals(DiscLook.of(hostScreen, player), DiscLook.of(guestScreen, player), player.toString());
        }
    }

    @Test
    void chosenColoursKeepTheirMarkWhoeverStarts() {
        Lineup blueStarts = new Lineup(new Participant(Seat.TWO, Player.FIRST, "Cleo", DiscColour.BLUE, null),
                new Participant(Seat.ONE, Player.SECOND, "Dan", DiscColour.GREEN, null));
        Lineup greenStarts = new Lineup(new Participant(Seat.ONE, Player.FIRST, "Dan", DiscColour.GREEN, null),
                new Participant(Seat.TWO, Player.SECOND, "Cleo", DiscColour.BLUE, null));
        assertEquals(new DiscLook("blue", DiscLook.Mark.RING), DiscLook.of(blueStarts, Player.FIRST));
        assertEquals(new DiscLook("blue", DiscLook.Mark.RING), DiscLook.of(greenStarts, Player.SECOND));
        assertEquals(new DiscLook("green", DiscLook.Mark.CROSS), DiscLook.of(greenStarts, Player.FIRST));
    }
}
