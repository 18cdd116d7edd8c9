package dev.connectfour.net;

import java.util.concurrent.TimeUnit;

/** A token bucket: up to {@code burst} events at once, {@code perSecond} a second over time. Not thread-safe. */
final class RateLimit {
    private final int burst;
    private final double perNano;
    private double tokens;
    private long last = System.nanoTime();

    RateLimit(int burst, int perSecond) {
        this.burst = burst;
        this.perNano = perSecond / (double) TimeUnit.SECONDS.toNanos(1);
        this.tokens = burst;
    }

    /** True if one more event is allowed now (and counts it). */
    boolean tryAcquire() {
        refill();
        if (tokens < 1) {
            return false;
        }
        tokens--;
        return true;
    }

    /** Waits until one more event is allowed, and counts it. */
    void acquire() throws InterruptedException {
        refill();
        if (tokens < 1) {
            TimeUnit.NANOSECONDS.sleep((long) Math.ceil((1 - tokens) / perNano));
            refill();
        }
        tokens = Math.max(0, tokens - 1);
    }

    private void refill() {
        long now = System.nanoTime();
        tokens = Math.min(burst, tokens + (now - last) * perNano);
        last = now;
    }
}
