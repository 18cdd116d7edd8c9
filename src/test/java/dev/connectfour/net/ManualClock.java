package dev.connectfour.net;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A match clock that moves only when a test says so; due tasks run on the test's thread, in time order. */
final class ManualClock implements MatchClock {
    private long now = 1_000_000;
    private final List<Entry> tasks = new ArrayList<>();
    private long sequence;

    private static final class Entry {
        final long at;
        final long order;
        final Runnable task;
        boolean cancelled;

        Entry(long at, long order, Runnable task) {
            this.at = at;
            this.order = order;
            this.task = task;
        }
    }

    @Override
    public synchronized long nowMillis() {
        return now;
    }

    @Override
    public synchronized Cancel at(long atMillis, Runnable task) {
        Entry entry = new Entry(atMillis, sequence++, task);
        tasks.add(entry);
        return () -> {
            synchronized (ManualClock.this) {
                entry.cancelled = true;
            }
        };
    }

    /** Moves the time on by {@code millis}, running every task that falls due on the way. */
    void advance(long millis) {
        long target;
        synchronized (this) {
            target = now + millis;
        }
        while (true) {
            Entry next;
            synchronized (this) {
                tasks.removeIf(entry -> entry.cancelled);
                next = tasks.stream().filter(entry -> entry.at <= target)
                        .min(Comparator.<Entry>comparingLong(entry -> entry.at).thenComparingLong(entry -> entry.order))
                        .orElse(null);
                if (next == null) {
                    now = target;
                    return;
                }
                tasks.remove(next);
                now = Math.max(now, next.at);
            }
            next.task.run();
        }
    }
}
