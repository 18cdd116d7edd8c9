package dev.connectfour.game.session;

import dev.connectfour.game.Starter;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.concurrent.FxBackgroundExecutor;
import dev.connectfour.game.concurrent.TimeSource;
import dev.connectfour.game.stats.StatisticsBook;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * What every {@link GameSession} needs from outside: computer players, a background executor, time,
 * randomness (for {@link Starter#RANDOM}) and the statistics book. The application makes
 * one with {@link #forApplication} and shares it between sessions; tests pass deterministic parts.
 *
 * <p>The session does not own these: it cancels its own background work when closed, but closing the
 * executor (at application exit) is the application's job.
 *
 * @param players    the computer players' factory
 * @param executor   where the computer searches run
 * @param time       the monotonic clock
 * @param random     who starts, for {@link Starter#RANDOM}
 * @param statistics where finished games are counted
 */
public record SessionServices(ComputerPlayerFactory players, BackgroundExecutor executor, TimeSource time,
                              RandomGenerator random, StatisticsBook statistics) {
    public SessionServices {
        Objects.requireNonNull(players, "players");
        Objects.requireNonNull(executor, "executor");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(random, "random");
        Objects.requireNonNull(statistics, "statistics");
    }

    /**
     * The real thing: a {@link FxBackgroundExecutor}, the system's monotonic clock and a fresh random
     * generator, with the application's statistics.
     */
    public static SessionServices forApplication(ComputerPlayerFactory players, StatisticsBook statistics) {
        return new SessionServices(players, new FxBackgroundExecutor(), TimeSource.system(),
                new SplittableRandom(), statistics);
    }
}
