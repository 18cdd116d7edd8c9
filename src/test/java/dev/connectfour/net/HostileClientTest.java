package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Raw sockets at the host's door and in its match: each misbehaviour gets its documented answer. */
class HostileClientTest {

    private static Loopback host(StarterRule starter) {
        return new Loopback(Loopback.untimed(starter), null);
    }

    /** A raw guest let in with the right code, past the welcome and the resume. */
    private static RawClient joinedRaw(Loopback pair) throws IOException {
        RawClient raw = new RawClient(pair.host.address());
        raw.hello(pair.host.code());
        assertTrue(raw.next().contains("\"type\":\"welcome\""));
        assertTrue(raw.next().contains("\"type\":\"resume\""));
        pair.hostEvents.await("gameStarted");
        return raw;
    }

    private static void assertBye(String reason, String detailPart, String line) {
        assertTrue(line != null && line.startsWith("{\"type\":\"bye\",\"reason\":\"" + reason + "\""),
                "expected bye " + reason + ", got " + line);
        assertTrue(line.contains(detailPart), line + " should say " + detailPart);
    }

    @Test
    void aWrongCodeIsRefusedAfterADelayAndRepeatedFailuresLockTheAddressOut() throws Exception {
        Timing timing = new Timing(500, 2_000, 2_000, 100, 1_000, 50, 60_000, 300, 5, 60_000, 250, 2_000);
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), null, timing)) {
            for (int attempt = 1; attempt <= 5; attempt++) {
                try (RawClient raw = new RawClient(pair.host.address())) {
                    long start = System.nanoTime();
                    raw.hello("WRONG" + attempt);
                    String answer = raw.next();
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    assertBye("wrong_code", "wrong code", answer);
                    assertTrue(millis >= 300, "answered after " + millis + " ms");
                    assertTrue(raw.closedByPeer());
                }
            }
            try (RawClient raw = new RawClient(pair.host.address())) {
                raw.hello(pair.host.code()); // even the right code, from a locked-out address
                assertBye("locked_out", "wait a minute", raw.next());
            }
            assertEquals(null, pair.host.match());
        }
    }

    @Test
    void theLockOutEndsAfterItsTime() throws Exception {
        ManualClock clock = new ManualClock();
        try (Loopback pair = new Loopback(Loopback.untimed(StarterRule.HOST), clock)) {
            for (int attempt = 1; attempt <= 5; attempt++) {
                try (RawClient raw = new RawClient(pair.host.address())) {
                    raw.hello("nope");
                    assertBye("wrong_code", "", raw.next());
                }
            }
            clock.advance(Loopback.FAST.lockoutMillis() - 1);
            try (RawClient raw = new RawClient(pair.host.address())) {
                raw.hello(pair.host.code());
                assertBye("locked_out", "", raw.next());
            }
            clock.advance(1);
            pair.joined(clock);
        }
    }

    @Test
    void aGuestOfAnotherVersionIsToldSo() throws Exception {
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = new RawClient(pair.host.address())) {
            raw.send("{\"type\":\"hello\",\"version\":2,\"someNewField\":[1,2],\"code\":\"" + pair.host.code() + "\"}");
            assertBye("incompatible_version", "version 1", raw.next());
        }
    }

    @Test
    void aSecondGuestFindsTheGameFull() throws Exception {
        try (Loopback pair = host(StarterRule.HOST); RawClient early = new RawClient(pair.host.address())) {
            pair.joined(null);
            early.hello(pair.host.code());
            assertBye("game_full", "already has its guest", early.next());
            // until the accept thread wakes, a newcomer may still be let in to hear "game full"
            assertTrue(pair.host.awaitPortReleased(5_000), "the host stopped listening once the guest joined");
            Recorder late = new Recorder();
            NetGuest third = NetGuest.join(pair.host.address(), pair.host.code(), "Late", late, Loopback.DIRECT,
                    Loopback.FAST, null);
            assertEquals("ended UNREACHABLE", late.await("ended"), "the host no longer listens");
            assertTrue(third.awaitThreadsEnded(5_000));
            pair.hostMatch().play(0); // the match goes on
            pair.guestEvents.await("moved");
        }
    }

    @Test
    void anIllegalMoveEndsTheMatchWithAProtocolError() throws Exception {
        try (Loopback pair = host(StarterRule.GUEST); RawClient raw = joinedRaw(pair)) {
            raw.send("{\"type\":\"move\",\"ply\":0,\"column\":7,\"used\":0}");
            assertBye("protocol_error", "illegal move: column 8", raw.next());
            assertEquals("ended PROTOCOL_ERROR", pair.hostEvents.await("ended"));
            assertEquals("", pair.hostMatch().position().moves(), "the game is untouched");
        }
    }

    @Test
    void aMoveIntoAFullColumnIsIllegal() throws Exception {
        try (Loopback pair = new Loopback(new MatchSettings(new dev.connectfour.engine.board.BoardSize(4, 1), 0,
                StarterRule.GUEST), null); RawClient raw = joinedRaw(pair)) {
            raw.send("{\"type\":\"move\",\"ply\":0,\"column\":0,\"used\":10}");
            pair.hostEvents.await("moved 0");
            pair.hostMatch().play(1);
            assertTrue(raw.next().contains("\"type\":\"move\""));
            raw.send("{\"type\":\"move\",\"ply\":2,\"column\":0,\"used\":10}");
            assertBye("protocol_error", "column 1 is full", raw.next());
            assertEquals("ended PROTOCOL_ERROR", pair.hostEvents.await("ended"));
        }
    }

    @Test
    void aMoveOutOfTurnEndsTheMatch() throws Exception {
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = joinedRaw(pair)) {
            raw.send("{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":0}");
            assertBye("protocol_error", "out of turn", raw.next());
            assertEquals("ended PROTOCOL_ERROR", pair.hostEvents.await("ended"));
        }
    }

    @Test
    void aMoveForTheWrongPlyEndsTheMatch() throws Exception {
        try (Loopback pair = host(StarterRule.GUEST); RawClient raw = joinedRaw(pair)) {
            raw.send("{\"type\":\"move\",\"ply\":3,\"column\":3,\"used\":0}");
            assertBye("protocol_error", "move for turn 3, but the game is at turn 0", raw.next());
            assertEquals("ended PROTOCOL_ERROR", pair.hostEvents.await("ended"));
        }
    }

    @Test
    void anOversizedLineIsAProtocolError() throws Exception {
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = joinedRaw(pair)) {
            raw.send("{\"type\":\"chat\",\"text\":\"" + "x".repeat(5_000) + "\"}");
            assertBye("protocol_error", "longer than 4096 bytes", raw.next());
            assertEquals("ended PROTOCOL_ERROR", pair.hostEvents.await("ended"));
        }
    }

    @Test
    void garbageBytesAreAProtocolError() throws Exception {
        byte[] garbage = new byte[300];
        new Random(22).nextBytes(garbage);
        garbage[299] = '\n';
        for (int i = 0; i < 299; i++) {
            if (garbage[i] == '\n') {
                garbage[i] = 0;
            }
        }
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = new RawClient(pair.host.address())) {
            raw.sendBytes(garbage);
            assertBye("protocol_error", "", raw.next());
            assertTrue(raw.closedByPeer());
        }
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = joinedRaw(pair)) {
            raw.send("{\"type\":\"move\",\"ply\":\"zero\"}");
            assertBye("protocol_error", "malformed field", raw.next());
            assertEquals("ended PROTOCOL_ERROR", pair.hostEvents.await("ended"));
        }
    }

    @Test
    void aSlowLorisThatNeverFinishesItsHelloIsDropped() throws Exception {
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = new RawClient(pair.host.address())) {
            raw.answerPings = false;
            long start = System.nanoTime();
            byte[] hello = ("{\"type\":\"hello\",\"version\":1,\"name\":\"Slow\",\"code\":\"" + pair.host.code() + "\"")
                    .getBytes(StandardCharsets.UTF_8);
            try {
                for (byte b : hello) { // one byte at a time, never the line feed
                    raw.sendBytes(new byte[] {b});
                    Thread.yield();
                }
            } catch (IOException closedMeanwhile) {
                // the host may already have dropped it
            }
            assertBye("protocol_error", "no hello within", raw.next());
            assertTrue(raw.closedByPeer());
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis < Loopback.FAST.handshakeMillis() + 2_000, "dropped after " + millis + " ms");
            assertEquals(null, pair.host.match());
        }
    }

    @Test
    void aFloodOfMessagesIsAProtocolError() throws Exception {
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = joinedRaw(pair)) {
            StringBuilder flood = new StringBuilder();
            for (int i = 0; i < 2 * Connection.RATE_BURST; i++) {
                flood.append("{\"type\":\"chat\",\"text\":\"spam ").append(i).append("\"}\n");
            }
            raw.sendBytes(flood.toString().getBytes(StandardCharsets.UTF_8));
            assertBye("protocol_error", "more than 20 messages a second", raw.next());
            assertEquals("ended PROTOCOL_ERROR", pair.hostEvents.await("ended"));
        }
    }

    @Test
    void aMessageBeforeTheHelloIsAProtocolError() throws Exception {
        try (Loopback pair = host(StarterRule.HOST); RawClient raw = new RawClient(pair.host.address())) {
            raw.send("{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":0}");
            assertBye("protocol_error", "expected hello, got move", raw.next());
        }
    }
}
