package dev.connectfour.engine.rating;

import java.util.List;

/**
 * Glickman's Glicko-2 rating system ("Example of the Glicko-2 system", 2013), for both of the player's ratings: the
 * puzzle rating (each rated attempt one rating period with one game, the puzzle's fixed rating the opponent) and the
 * game rating (each rated game against a rung of the ladder). Written here because Maven Central has no maintained
 * Java implementation: the Glicko-2 libraries there are Scala's and bring its runtime of several megabytes into the
 * installer. The test replays Glickman's worked example.
 */
public final class Glicko2 {
    /** Glickman's conversion between the Glicko and the Glicko-2 scales. */
    private static final double SCALE = 173.7178;
    /** The system constant: how fast the volatility may change; Glickman suggests 0.3 to 1.2. */
    private static final double TAU = 0.5;
    private static final double EPSILON = 0.000001;

    /** A rating on the Glicko scale: the rating, its deviation (RD) and the volatility. */
    public record Rating(double rating, double deviation, double volatility) {
        /** A new player: 1500, RD 350, volatility 0.06, as Glickman starts everyone. */
        public static final Rating NEW = new Rating(1500, 350, 0.06);

        public Rating {
            if (!(deviation > 0) || !(volatility > 0) || !Double.isFinite(rating)) {
                throw new IllegalArgumentException("not a rating: " + rating + ", RD " + deviation + ", " + volatility);
            }
        }
    }

    /** One game of a rating period: the opponent's rating and deviation, and the score (1 win, 0.5 draw, 0 loss). */
    public record Game(double opponentRating, double opponentDeviation, double score) {
    }

    private Glicko2() {
    }

    /** The rating after a period of {@code games}; a period without games only widens the deviation. */
    public static Rating update(Rating player, List<Game> games) {
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(), Math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma);
        }
        double inverseVariance = 0;
        double improvementSum = 0;
        for (Game game : games) {
            double muJ = (game.opponentRating() - 1500) / SCALE;
            double g = g(game.opponentDeviation() / SCALE);
            double expected = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseVariance += g * g * expected * (1 - expected);
            improvementSum += g * (game.score() - expected);
        }
        double variance = 1 / inverseVariance;
        double delta = variance * improvementSum;
        double newSigma = volatility(phi, sigma, variance, delta);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / variance);
        double newMu = mu + newPhi * newPhi * improvementSum;
        return new Rating(newMu * SCALE + 1500, newPhi * SCALE, newSigma);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5 of the example: the new volatility, by the Illinois algorithm. */
    private static double volatility(double phi, double sigma, double variance, double delta) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double denominator = phi2 + variance + ex;
            return ex * (delta * delta - phi2 - variance - ex) / (2 * denominator * denominator) - (x - a) / (TAU * TAU);
        };
        double lower = a;
        double upper;
        if (delta * delta > phi2 + variance) {
            upper = Math.log(delta * delta - phi2 - variance);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * TAU) < 0) {
                k++;
            }
            upper = a - k * TAU;
        }
        double fLower = f.applyAsDouble(lower);
        double fUpper = f.applyAsDouble(upper);
        while (Math.abs(upper - lower) > EPSILON) {
            double c = lower + (lower - upper) * fLower / (fUpper - fLower);
            double fC = f.applyAsDouble(c);
            if (fC * fUpper <= 0) {
                lower = upper;
                fLower = fUpper;
            } else {
                fLower /= 2;
            }
            upper = c;
            fUpper = fC;
        }
        return Math.exp(lower / 2);
    }
}
