package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** A lost connection pauses both sides; the game resumes exactly, or is abandoned after the window. */
class ConnectionTroubleTest {

    /**
     * A dropped connection resumes with the game intact, and the player to move gets the whole move time again: a
     * guest with 1 s left when its connection went (its clock ran on until the loss was noticed) does not lose its
     * turn at once after the resume.
     */
    @Test
    void aDroppedConnectionResumesWithTheGameAndTheFullMoveTimeForThePlayerToMove() throws Exception {
        ManualClock clock = new ManualClock();
        try (Loopback pair = new Loopback(Loopback.timed(5, StarterRule.HOST), clock).joined(clock)) {
            Match host = pair.hostMatch();
            Match guest = pair.guestMatch();
            host.play(3);
            pair.guestEvents.await("moved", 1);
            guest.play(2);
            pair.hostEvents.await("moved", 1);
            host.play(3);
            pair.guestEvents.await("moved", 2);
            clock.advance(4_000); // the guest has used 4 of its 5 s
            assertEquals(1_000, guest.remainingMillis());

            pair.relay.cut();
            pair.hostEvents.await("connectionLost");
            pair.guestEvents.await("connectionLost");
            assertEquals(clock.nowMillis() + 60_000, pair.hostEvents.lastDeadline());
            assertThrows(IllegalStateException.class, () -> guest.play(0), "paused");
            // while the connection is lost the clocks stand still; the guest reconnects by itself
            pair.hostEvents.await("connectionRestored");
            pair.guestEvents.await("connectionRestored");
            clock.advance(0);

            assertEquals("434", host.position().moves());
            assertEquals(host.position(), guest.position());
            assertEquals(5_000, guest.remainingMillis(), "the guest's clock starts again with the whole move time");
            assertEquals(5_000, host.remainingMillis(), "and the host's shows the same");
            assertTrue(guest.isClockRunning());
            clock.advance(4_000);
            guest.play(2);
            pair.hostEvents.await("moved", 2);
            assertEquals(0, pair.hostEvents.count("turnLost"));
            assertEquals("4343", host.position().moves());
        }
    }

    @Test
    void aRestartedGuestRejoinsWithTheSameCode() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            Match host = pair.hostMatch();
            host.play(3);
            pair.guestEvents.await("moved", 1);
            pair.guestMatch().play(4);
            pair.hostEvents.await("moved", 1);

            pair.guest.stepAway();
            assertTrue(pair.guest.awaitThreadsEnded(5_000));
            pair.hostEvents.await("connectionLost");

