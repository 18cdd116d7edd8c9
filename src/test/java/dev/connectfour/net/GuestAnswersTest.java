package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A joining guest against a hand-driven host on a plain server socket: each answer ends the join as documented. */
class GuestAnswersTest {

    @ParameterizedTest(name = "host answers {0} -> {1}")
    @CsvSource({
        "'{\"type\":\"bye\",\"reason\":\"wrong_code\",\"detail\":\"wrong code\"}', WRONG_CODE",
        "'{\"type\":\"bye\",\"reason\":\"locked_out\"}', LOCKED_OUT",
        "'{\"type\":\"bye\",\"reason\":\"game_full\"}', GAME_FULL",
        "'{\"type\":\"bye\",\"reason\":\"incompatible_version\",\"detail\":\"this host speaks protocol version 2\"}', INCOMPATIBLE_VERSION",
        "'{\"type\":\"bye\",\"reason\":\"protocol_error\"}', PROTOCOL_ERROR",
        "'{\"type\":\"welcome\",\"version\":2}', PROTOCOL_ERROR",
        "'{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":0}', PROTOCOL_ERROR",
        "'\u00ff\u00fe garbage', PROTOCOL_ERROR",
        "'', UNREACHABLE",
    })
    void theGuestEndsWithTheHostsAnswer(String answer, EndReason expected) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, Loopback.LOOPBACK)) {
            CompletableFuture<String> hello = CompletableFuture.supplyAsync(() -> answerOnce(server, answer));
            Recorder events = new Recorder();
            NetGuest guest = NetGuest.join((InetSocketAddress) server.getLocalSocketAddress(), " abc234 ", "Gustav",
                    events, Loopback.DIRECT, Loopback.FAST, null);
            assertEquals("ended " + expected, events.await("ended"));
            assertNull(guest.match());
            assertEquals(1, events.events().size(), "nothing but the end: " + events.events());
            assertTrue(guest.awaitThreadsEnded(5_000));
            assertEquals("{\"type\":\"hello\",\"version\":1,\"name\":\"Gustav\",\"code\":\"abc234\"}",
                    hello.get(5, TimeUnit.SECONDS));
        }
    }

    /**
     * A host whose resume carries a bad chat (another program's fault) costs the guest nothing but the bad lines:
     * the match begins with the game in that resume, the good lines are the chat, and the bad ones are counted for
     * the player's notice.
     */
    @Test
    void aBadChatInTheResumeLosesNothingButItsBadLines() throws Exception {
        String answer = "{\"type\":\"welcome\",\"version\":1,\"matchId\":\"3f9c2a1b7d4e6f80\",\"host\":\"Hannah\","
                + "\"guest\":\"Gustav\",\"width\":7,\"height\":6,\"clock\":0,\"starter\":\"host\",\"game\":1,"
                + "\"first\":\"host\"}\n"
                + "{\"type\":\"resume\",\"game\":1,\"first\":\"host\",\"moves\":\"4\",\"chat\":["
                + "{\"from\":\"host\",\"text\":\"hi\"},{\"from\":\"nobody\",\"text\":\"x\"},[1],"
                + "{\"from\":\"guest\",\"text\":\"hello\"}]}";
        try (ServerSocket server = new ServerSocket(0, 1, Loopback.LOOPBACK)) {
            CompletableFuture.supplyAsync(() -> answerOnce(server, answer));
            Recorder events = new Recorder();
            try (NetGuest guest = NetGuest.join((InetSocketAddress) server.getLocalSocketAddress(), "abc234", "Gustav",
                    events, Loopback.DIRECT, Loopback.FAST, null)) {
                events.await("gameStarted");
                assertEquals("restoredChat [HOST:hi, GUEST:hello] unreadable 2", events.await("restoredChat"));
                assertEquals("4", guest.match().position().moves());
                assertEquals(0, events.count("ended"), events.events().toString());
            }
        }
    }

    /** Accepts one guest, reads its hello, answers with {@code answer} (nothing if empty) and waits for it to go. */
    private static String answerOnce(ServerSocket server, String answer) {
        try (Socket guest = server.accept()) {
            guest.setSoTimeout(5_000);
            BufferedReader in = new BufferedReader(new InputStreamReader(guest.getInputStream(), StandardCharsets.UTF_8));
            String hello = in.readLine();
            OutputStream out = guest.getOutputStream();
            if (!answer.isEmpty()) {
                out.write((answer + "\n").getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            }
            try {
                while (in.readLine() != null) {
                    // pings, and a bye, until the guest closes
                }
            } catch (IOException closed) {
                // the guest closed first
            }
            return hello;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
