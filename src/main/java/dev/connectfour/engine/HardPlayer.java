package dev.connectfour.engine;

/** Placeholder until the solver lands: replaced by the perfect player. */
final class HardPlayer {
    private HardPlayer() {
    }

    static ComputerPlayer withBundledBook(long seed, long timeLimitMillis) {
        throw new UnsupportedOperationException("the Hard level needs the solver, which has not landed yet");
    }
}