            Recorder restarted = new Recorder();
            pair.guest = NetGuest.join(pair.host.address(), pair.host.code().toLowerCase(), "Gustav", restarted,
                    Loopback.DIRECT, Loopback.FAST, null);
            restarted.await("gameStarted");
            pair.hostEvents.await("connectionRestored");
            Match guest = restarted.match();
            assertEquals(host.matchId(), guest.matchId());
            assertEquals("45", guest.position().moves());
            host.play(3);
            restarted.await("moved 3");
            assertEquals(host.position(), guest.position());
        }
    }

    /** A guest started afresh gets the chat back with the game; a reconnected one gets the host's chat too. */
    @Test
    void aRejoiningGuestGetsTheHostsChat() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            Match host = pair.hostMatch();
            host.chat("good luck");
            pair.guestEvents.await("chat good luck");
            pair.guestMatch().chat("you too");
            pair.hostEvents.await("chat you too");

            pair.guest.stepAway();
            assertTrue(pair.guest.awaitThreadsEnded(5_000));
            pair.hostEvents.await("connectionLost");
            Recorder restarted = new Recorder();
            pair.guest = NetGuest.join(pair.relay.address(), pair.host.code(), "Gustav", restarted,
                    Loopback.DIRECT, Loopback.FAST, null);
            restarted.await("gameStarted");
            assertEquals("restoredChat [HOST:good luck, GUEST:you too] unreadable 0", restarted.await("restoredChat", 1));
            assertTrue(restarted.events().indexOf("joined") < restarted.events().indexOf(restarted.await("restoredChat", 1)));

            host.chat("welcome back");
            restarted.await("chat welcome back");
            pair.relay.cut();
            restarted.await("connectionRestored");
            assertEquals("restoredChat [HOST:good luck, GUEST:you too, HOST:welcome back] unreadable 0",
                    restarted.await("restoredChat", 2));
        }
    }

    /** However long the chat, the resume that carries it stays within one line: the oldest lines give way. */
    @Test
    void theResumeCarriesTheNewestChatThatFitsInOneLine() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            Match host = pair.hostMatch();
            String longest = "四".repeat(Match.MAX_CHAT_LENGTH - 3); // 3 bytes a character in UTF-8
            for (int i = 0; i < 10; i++) { // each side may send 5 lines at once
                Match writer = i < 5 ? host : pair.guestMatch();
                writer.chat(String.format("%03d", i) + longest);
                (i < 5 ? pair.guestEvents : pair.hostEvents).await("chat " + String.format("%03d", i));
            }
            pair.guest.stepAway();
            assertTrue(pair.guest.awaitThreadsEnded(5_000));
            pair.hostEvents.await("connectionLost");
            Recorder restarted = new Recorder();
            pair.guest = NetGuest.join(pair.host.address(), pair.host.code(), "Gustav", restarted,
                    Loopback.DIRECT, Loopback.FAST, null);
            String restored = restarted.await("restoredChat", 1);
            assertTrue(restored.contains("GUEST:009" + longest), "the newest line is there");
            assertTrue(!restored.contains("HOST:000"), "the oldest gave way");
            assertTrue(restored.endsWith("unreadable 0"), restored);
            pair.hostEvents.await("connectionRestored");
        }
    }

    @Test
    void whileTheConnectionIsLostTheHostLetsInOnlyThatMatchsRejoin() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            pair.guest.stepAway();
            pair.hostEvents.await("connectionLost");
            try (RawClient other = new RawClient(pair.host.address())) {
                other.send("{\"type\":\"hello\",\"version\":1,\"name\":\"Raw\",\"code\":\"" + pair.host.code()
                        + "\",\"matchId\":\"ffffffffffffffff\"}");
                String answer = other.next();
                assertTrue(answer.startsWith("{\"type\":\"bye\",\"reason\":\"game_full\""), answer);
            }
            try (RawClient guessing = new RawClient(pair.host.address())) {
                guessing.hello("AAAAAA");
                assertTrue(guessing.next().contains("\"wrong_code\""));
            }
            try (RawClient rejoin = new RawClient(pair.host.address())) {
                rejoin.send("{\"type\":\"hello\",\"version\":1,\"name\":\"Gustav\",\"code\":\"" + pair.host.code()
                        + "\",\"matchId\":\"" + pair.hostMatch().matchId() + "\"}");
                assertTrue(rejoin.next().contains("\"type\":\"welcome\""));
                assertTrue(rejoin.next().contains("\"type\":\"resume\""));
                pair.hostEvents.await("connectionRestored");
            }
        }
    }

    @Test
    void theHostListensAgainOnceItsPortIsFreeAgain() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null).joined(null)) {
            try (ServerSocket squatter = new ServerSocket()) {
                assertTrue(pair.host.address().getAddress().isLoopbackAddress());
                assertTrue(pair.host.awaitPortReleased(5_000), "the host stopped listening once the guest joined");
                squatter.bind(pair.host.address()); // so anyone may take its port
                pair.relay.cut();
                pair.hostEvents.await("connectionLost");
                pair.guestEvents.await("connectionLost");
            }
            pair.hostEvents.await("connectionRestored");
            pair.guestEvents.await("connectionRestored");
            pair.hostMatch().play(2);
            pair.guestEvents.await("moved 2");
        }
    }

    @Test
    void theHostAbandonsTheMatchAfterTheReconnectionWindowAndStopsListening() throws Exception {
        ManualClock clock = new ManualClock();
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), clock).joined(clock)) {
            InetSocketAddress address = pair.host.address();
            pair.guest.stepAway();
            pair.hostEvents.await("connectionLost");
            clock.advance(59_999);
            assertEquals(0, pair.hostEvents.count("ended"));
            clock.advance(1);
            assertEquals("ended ABANDONED", pair.hostEvents.await("ended"));
            assertTrue(pair.host.awaitThreadsEnded(5_000));
            assertThrows(IOException.class, () -> new RawClient(address).close(), "no longer listening");
            // the review keeps the game
            assertEquals("", pair.hostMatch().position().moves());
        }
    }

    @Test
    void theGuestAbandonsTheMatchWhenTheHostNeverComesBack() throws Exception {
        ManualClock clock = new ManualClock();
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), clock).joined(clock)) {
            pair.hostMatch().play(6);
            pair.guestEvents.await("moved");
            pair.relay.close(); // the host is gone: its connection ends and nobody answers at its address
            pair.guestEvents.await("connectionLost");
            clock.advance(60_000);
            assertEquals("ended ABANDONED", pair.guestEvents.await("ended"));
            assertEquals("7", pair.guestMatch().position().moves());
        }
    }

    @Test
    void silenceCountsAsALostConnection() throws Exception {
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null);
             RawClient raw = new RawClient(pair.host.address())) {
            raw.hello(pair.host.code());
            assertTrue(raw.next().contains("\"welcome\""));
            assertTrue(raw.next().contains("\"resume\""));
            pair.hostEvents.await("joined");
            // the raw client answers nothing from now on: no pong, no line
            long start = System.nanoTime();
            pair.hostEvents.await("connectionLost");
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis >= Loopback.FAST.silenceMillis() - 200 && millis < Loopback.FAST.silenceMillis() + 2_000,
                    "lost after " + millis + " ms of silence");
        }
    }
}
