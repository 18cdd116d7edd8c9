package dev.connectfour.net;

import dev.connectfour.net.wire.Message;

/**
 * A match's line to the other side: the {@link Link} while it is up; while it is lost, the wait for the other side
 * to come back, which abandons the match at its deadline. Guarded by the match's monitor: it has no lock of its own.
 */
final class MatchLine {
    private final MatchClock clock;
    private final long reconnectWindowMillis;
    /** Null while the line is down. */
    private Link link;
    /** The abandonment armed while the line is lost; null otherwise. */
    private MatchClock.Cancel abandonment;

    MatchLine(MatchClock clock, long reconnectWindowMillis) {
        this.clock = clock;
        this.reconnectWindowMillis = reconnectWindowMillis;
    }

    boolean isUp() {
        return link != null;
    }

    /** True if {@code from} is the link the line is up on (a message from an older link is no longer heard). */
    boolean carries(Link from) {
        return link != null && from == link;
    }

    /** Sends on the link; the line must be up. */
    void send(Message message) {
        link.send(message);
    }

    /** The link's last measured round trip; the line must be up. */
    long rttMillis() {
        return link.rttMillis();
    }

    /** The line is up on {@code fresh}, whose messages go to {@code handler}; a wait for the other side ends. */
    void connect(Link fresh, Link.Handler handler) {
        stopWaiting();
        link = fresh;
        fresh.setHandler(handler);
    }

    /**
     * The link is lost: the line waits for the other side until the deadline answered, when {@code abandon} runs
     * (with no lock held: it takes the match's).
     */
    long lost(Runnable abandon) {
        link = null;
        long deadline = clock.nowMillis() + reconnectWindowMillis;
        abandonment = clock.at(deadline, abandon);
        return deadline;
    }

    /** The line is down without a word on it (the other side said bye, or broke the protocol); answers the link. */
    Link forget() {
        Link last = link;
        link = null;
        return last;
    }

    /** The match is over: the last word {@code bye} goes out if the line is up, and no wait is left. */
    void close(Message.Bye bye) {
        stopWaiting();
        if (link != null) {
            link.closeWith(bye);
            link = null;
        }
    }

    /** The socket closes as a network failure would, so the other side keeps the match for a rejoin. */
    void drop() {
        stopWaiting();
        if (link != null) {
            link.drop();
            link = null;
        }
    }

    private void stopWaiting() {
        if (abandonment != null) {
            abandonment.cancel();
            abandonment = null;
        }
    }
}
