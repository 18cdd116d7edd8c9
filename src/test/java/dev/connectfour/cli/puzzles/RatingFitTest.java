package dev.connectfour.cli.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.cli.puzzles.LevelTrials.Trial;
import dev.connectfour.engine.players.Ladder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Puzzle ratings fitted to what the ladder's rungs solved, on the rungs' own rating scale. */
class RatingFitTest {
    private static final int RUNGS = 8;

    /** A win in {@code n}: base 1, N - 1, no draw, no only-move, no Medium error, no forcing, no block. */
    private static double[] winIn(int n) {
        return new double[] {1, n - 1, 0, 0, 0, 0, 0, 0};
    }

    /** The solves a puzzle of {@code rating} would get from each rung, {@code seeds} tries each, as expected. */
    private static int[] expectedSolves(double rating, int seeds) {
        int[] solves = new int[RUNGS];
        for (int rung = 0; rung < RUNGS; rung++) {
            solves[rung] = (int) Math.round(seeds * RatingFit.solveChance(Ladder.rung(rung + 1).rating(), rating));
        }
        return solves;
    }

    @Test
    void aRungSolvesAPuzzleOfItsOwnRatingHalfTheTimeAndOne400BelowTenTimesInEleven() {
        assertEquals(0.5, RatingFit.solveChance(1500, 1500), 1e-12);
        assertEquals(10.0 / 11, RatingFit.solveChance(1900, 1500), 1e-12);
    }

    @Test
    void theWeightsFollowWhatTheRungsSolved() {
        // puzzles whose true rating is 700 + 250 per move after the first, tried 200 times by every rung
        int seeds = 200;
        List<Trial> trials = new ArrayList<>();
        for (int n = 1; n <= 7; n++) {
            trials.add(new Trial("4", winIn(n), expectedSolves(700 + 250 * (n - 1), seeds)));
        }
        double[] weights = RatingFit.weights(trials, seeds);
        assertEquals(700, weights[0], 40, "base");
        assertEquals(250, weights[1], 15, "per move after the first");
    }

    @Test
    void aPuzzleTheRungsSolveMoreOftenThanItsFeaturesSayIsRatedLower() {
        double[] weights = RatingFit.HAND_WEIGHTS;
        double[] features = winIn(5); // 900 + 4 * 110 = 1340 by the hand weights
        int asExpected = RatingFit.rating(new Trial("4", features, expectedSolves(1340, 4)), weights, 4);
        int everyRungSolves = RatingFit.rating(new Trial("4", features, new int[] {4, 4, 4, 4, 4, 4, 4, 4}), weights, 4);
        int noRungSolves = RatingFit.rating(new Trial("4", features, new int[RUNGS]), weights, 4);
        assertEquals(1340, asExpected, 60);
        assertTrue(everyRungSolves < asExpected - 200, everyRungSolves + " vs " + asExpected);
        assertTrue(noRungSolves > asExpected + 200, noRungSolves + " vs " + asExpected);
    }
}
