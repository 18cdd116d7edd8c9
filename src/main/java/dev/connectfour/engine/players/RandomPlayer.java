package dev.connectfour.engine.players;

import dev.connectfour.engine.board.Position;
import java.util.SplittableRandom;

/** Plays a uniformly random legal column: the calibration opponent of the {@code match} tool. */
final class RandomPlayer implements ComputerPlayer {
    private final SplittableRandom random;

    RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public ComputerLevel level() {
        return ComputerLevel.RANDOM;
    }

    @Override
    public int chooseColumn(Position position) {
        ComputerPlayers.requirePlayable(position);
        return ComputerPlayers.randomPlayableColumn(position, random);
    }
}
