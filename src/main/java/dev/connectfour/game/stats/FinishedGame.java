package dev.connectfour.game.stats;

import dev.connectfour.game.Outcome;
import java.time.LocalDate;
import java.util.Objects;

/**
 * One finished game in the statistics' history: when, what kind, how it ended for seat one, how long
 * it was and whether the player had help. The history feeds the statistics screen's chart.
 *
 * @param day      the day the game ended, in the player's time zone
 * @param key      the kind of game
 * @param outcome  the result for seat one
 * @param moves    the discs dropped (lost turns not counted)
 * @param assisted true if the player had help (the analysis was shown)
 */
public record FinishedGame(LocalDate day, StatisticsKey key, Outcome outcome, int moves, boolean assisted) {
    public FinishedGame {
        Objects.requireNonNull(day, "day");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(outcome, "outcome");
        if (moves < 0 || moves > key.size().cells()) {
            throw new IllegalArgumentException("a game on " + key.size() + " has 0 to " + key.size().cells()
                    + " moves, not " + moves);
        }
    }
}
