package dev.connectfour.net.wire;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads the lines of a connection: UTF-8, ended by a line feed (a carriage return before it is dropped), at most
 * {@link #MAX_LINE_BYTES} bytes each. Memory stays bounded whatever arrives. Not thread-safe: one reader thread.
 */
public final class LineReader {
    /** The longest line in bytes, without its line feed. */
    public static final int MAX_LINE_BYTES = 4096;

    private final InputStream in;
    private final byte[] line = new byte[MAX_LINE_BYTES + 1];

    /** @param in buffered by the caller; read one byte at a time */
    public LineReader(InputStream in) {
        this.in = in;
    }

    /**
     * The next line, or null at the end of the stream (an unfinished last line is dropped).
     *
     * @throws ProtocolException if the line is longer than {@link #MAX_LINE_BYTES} bytes, empty or not UTF-8
     * @throws IOException       if reading fails (also on a read time-out)
     */
    public String readLine() throws IOException, ProtocolException {
        int length = 0;
        while (true) {
            int b = in.read();
            if (b < 0) {
                return null;
            }
            if (b == '\n') {
                break;
            }
            if (length == line.length) {
                throw new ProtocolException("line longer than " + MAX_LINE_BYTES + " bytes");
            }
            line[length++] = (byte) b;
        }
        if (length > 0 && line[length - 1] == '\r') {
            length--;
        }
        if (length > MAX_LINE_BYTES) {
            throw new ProtocolException("line longer than " + MAX_LINE_BYTES + " bytes");
        }
        if (length == 0) {
            throw new ProtocolException("empty line");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(line, 0, length)).toString();
        } catch (CharacterCodingException e) {
            throw new ProtocolException("line is not UTF-8");
        }
    }
}
