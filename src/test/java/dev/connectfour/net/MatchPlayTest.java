package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Player;
import org.junit.jupiter.api.Test;

/** Two sides play whole games over loopback: untimed, timed with lost turns, resignation, chat and rematches. */
class MatchPlayTest {

    @Test
    void anUntimedGameIsPlayedToAWinOnBothSides() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            Match host = pair.hostMatch();
            Match guest = pair.guestMatch();
            assertEquals("Gustav", host.name(Side.GUEST));
            assertEquals("Hannah", guest.name(Side.HOST));
            assertEquals(host.matchId(), guest.matchId());
            assertEquals(Side.HOST, guest.firstMover());
            assertFalse(host.isClockRunning());

            for (int turn = 0; turn < 3; turn++) {
                host.play(0);
                pair.guestEvents.await("moved", turn + 1);
                guest.play(1);
                pair.hostEvents.await("moved", turn + 1);
            }
            assertThrows(IllegalStateException.class, () -> guest.play(2), "not the guest's turn");
            host.play(0);
            pair.guestEvents.await("moved", 4);

            for (Match side : new Match[] {host, guest}) {
                assertTrue(side.isGameOver());
                assertNull(side.toMove());
                assertEquals(Player.FIRST, side.position().winner().orElseThrow());
                assertEquals("1212121", side.position().moves());
            }
            assertThrows(IllegalStateException.class, () -> host.play(3), "the game is over");
        }
    }

    @Test
    void aTimedGameLosesTurnsToTheHostsClockThenARematchSwapsTheStarter() throws Exception {
        ManualClock clock = new ManualClock();
        try (Loopback pair = new Loopback(Loopback.timed(5, StarterRule.ALTERNATE), clock).joined(clock)) {
            Match host = pair.hostMatch();
            Match guest = pair.guestMatch();

            clock.advance(100_000); // each side's first move is untimed
            assertFalse(host.isClockRunning());
            host.play(3);
            pair.guestEvents.await("moved", 1);
            clock.advance(100_000);
            assertEquals(0, pair.hostEvents.count("turnLost"));
            guest.play(3);
            pair.hostEvents.await("moved", 1);

            // the host's second move is timed: 5 s, then the turn is lost
            assertTrue(host.isClockRunning());
            clock.advance(4_000);
            assertEquals(1_000, host.remainingMillis());
            clock.advance(1_000);
            assertEquals("turnLost HOST", pair.hostEvents.await("turnLost"));
            assertEquals("turnLost HOST", pair.guestEvents.await("turnLost"));
            assertEquals(Side.GUEST, guest.toMove());

            // the guest's clock shows 0 after 5 s: it may not play; the host allows for latency, then takes the turn
            assertTrue(guest.isClockRunning());
            clock.advance(5_000);
            assertEquals(0, guest.remainingMillis());
            assertThrows(IllegalStateException.class, () -> guest.play(0));
            assertEquals(0, pair.hostEvents.count("turnLost GUEST"), "the latency allowance is still running");
            clock.advance(Loopback.FAST.latencyMarginMillis() + Loopback.FAST.maxLatencyMillis());
            pair.hostEvents.await("turnLost GUEST");
            pair.guestEvents.await("turnLost GUEST");
            assertEquals("44--", host.position().moves());
            assertEquals("44--", guest.position().moves());

            int hostMoves = 0;
            while (!host.isGameOver()) {
                clock.advance(1_000);
                host.play(3);
                pair.guestEvents.await("moved", 2 + hostMoves++);
                if (host.isGameOver()) {
                    break;
                }
                guest.play(0);
                pair.hostEvents.await("moved", 1 + hostMoves);
            }
            assertEquals(host.position(), guest.position());
            assertTrue(guest.isGameOver());
            assertEquals(Player.FIRST, guest.position().winner().orElseThrow());

            host.offerRematch();
            pair.guestEvents.await("rematchOffered");
            guest.offerRematch();
            assertEquals("gameStarted 2 GUEST", pair.hostEvents.await("gameStarted", 2));
            assertEquals("gameStarted 2 GUEST", pair.guestEvents.await("gameStarted", 2));
            assertEquals("", guest.position().moves());
            assertEquals(Side.GUEST, host.toMove());
            assertEquals(0, pair.guestEvents.count("rematchOffered") - 1, "one offer, one acceptance");
        }
    }

    @Test
    void resignationEndsTheGameAndEitherSideMayAskFirstForTheRematch() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.GUEST), null).joined(null)) {
            Match host = pair.hostMatch();
            Match guest = pair.guestMatch();
            guest.play(3);
            pair.hostEvents.await("moved");
            host.resign();
            assertEquals("resigned HOST", pair.guestEvents.await("resigned"));
            assertEquals(Side.HOST, guest.resigned());
            assertTrue(guest.isGameOver());
            assertThrows(IllegalStateException.class, () -> guest.play(3));

            guest.offerRematch();
            pair.hostEvents.await("rematchOffered");
            host.offerRematch();
            assertEquals("gameStarted 2 GUEST", pair.guestEvents.await("gameStarted", 2));
            assertNull(guest.resigned());
            assertFalse(host.isGameOver());
        }
    }

    @Test
    void chatIsPlainTextCleanedAndBounded() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            pair.guestMatch().chat("  hello\u0007 \u202Eworld\n ");
            assertEquals("chat hello world", pair.hostEvents.await("chat"));
            pair.hostMatch().chat("x".repeat(500));
            assertEquals("chat " + "x".repeat(Match.MAX_CHAT_LENGTH), pair.guestEvents.await("chat"));
            pair.hostMatch().chat(" \u0000 ");
            pair.hostMatch().chat("last");
            assertEquals("chat last", pair.guestEvents.await("chat", 2), "an empty line is not sent");
        }
    }

    @Test
    void leavingEndsTheMatchOnBothSides() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            pair.guestMatch().leave();
            assertEquals("ended LEFT", pair.guestEvents.await("ended"));
            assertEquals("ended PEER_LEFT", pair.hostEvents.await("ended"));
            assertThrows(IllegalStateException.class, () -> pair.hostMatch().play(0));
        }
    }
}
