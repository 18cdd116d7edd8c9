package dev.connectfour.net;

import dev.connectfour.engine.board.BoardSize;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.Executor;

/** A host and a guest over TCP on 127.0.0.1 with short timings, for tests (see {@link MatchPair}). */
final class Loopback extends MatchPair<Loopback> {
    /** Short timings: pings every 500 ms, silence after 2 s, a bye's 100 ms, wrong codes answered after 50 ms, lock-out 1 s. */
    static final Timing FAST = new Timing(500, 2_000, 1_000, 100, 1_000, 50, 60_000, 50, 5, 1_000, 250, 2_000);
    static final Executor DIRECT = Runnable::run;
    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    Loopback(MatchSettings settings, MatchClock clock) {
        this(settings, clock, FAST);
    }

    Loopback(MatchSettings settings, MatchClock clock, Timing timing) {
        super(events -> NetHost.open(new HostOptions(LOOPBACK, 0, "Hannah", settings), events, DIRECT, timing, clock));
    }

    static MatchSettings untimed(StarterRule starter) {
        return new MatchSettings(BoardSize.STANDARD, 0, starter);
    }

    static MatchSettings timed(int seconds, StarterRule starter) {
        return new MatchSettings(BoardSize.STANDARD, seconds, starter);
    }

    @Override
    InetSocketAddress guestTarget() {
        return host.address();
    }

    @Override
    NetGuest join(Recorder events, Timing timing, MatchClock clock) {
        return NetGuest.join(relay().address(), host.code(), "Gustav", events, DIRECT, timing, clock);
    }

    @Override
    Loopback self() {
        return this;
    }
}
