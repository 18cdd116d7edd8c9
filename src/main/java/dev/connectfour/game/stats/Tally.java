package dev.connectfour.game.stats;

import dev.connectfour.game.Outcome;
import java.util.OptionalDouble;

/**
 * The record of one kind of game (one {@link StatisticsKey}), seen from seat one.
 *
 * @param won           games won
 * @param drawn         games drawn
 * @param lost          games lost
 * @param currentStreak wins in a row up to the latest game (0 after a draw or a loss)
 * @param bestStreak    the most wins in a row ever
 * @param measured      games whose length is known (all since lengths were recorded; statistics saved
 *                      before that counted results only)
 * @param moves         the discs dropped in the measured games, together
 * @param assisted      games in which the player had help (the analysis was shown)
 */
public record Tally(int won, int drawn, int lost, int currentStreak, int bestStreak, int measured, long moves,
                    int assisted) {
    /** No games yet. */
    public static final Tally NONE = new Tally(0, 0, 0, 0, 0, 0, 0, 0);

    public Tally {
        if (won < 0 || drawn < 0 || lost < 0 || currentStreak < 0 || bestStreak < 0 || measured < 0 || moves < 0
                || assisted < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + won + ", " + drawn + ", " + lost
                    + ", " + currentStreak + ", " + bestStreak + ", " + measured + ", " + moves + ", " + assisted);
        }
        if (currentStreak > bestStreak || bestStreak > won) {
            throw new IllegalArgumentException("streaks must satisfy current <= best <= won, were " + currentStreak
                    + ", " + bestStreak + ", " + won);
        }
        long played = (long) won + drawn + lost;
        if (measured > played || assisted > played) {
            throw new IllegalArgumentException("measured (" + measured + ") and assisted (" + assisted
                    + ") games cannot exceed the " + played + " played");
        }
    }

    /** A tally of results only (no lengths, no assisted games): the form of statistics before version 2. */
    public Tally(int won, int drawn, int lost, int currentStreak, int bestStreak) {
        this(won, drawn, lost, currentStreak, bestStreak, 0, 0, 0);
    }

    /** The number of games counted. */
    public int played() {
        return won + drawn + lost;
    }

    /** The average number of discs dropped per measured game; empty when no game was measured. */
    public OptionalDouble averageMoves() {
        return measured == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) moves / measured);
    }

    /** This tally with one more game whose length is not known. */
    public Tally plus(Outcome outcome) {
        return withResult(outcome, measured, moves, assisted);
    }

    /** This tally with one more game of {@code gameMoves} discs, {@code wasAssisted} if the player had help. */
    public Tally plus(Outcome outcome, int gameMoves, boolean wasAssisted) {
        if (gameMoves < 0) {
            throw new IllegalArgumentException("a game cannot have " + gameMoves + " moves");
        }
        return withResult(outcome, measured + 1, moves + gameMoves, assisted + (wasAssisted ? 1 : 0));
    }

    private Tally withResult(Outcome outcome, int newMeasured, long newMoves, int newAssisted) {
        switch (outcome) {
            case WON:
                int streak = currentStreak + 1;
                return new Tally(won + 1, drawn, lost, streak, Math.max(bestStreak, streak), newMeasured, newMoves,
                        newAssisted);
            case DRAWN:
                return new Tally(won, drawn + 1, lost, 0, bestStreak, newMeasured, newMoves, newAssisted);
            default:
                return new Tally(won, drawn, lost + 1, 0, bestStreak, newMeasured, newMoves, newAssisted);
        }
    }
}
