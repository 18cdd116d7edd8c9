package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.util.ArrayList;
import java.util.List;

/**
 * A link without a socket: records what the match sends, each of which must be a valid message, and delivers what
 * the test has the other side send.
 */
final class FakeLink implements Link {
    /** An owner that does nothing, for a match driven without a host or guest around it. */
    static final BaseMatch.Owner NO_OWNER = new BaseMatch.Owner() {
        @Override
        public void connectionLost() {
        }

        @Override
        public void matchEnded() {
        }
    };

    final List<Message> sent = new ArrayList<>();
    /** Who hears what comes on this link: the match's inbox once the match is on it. */
    private Handler handler;

    /** The other side sends {@code message}: the match hears it as from a real connection. */
    void deliver(Message message) throws ProtocolException {
        handler.received(this, message);
    }

    /** The connection goes without a bye. */
    void lose(String why) {
        handler.lost(this, why);
    }

    /** The other side broke the protocol. */
    void fail(String detail) {
        handler.failed(this, detail);
    }

    /** Checks that everything sent so far is valid and forgets it. */
    void checkSent() {
        for (Message message : sent) {
            try {
                assertEquals(message, Codec.decode(Codec.encode(message)), "the match sends only valid messages");
            } catch (ProtocolException e) {
                fail("the match sent an invalid " + Codec.encode(message) + ": " + e.getMessage());
            }
        }
        sent.clear();
    }

    @Override
    public void start(Handler first) {
        handler = first;
    }

    @Override
    public void setHandler(Handler next) {
        handler = next;
    }

    @Override
    public void send(Message message) {
        sent.add(message);
    }

    @Override
    public void closeWith(Message.Bye bye) {
        sent.add(bye);
    }

    @Override
    public void close() {
    }

    @Override
    public void drop() {
    }

    @Override
    public long rttMillis() {
        return 3;
    }

    @Override
    public String peer() {
        return "127.0.0.1";
    }
}
