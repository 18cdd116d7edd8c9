package dev.connectfour.net;

import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;

/**
 * One connection as the host, the guest and the match use it: messages out, events in. {@link Connection} is the
 * TCP one, {@link BrokerLink} the one through a message broker; the state-machine fuzz test drives a match through
 * a link of its own.
 */
interface Link {

    /** What a link tells its owner: on the link's reader thread (or its timer, for silence). */
    interface Handler {
        /** A decoded, field-checked message other than ping and pong; throw to end the link as failed. */
        void received(Link from, Message message) throws ProtocolException;

        /** The connection is gone without a bye. */
        void lost(Link from, String why);

        /** The other side broke the protocol; the bye with {@code detail} has been sent. */
        void failed(Link from, String detail);
    }

    /** Starts the link: what comes on it goes to {@code first}. Once; only {@link #send} may come before. */
    void start(Handler first);

    /** Hands the link over (from the handshake to the match); messages after this go to {@code next}. */
    void setHandler(Handler next);

    /** Queues a message; never blocks. Dropped once the link has ended. */
    void send(Message message);

    /** Sends {@code bye} as the last line, then ends the link, silently. */
    void closeWith(Message.Bye bye);

    /** Ends the link at once, silently. */
    void close();

    /** Closes the socket as a network failure would: the handler hears {@code lost}. */
    void drop();

    /** The last measured round trip in milliseconds (0 before the first). */
    long rttMillis();

    /**
     * Who is at the other end, for counting wrong codes where a wrong code is a guess: a TCP connection's address.
     * Null where it is none: on a broker, a hello reaches the host only sealed under the game's key, which is the
     * code, so whoever sends a wrong one holds the right one, and counting it would only let someone with the link
     * lock the guest out (writers there are anonymous: the only thing to lock would be the game).
     */
    String peer();

    /**
     * The guest's seat key that signed everything this link carries from the guest, as a hello carries it
     * ({@link SeatKey}); null where the transport binds no seat (TCP, and the guest's own end).
     */
    default String seat() {
        return null;
    }
}
