package dev.connectfour.engine.players;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import java.util.SplittableRandom;

/**
 * The Easy level, as in the easy level of the real-time Connect 4 by Sarhan, Shaout and Shock:
 * if it can win now it does; otherwise, if the opponent could win on their next move, it blocks
 * (one of the threats, at random, when there are several); otherwise it plays a random column.
 * It looks no further: it may well drop a disc that lets the opponent win on top of it.
 */
final class EasyPlayer implements ComputerPlayer {
    private final SplittableRandom random;

    EasyPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public ComputerLevel level() {
        return ComputerLevel.EASY;
    }

    @Override
    public int chooseColumn(Position position) {
        ComputerPlayers.requirePlayable(position);
        LineGeometry geometry = LineGeometry.of(position.size());
        long mine = position.currentStones();
        long mask = position.occupied();
        int wins = geometry.winningColumns(mine, mask);
        if (wins != 0) {
            return randomBit(wins);
        }
        int threats = geometry.winningColumns(mine ^ mask, mask);
        if (threats != 0) {
            return randomBit(threats);
        }
        return ComputerPlayers.randomPlayableColumn(position, random);
    }

    /** A random set bit of a non-empty column set. */
    private int randomBit(int columns) {
        assert columns != 0;
        int pick = random.nextInt(Integer.bitCount(columns));
        for (int column = 0; ; column++) {
            if ((columns & (1 << column)) != 0 && pick-- == 0) {
                return column;
            }
        }
    }
}
