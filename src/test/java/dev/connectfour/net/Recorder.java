package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/** Records a side's events as words ("moved 3", "turnLost HOST", "ended PEER_LEFT") and waits for them. */
final class Recorder implements MatchListener {
    static final long TIMEOUT_MILLIS = 10_000;

    private final List<String> events = new ArrayList<>();
    private volatile Match match;
    private volatile long deadline;

    Match match() {
        return match;
    }

    synchronized List<String> events() {
        return List.copyOf(events);
    }

    /** Waits until {@code count} events starting with {@code prefix} have come; returns the last of them. */
    synchronized String await(String prefix, int count) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MILLIS);
        while (true) {
            List<String> matching = events.stream().filter(e -> e.startsWith(prefix)).collect(Collectors.toList());
            if (matching.size() >= count) {
                return matching.get(count - 1);
            }
            long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
            if (left <= 0) {
                fail("no " + count + " x '" + prefix + "' within " + TIMEOUT_MILLIS + " ms; events: " + events);
            }
            try {
                wait(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted");
            }
        }
    }

    String await(String prefix) {
        return await(prefix, 1);
    }

    synchronized int count(String prefix) {
        return (int) events.stream().filter(e -> e.startsWith(prefix)).count();
    }

    long lastDeadline() {
        return deadline;
    }

    private synchronized void add(String event) {
        events.add(event);
        notifyAll();
    }

    @Override
    public void joined(Match joined) {
        match = joined;
        add("joined");
    }

    @Override
    public void gameStarted(Match m) {
        add("gameStarted " + m.gameNumber() + " " + m.firstMover());
    }

    @Override
    public void moved(Match m, int column) {
        add("moved " + column);
    }

    @Override
    public void turnLost(Match m, Side side) {
        add("turnLost " + side);
    }

    @Override
    public void chat(Match m, String text) {
        add("chat " + text);
    }

    @Override
    public void chatRestored(Match m, List<ChatEntry> lines, int unreadable) {
        add("restoredChat " + lines.stream().map(line -> line.from() + ":" + line.text()).toList()
                + " unreadable " + unreadable);
    }

    @Override
    public void resigned(Match m, Side side) {
        add("resigned " + side);
    }

    @Override
    public void rematchOffered(Match m) {
        add("rematchOffered");
    }

    @Override
    public void connectionLost(Match m, long deadlineMillis) {
        deadline = deadlineMillis;
        add("connectionLost");
    }

    @Override
    public void connectionRestored(Match m) {
        add("connectionRestored");
    }

    @Override
    public void ended(Match m, EndReason reason) {
        add("ended " + reason);
    }
}
