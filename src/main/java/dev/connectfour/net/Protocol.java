package dev.connectfour.net;

import dev.connectfour.net.wire.LineReader;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.Text;

/** The facts about the network protocol ({@code src/docs/protocol.md}) that other parts of the program need. */
public final class Protocol {
    /** The protocol version; programs of different versions refuse each other (incompatible version). */
    public static final int VERSION = Message.VERSION;
    /** The longest display name, in characters. */
    public static final int MAX_NAME_LENGTH = Text.MAX_NAME_LENGTH;
    /** The longest line, in bytes. */
    public static final int MAX_LINE_BYTES = LineReader.MAX_LINE_BYTES;
    /** How long a lost connection may stay lost before the match is abandoned: the time a guest has to rejoin. */
    public static final long RECONNECT_WINDOW_MILLIS = Timing.DEFAULT.reconnectWindowMillis();

    private Protocol() {
    }

    /**
     * A display name as the protocol sends it: trimmed, 1 to {@value #MAX_NAME_LENGTH} characters, no control
     * characters.
     *
     * @throws IllegalArgumentException saying what is wrong with it, for the player
     */
    public static String checkName(String name) {
        return Text.name(name);
    }
}
