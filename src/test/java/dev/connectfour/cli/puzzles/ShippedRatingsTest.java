package dev.connectfour.cli.puzzles;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.connectfour.cli.puzzles.LevelTrials.Trial;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.engine.puzzles.PuzzleRating;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shipped ratings are the calibration of the committed trials (src/docs/puzzles/calibration-trials.txt): the
 * weights {@link PuzzleRating} uses are the fit of what the ladder's rungs did, and each puzzle's rating is its own
 * trials against them. A change to either without {@code puzzles calibrate} fails here.
 */
class ShippedRatingsTest {
    private static final Path TRIALS = Path.of("src/docs/puzzles/calibration-trials.txt");

    @Test
    void theShippedRatingsAreTheFitOfWhatTheRungsSolved() throws Exception {
        LevelTrials trials = LevelTrials.read(TRIALS);
        List<Puzzle> shipped = PuzzleFile.bundled();
        List<Trial> used = new ArrayList<>();
        for (Puzzle puzzle : shipped) {
            Trial trial = trials.of(puzzle.id());
            assertNotNull(trial, "the rungs tried " + puzzle.id());
            used.add(trial);
        }
        double[] weights = RatingFit.weights(used, trials.seeds());
        assertArrayEquals(weights, PuzzleRating.weights(), "PuzzleRating's weights are the fitted ones");
        for (int i = 0; i < shipped.size(); i++) {
            assertEquals(RatingFit.rating(used.get(i), weights, trials.seeds()), shipped.get(i).rating(),
                    shipped.get(i).id());
        }
    }
}
