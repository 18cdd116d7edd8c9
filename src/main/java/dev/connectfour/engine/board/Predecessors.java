package dev.connectfour.engine.board;

import java.util.Arrays;

/**
 * The positions one disc before a position: the ones its last mover (the side not to move) could
 * have dropped one of the discs on top of a column from, to reach it. A move's value is at most the
 * score of every position it can be played from, so where these positions' scores are known they bound
 * the score of the position after it; the analysis uses that to settle columns with one probe.
 */
public final class Predecessors {

    private Predecessors() {
    }

    /**
     * The {@linkplain Position#symmetricKey() symmetric keys} of {@code position}'s predecessors, each
     * with the last mover to move: {@code position} without one top disc of the last mover, every such
     * disc once. None on a {@linkplain BoardSize#isPacked() packed} board, whose keys are only hashes.
     */
    public static long[] symmetricKeys(Position position) {
        BoardSize size = position.size();
        if (size.isPacked()) {
            return new long[0];
        }
        long mask = position.occupied();
        long lastMover = mask ^ position.currentStones();
        long[] keys = new long[size.width()];
        int count = 0;
        for (int column = 0; column < size.width(); column++) {
            int height = position.height(column);
            if (height == 0) {
                continue;
            }
            long top = Bitboard.cellBit(size, column, height - 1);
            if ((lastMover & top) != 0) {
                long current = lastMover ^ top;
                long earlier = mask ^ top;
                keys[count++] = Math.min(current + earlier,
                        Bitboard.mirrorBits(size, current) + Bitboard.mirrorBits(size, earlier));
            }
        }
        return Arrays.copyOf(keys, count);
    }
}
