package dev.connectfour.net.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Each message encodes to one line and back; each kind of bad line is a ProtocolException naming the problem. */
class CodecTest {

    @Test
    void everyMessageRoundTrips() throws Exception {
        List<Message> messages = List.of(
                new Message.Hello(1, "Gustav", "K7MX3Q", null),
                new Message.Hello(1, "Gustav", "K7MX3Q", "0123456789abcdef"),
                new Message.Welcome(1, "0123456789abcdef", "Hannah", "Gustav", 7, 6, 5, "alternate", 1, "host"),
                new Message.Resume(3, "guest", "44-12", 2_100L, null, null, null),
                new Message.Resume(3, "guest", "4444", null, "host", "guest",
                        new ResumeChat(List.of(new ResumeChat.Line("host", "gg"), new ResumeChat.Line("guest", "again?")), 0)),
                new Message.Move(4, 6, 1_234L),
                new Message.TurnLost(2),
                new Message.Chat("héllo \"world\" <b>"),
                new Message.Resign(1),
                new Message.Rematch(2),
                new Message.Start(2, "guest"),
                new Message.Ping(7L),
                new Message.Pong(7L),
                new Message.Bye("protocol_error", "illegal move"));
        for (Message message : messages) {
            String line = Codec.encode(message);
            assertTrue(line.startsWith("{\"type\":\"" + Codec.type(message) + "\""), line);
            assertTrue(!line.contains("\n") && !line.contains("null"), line);
            assertEquals(message, Codec.decode(line));
        }
    }

    /** A peer's bad chat in a resume costs nothing but its bad lines: the game in it is read, the rest counted. */
    @Test
    void aResumesChatIsReadLenientlyKeepingTheGoodLinesAndCountingTheBadOnes() throws Exception {
        String line = "{\"type\":\"resume\",\"game\":2,\"first\":\"host\",\"moves\":\"43\",\"chat\":["
                + "{\"from\":\"host\",\"text\":\" hi \\u0007\"},"
                + "{\"from\":\"referee\",\"text\":\"who?\"},"
                + "{\"from\":\"guest\",\"text\":\"" + "x".repeat(Text.MAX_CHAT_LENGTH + 1) + "\"},"
                + "{\"from\":\"guest\",\"text\":7}, 12, \"text\", {\"from\":\"guest\",\"text\":\"   \"},"
                + "{\"from\":\"guest\",\"text\":\"hello\"}]}";
        Message.Resume resume = (Message.Resume) Codec.decode(line);
        assertEquals("43", resume.moves());
        assertEquals(List.of(new ResumeChat.Line("host", "hi"), new ResumeChat.Line("guest", "hello")),
                resume.chat().lines());
        assertEquals(6, resume.chat().unreadable());

        Message.Resume notAList = (Message.Resume) Codec.decode(
                "{\"type\":\"resume\",\"game\":1,\"first\":\"guest\",\"moves\":\"\",\"chat\":{\"x\":1}}");
        assertEquals(new ResumeChat(List.of(), 1), notAList.chat());
        assertEquals(null, ((Message.Resume) Codec.decode(
                "{\"type\":\"resume\",\"game\":1,\"first\":\"guest\",\"moves\":\"\"}")).chat(),
                "a resume of a program that sends no chat");

        StringBuilder many = new StringBuilder("{\"type\":\"resume\",\"game\":1,\"first\":\"guest\",\"moves\":\"\",\"chat\":[");
        for (int i = 0; i < ResumeChat.MAX_LINES + 5; i++) {
            many.append(i == 0 ? "" : ",").append("{\"from\":\"host\",\"text\":\"").append(i).append("\"}");
        }
        ResumeChat kept = ((Message.Resume) Codec.decode(many.append("]}").toString())).chat();
        assertEquals(ResumeChat.MAX_LINES, kept.lines().size());
        assertEquals("5", kept.lines().get(0).text(), "the newest lines are kept");
        assertEquals(5, kept.unreadable());
    }

