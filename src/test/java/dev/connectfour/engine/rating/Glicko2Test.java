package dev.connectfour.engine.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    /** Glickman's worked example: 1500/200/0.06 against 1400/30 (won), 1550/100 and 1700/300 (lost), tau 0.5. */
    @Test
    void replaysGlickmansExample() {
        Glicko2.Rating after = Glicko2.update(new Glicko2.Rating(1500, 200, 0.06), List.of(
                new Glicko2.Game(1400, 30, 1), new Glicko2.Game(1550, 100, 0), new Glicko2.Game(1700, 300, 0)));
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void aSolvedHardPuzzleGainsMoreThanAnEasyOne() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 100, 0.06);
        double hard = Glicko2.update(player, List.of(new Glicko2.Game(1900, 80, 1))).rating();
        double easy = Glicko2.update(player, List.of(new Glicko2.Game(1100, 80, 1))).rating();
        double failed = Glicko2.update(player, List.of(new Glicko2.Game(1100, 80, 0))).rating();
        assertTrue(hard > easy && easy > 1500 && failed < 1500, hard + " " + easy + " " + failed);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating after = Glicko2.update(new Glicko2.Rating(1500, 200, 0.06), List.of());
        assertEquals(1500, after.rating());
        assertEquals(200.27, after.deviation(), 0.01);
    }
}
