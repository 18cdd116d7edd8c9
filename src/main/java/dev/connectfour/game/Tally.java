package dev.connectfour.game;

/**
 * The record of one kind of game (one {@link StatisticsKey}), seen from seat one.
 *
 * @param won           games won
 * @param drawn         games drawn
 * @param lost          games lost
 * @param currentStreak wins in a row up to the latest game (0 after a draw or a loss)
 * @param bestStreak    the most wins in a row ever
 */
public record Tally(int won, int drawn, int lost, int currentStreak, int bestStreak) {
    /** No games yet. */
    public static final Tally NONE = new Tally(0, 0, 0, 0, 0);

    public Tally {
        if (won < 0 || drawn < 0 || lost < 0 || currentStreak < 0 || bestStreak < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + won + ", " + drawn + ", " + lost
                    + ", " + currentStreak + ", " + bestStreak);
        }
        if (currentStreak > bestStreak || bestStreak > won) {
            throw new IllegalArgumentException("streaks must satisfy current <= best <= won, were " + currentStreak
                    + ", " + bestStreak + ", " + won);
        }
    }

    /** The number of games counted. */
    public int played() {
        return won + drawn + lost;
    }

    /** This tally with one more game. */
    public Tally plus(Outcome outcome) {
        switch (outcome) {
            case WON:
                int streak = currentStreak + 1;
                return new Tally(won + 1, drawn, lost, streak, Math.max(bestStreak, streak));
            case DRAWN:
                return new Tally(won, drawn + 1, lost, 0, bestStreak);
            default:
                return new Tally(won, drawn, lost + 1, 0, bestStreak);
        }
    }
}