    @Test
    void unknownMembersAreIgnored() throws Exception {
        assertEquals(new Message.TurnLost(3), Codec.decode("{\"type\":\"turn_lost\",\"ply\":3,\"why\":{\"a\":[1]}}"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "not json",
        "[1,2]",
        "\"hello\"",
        "{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":0} trailing",
        "{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":0}{}",
        "{type:\"ping\",id:1}",
        "{\"type\":\"ping\",\"id\":1,}",
        "{\"type\":\"ping\"}",
        "{\"id\":1}",
        "{\"type\":7}",
        "{\"type\":\"java.lang.Runtime\"}",
        "{\"type\":\"move\",\"ply\":0,\"column\":9,\"used\":0}",
        "{\"type\":\"move\",\"ply\":-1,\"column\":3,\"used\":0}",
        "{\"type\":\"move\",\"ply\":1000,\"column\":3,\"used\":0}",
        "{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":-5}",
        "{\"type\":\"move\",\"ply\":1.5,\"column\":3,\"used\":0}",
        "{\"type\":\"move\",\"ply\":99999999999,\"column\":3,\"used\":0}",
        "{\"type\":\"move\",\"ply\":{},\"column\":3,\"used\":0}",
        "{\"type\":\"hello\",\"version\":1,\"name\":\"\",\"code\":\"ABC\"}",
        "{\"type\":\"hello\",\"version\":1,\"name\":\" padded \",\"code\":\"ABC\"}",
        "{\"type\":\"hello\",\"version\":1,\"name\":\"a\\u0000b\",\"code\":\"ABC\"}",
        "{\"type\":\"hello\",\"version\":1,\"name\":\"twenty-one characters\",\"code\":\"ABC\"}",
        "{\"type\":\"hello\",\"version\":1,\"name\":\"Ann\",\"code\":\"ABCDEFGHIJKLMNOPQ\"}",
        "{\"type\":\"hello\",\"version\":1,\"name\":\"Ann\",\"code\":\"ABC\",\"matchId\":\"../../etc/passwd\"}",
        "{\"type\":\"welcome\",\"version\":1,\"matchId\":\"0123456789abcdef\",\"host\":\"H\",\"guest\":\"G\",\"width\":10,\"height\":6,\"clock\":5,\"starter\":\"host\",\"game\":1,\"first\":\"host\"}",
        "{\"type\":\"welcome\",\"version\":1,\"matchId\":\"0123456789abcdef\",\"host\":\"H\",\"guest\":\"G\",\"width\":7,\"height\":6,\"clock\":61,\"starter\":\"host\",\"game\":1,\"first\":\"host\"}",
        "{\"type\":\"welcome\",\"version\":1,\"matchId\":\"0123456789abcdef\",\"host\":\"H\",\"guest\":\"G\",\"width\":7,\"height\":6,\"clock\":5,\"starter\":\"everyone\",\"game\":1,\"first\":\"host\"}",
        "{\"type\":\"resume\",\"game\":1,\"first\":\"host\",\"moves\":\"4a\"}",
        "{\"type\":\"resume\",\"game\":1,\"first\":\"nobody\",\"moves\":\"\"}",
        "{\"type\":\"rematch\",\"game\":1}",
        "{\"type\":\"bye\",\"reason\":\"because\"}",
    })
    void badLinesAreProtocolErrors(String line) {
        ProtocolException error = assertThrows(ProtocolException.class, () -> Codec.decode(line));
        assertTrue(error.getMessage().length() <= Message.MAX_DETAIL_LENGTH, error.getMessage());
    }

    @Test
    void aHelloOfAnotherVersionIsReadForItsVersionOnly() throws Exception {
        Message hello = Codec.decode("{\"type\":\"hello\",\"version\":2,\"greeting\":\"hi\"}");
        assertEquals(2, ((Message.Hello) hello).version());
    }

    @Test
    void chatTooLongIsAnError() {
        assertThrows(ProtocolException.class,
                () -> Codec.decode("{\"type\":\"chat\",\"text\":\"" + "x".repeat(201) + "\"}"));
    }

    @Test
    void linesAreBoundedAndUtf8() throws Exception {
        LineReader lines = reader("ab\r\nc\n" + "x".repeat(4096) + "\n");
        assertEquals("ab", lines.readLine());
        assertEquals("c", lines.readLine());
        assertEquals(4096, lines.readLine().length());
        assertEquals(null, lines.readLine());

        assertThrows(ProtocolException.class, () -> reader("x".repeat(4097) + "\n").readLine());
        assertThrows(ProtocolException.class, () -> reader("\n").readLine());
        LineReader bad = new LineReader(new ByteArrayInputStream(new byte[] {(byte) 0xC3, (byte) 0x28, '\n'}));
        assertThrows(ProtocolException.class, bad::readLine);
        assertEquals(null, reader("unfinished").readLine());
    }

    @Test
    void chatIsCleanedAndNamesChecked() {
        assertEquals("a b", Text.chat(" a\u0000\u001b \u200Fb\u2028 ".replace("\u200F", "")));
        assertEquals(Text.MAX_CHAT_LENGTH, Text.chat("y".repeat(300)).length());
        assertEquals("Ann", Text.name("  Ann "));
        assertThrows(IllegalArgumentException.class, () -> Text.name("   "));
        assertThrows(IllegalArgumentException.class, () -> Text.name("x".repeat(21)));
        assertThrows(IllegalArgumentException.class, () -> Text.name("a\tb"));
    }

    private static LineReader reader(String text) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }
}
