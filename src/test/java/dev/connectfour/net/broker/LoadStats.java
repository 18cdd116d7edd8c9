package dev.connectfour.net.broker;

import java.util.Arrays;
import java.util.concurrent.atomic.LongAdder;

/** What the {@link BrokerLoad} benchmark counts: messages, failures, and each move's time from one side to the other. */
final class LoadStats {
    final LongAdder published = new LongAdder();
    final LongAdder delivered = new LongAdder();
    /** Publications refused by the client (its window full, or not connected), and failed disconnects. */
    final LongAdder failed = new LongAdder();
    /** Messages that did not open under the game's key or did not decode: must stay 0. */
    final LongAdder unreadable = new LongAdder();
    final LongAdder lost = new LongAdder();
    private long[] latencies = new long[1 << 16];
    private int size;

    synchronized void moveArrived(long nanos) {
        if (size == latencies.length) {
            latencies = Arrays.copyOf(latencies, size * 2);
        }
        latencies[size++] = nanos;
    }

    /** The move times since the last call, sorted, and a fresh start. */
    synchronized long[] takeLatencies() {
        long[] taken = Arrays.copyOf(latencies, size);
        size = 0;
        Arrays.sort(taken);
        return taken;
    }

    /** The value below which {@code fraction} of the sorted {@code values} lie (nearest rank). */
    static long percentile(long[] values, double fraction) {
        if (values.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(fraction * values.length);
        return values[Math.max(0, Math.min(values.length - 1, rank - 1))];
    }
}
