package dev.connectfour.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The solver's score in a player's words: "Win in N" / "Draw" / "Loss in N", N in the mover's own moves. */
class VerdictTest {

    @ParameterizedTest(name = "score {0} with {1} free cells: {2} in {3}")
    @CsvSource({
        // free cells 42 (the empty board): the first player drops 21 discs, the second 21
        "21, 42, WIN, 1",     // wins with its very first disc (impossible in play, but the arithmetic)
        "18, 42, WIN, 4",     // wins with its 4th disc: the 18th from last of 21
        "1, 42, WIN, 21",     // wins with its last disc
        "-1, 42, LOSS, 21",   // the opponent wins with its last disc; the mover has dropped 21 by then
        "-21, 42, LOSS, 1",   // the opponent's first disc wins: the mover drops only this one
        "0, 42, DRAW, 0",
        // free cells 9 (odd): the mover has 5 discs left, the opponent 4
        "5, 9, WIN, 1",
        "1, 9, WIN, 5",
        "-4, 9, LOSS, 1",
        "-1, 9, LOSS, 4",
        // one free cell: the last disc
        "1, 1, WIN, 1",
        "0, 1, DRAW, 0",
    })
    void scoresBecomeMovesOfTheMover(int score, int free, Outcome outcome, int moves) {
        assertEquals(new Verdict(outcome, moves), Verdict.ofScore(score, free));
    }

    @Test
    void impossibleScoresAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Verdict.ofScore(6, 9));
        assertThrows(IllegalArgumentException.class, () -> Verdict.ofScore(-5, 9));
        assertThrows(IllegalArgumentException.class, () -> Verdict.ofScore(0, 0));
    }

    @Test
    void aDiscThatConnectsFourIsAWinInOneAndOneThatLetsTheOpponentConnectIsALossInOne() {
        // 445566: Red has 4, 5 and 6 across the bottom, Yellow the row above; Red to move
        Position position = Position.parse("445566");
        Analysis analysis = new Solver().analyze(position);
        assertEquals(new Verdict(Outcome.WIN, 1), Verdict.ofScore(analysis.score(2), position.freeCells()));
        assertEquals(new Verdict(Outcome.WIN, 1), Verdict.ofScore(analysis.score(6), position.freeCells()));
        // elsewhere Red keeps both ends open: Yellow blocks one, Red's second disc wins at the other
        assertEquals(new Verdict(Outcome.WIN, 2), Verdict.ofScore(analysis.score(0), position.freeCells()));
        // after 1 Red still has both ends: whatever Yellow plays, Red's next disc wins
        Position yellowToMove = Position.parse("4455661");
        Analysis yellow = new Solver().analyze(yellowToMove);
        for (int column = 0; column < 7; column++) {
            assertEquals(new Verdict(Outcome.LOSS, 1), Verdict.ofScore(yellow.score(column), yellowToMove.freeCells()));
        }
    }

    /**
     * The words agree with play: after a "Win in N" column and the opponent's best reply the mover's
     * best is "Win in N-1"; after a "Loss in N" column the opponent's best is "Win in N".
     */
    @ParameterizedTest
    @CsvSource({"662222576343651642712157", "4661237137541742643224", "21253774536432517717274325",
        "5554224333234511764415115"})
    void theCountAgreesWithTheNextPosition(String moves) {
        Solver solver = new Solver();
        Position position = Position.parse(moves);
        Analysis analysis = solver.analyze(position);
        for (int column = 0; column < 7; column++) {
            if (!analysis.playable(column)) {
                continue;
            }
            Verdict verdict = Verdict.ofScore(analysis.score(column), position.freeCells());
            Position after = position.play(column);
            if (after.isGameOver()) {
                assertTrue(verdict.outcome() != Outcome.LOSS);
                continue;
            }
            Verdict reply = ColumnValues.of(solver.analyze(after)).best().orElseThrow();
            switch (verdict.outcome()) {
                case WIN -> assertEquals(new Verdict(Outcome.LOSS, verdict.moves() - 1), reply, "column " + (column + 1));
                case LOSS -> assertEquals(new Verdict(Outcome.WIN, verdict.moves()), reply, "column " + (column + 1));
                case DRAW -> assertEquals(Verdict.draw(), reply);
            }
        }
    }

    @Test
    void onlyTheOutcomeMayBeKnown() {
        Verdict win = Verdict.ofOutcome(Outcome.WIN);
        assertFalse(win.isExact());
        assertTrue(Verdict.ofOutcome(Outcome.DRAW).isExact());
        assertTrue(new Verdict(Outcome.WIN, 2).isBetterThan(new Verdict(Outcome.WIN, 3)));
        assertTrue(new Verdict(Outcome.LOSS, 3).isBetterThan(new Verdict(Outcome.LOSS, 2)));
        assertFalse(win.isBetterThan(new Verdict(Outcome.WIN, 3)));
    }
}
