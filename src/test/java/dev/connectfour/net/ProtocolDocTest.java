package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.LineReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every example line of src/docs/protocol.md decodes, and its numbers agree with the code. */
class ProtocolDocTest {
    private static final Path DOC = Path.of("src", "docs", "protocol.md");

    @Test
    void everyExampleLineDecodesAndReencodesTheSame() throws Exception {
        List<String> examples = new ArrayList<>();
        boolean inBlock = false;
        for (String line : Files.readAllLines(DOC, StandardCharsets.UTF_8)) {
            if (line.startsWith("```")) {
                inBlock = line.equals("```jsonl");
            } else if (inBlock) {
                examples.add(line);
            }
        }
        assertTrue(examples.size() >= 20, "examples found: " + examples.size());
        for (String line : examples) {
            assertTrue(line.getBytes(StandardCharsets.UTF_8).length <= LineReader.MAX_LINE_BYTES);
            assertEquals(line, Codec.encode(Codec.decode(line)), "the example is written as the program writes it");
        }
    }

    @Test
    void theDocumentedNumbersAreTheCodesNumbers() throws Exception {
        String doc = Files.readString(DOC);
        assertTrue(doc.contains("# The network protocol, version " + Protocol.VERSION));
        assertTrue(doc.contains("port **" + NetHost.DEFAULT_PORT + "**"));
        assertTrue(doc.contains("at most " + Protocol.MAX_LINE_BYTES + " bytes"));
        assertTrue(doc.contains(JoinCode.ALPHABET));
        Timing timing = Timing.DEFAULT;
        assertEquals(2_000, timing.pingMillis());
        assertEquals(7_000, timing.silenceMillis());
        assertEquals(60_000, timing.reconnectWindowMillis());
        assertEquals(250, timing.latencyMarginMillis());
        assertTrue(doc.contains("**N s + RTT + " + timing.latencyMarginMillis() + " ms**"));
        assertTrue(doc.contains(Connection.RATE_PER_SECOND + " a second over time, " + Connection.RATE_BURST
                + " at once"));
        assertTrue(doc.contains("sends at most " + Connection.SEND_PER_SECOND + " a second"));
        assertTrue(Files.readString(Path.of("README.md")).contains("TCP port " + NetHost.DEFAULT_PORT),
                "the README names the port to open");
    }
}
