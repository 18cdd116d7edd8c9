package dev.connectfour.engine.players;

import dev.connectfour.engine.board.Position;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one place computer players are made: the game session, the UI and the command-line tools all
 * ask here. A player made with a seed replays exactly (tests, replays); one made without plays
 * differently every game.
 */
public final class ComputerPlayers {
    private ComputerPlayers() {
    }

    /** Hard's thinking budget per move when none is given, in milliseconds. */
    public static final long DEFAULT_TIME_LIMIT_MILLIS = 600;

    /** A player of {@code level} whose every choice follows from {@code seed}. */
    public static ComputerPlayer create(ComputerLevel level, long seed) {
        return create(level, seed, DEFAULT_TIME_LIMIT_MILLIS);
    }

    /**
     * A player of {@code level} whose every choice follows from {@code seed}; Hard thinks at most about
     * {@code timeLimitMillis} per move outside its opening book (the other levels, the ladder's rungs
     * between the named ones included, are limited by plies and discs, never by time).
     */
    public static ComputerPlayer create(ComputerLevel level, long seed, long timeLimitMillis) {
        if (timeLimitMillis <= 0) {
            throw new IllegalArgumentException("time limit must be positive, was " + timeLimitMillis);
        }
        Objects.requireNonNull(level, "level");
        switch (level.kind()) {
            case RANDOM:
                return new RandomPlayer(seed);
            case EASY:
                return new EasyPlayer(seed);
            case MEDIUM:
            case CUSTOM:
                return new MediumPlayer(level, seed);
            case HARD:
                return HardPlayer.withBundledBook(seed, timeLimitMillis);
            case RUNG:
                return new RungPlayer(level, Ladder.styleOf(level), seed);
            default:
                throw new AssertionError("unknown level kind " + level.kind());
        }
    }

    /** A player of {@code level} seeded at random: it varies from game to game. */
    public static ComputerPlayer create(ComputerLevel level) {
        return create(level, ThreadLocalRandom.current().nextLong());
    }

    /** Checks the {@link ComputerPlayer#chooseColumn} precondition. */
    static void requirePlayable(Position position) {
        Objects.requireNonNull(position, "position");
        if (position.isGameOver()) {
            throw new IllegalArgumentException("the game is over: " + position.moves());
        }
    }

    /** A uniformly random playable column; assumes the game is not over. */
    static int randomPlayableColumn(Position position, SplittableRandom random) {
        int width = position.size().width();
        int[] playable = new int[width];
        int count = 0;
        for (int column = 0; column < width; column++) {
            if (position.canPlay(column)) {
                playable[count++] = column;
            }
        }
        assert count > 0;
        return playable[random.nextInt(count)];
    }
}
