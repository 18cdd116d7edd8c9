package dev.connectfour.net;

import java.util.HashMap;
import java.util.Map;

/**
 * Counts wrong codes per peer ({@link Link#peer()}: an address, where a wrong code is a guess):
 * {@link Timing#lockoutFailures()} of them lock the peer out for {@link Timing#lockoutMillis()} (on the match clock);
 * a right code forgets the peer. Thread-safe.
 */
final class WrongCodeLockout {
    /** Peers whose wrong codes are counted at most; beyond, those not locked out are forgotten. */
    private static final int MAX_REMEMBERED_PEERS = 1024;

    private final Timing timing;
    private final MatchClock clock;
    private final Map<String, Failures> failures = new HashMap<>();

    /** Wrong codes from one peer, and until when (match clock) it is locked out once they reach the limit. */
    private static final class Failures {
        int count;
        long lockedUntilMillis;
    }

    WrongCodeLockout(Timing timing, MatchClock clock) {
        this.timing = timing;
        this.clock = clock;
    }

    synchronized boolean isLockedOut(String from) {
        Failures record = failures.get(from);
        return record != null && isLocked(record);
    }

    synchronized void wrongCode(String from) {
        if (failures.size() >= MAX_REMEMBERED_PEERS) {
            // Many peers guessing: forget those not locked out, so that memory stays bounded.
            failures.values().removeIf(record -> !isLocked(record));
        }
        Failures record = failures.computeIfAbsent(from, peer -> new Failures());
        if (record.count >= timing.lockoutFailures() && !isLocked(record)) {
            record.count = 0; // an old lock-out has expired
        }
        if (++record.count >= timing.lockoutFailures()) {
            record.lockedUntilMillis = clock.nowMillis() + timing.lockoutMillis();
        }
    }

    synchronized void rightCode(String from) {
        failures.remove(from);
    }

    private boolean isLocked(Failures record) {
        return record.count >= timing.lockoutFailures() && record.lockedUntilMillis - clock.nowMillis() > 0;
    }
}
