package dev.connectfour.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A mistake turns a win into a draw or a loss, or a draw into a loss, for the side that drops the disc. */
class MistakesTest {
    /**
     * From test-set position 662222576343651642712157 (24 discs, Red to move wins) Red plays 3, which
     * loses (the solver scores it -8), and both then play perfectly: Yellow wins.
     */
    static final String GAME = "6622225763436516427121573415";
    static final int MISTAKE_TURN = 25;

    @Test
    void theLosersKnownMistakeIsFoundWithTheRealSolver() {
        Analyst analyst = new Analyst(OpeningBook.empty(BoardSize.STANDARD), new Solver(16L << 20));
        List<Mistakes.Judgement> heard = new ArrayList<>();
        List<Mistakes.Judgement> all = Mistakes.judge(Position.parse(GAME), 20, analyst::outcome, heard::add);
        assertEquals(GAME.length() - 19, all.size());
        assertEquals(GAME.length(), heard.get(0).turn(), "the last disc is judged first");
        List<Integer> mistakes = all.stream().filter(Mistakes.Judgement::isMistake).map(Mistakes.Judgement::turn).toList();
        assertTrue(mistakes.contains(MISTAKE_TURN), mistakes.toString());
        Mistakes.Judgement mistake = all.stream().filter(j -> j.turn() == MISTAKE_TURN).findFirst().orElseThrow();
        assertEquals(Player.FIRST, mistake.player());
        assertEquals(2, mistake.column());
        assertEquals(Outcome.WIN, mistake.before());
        assertEquals(Outcome.LOSS, mistake.after());
        all.stream().filter(j -> j.turn() > MISTAKE_TURN).forEach(j -> assertFalse(j.isMistake(), "perfect play after it: " + j));
    }

    @Test
    void winToDrawAndDrawToLossAreMistakesButLossToLossAndTheWinningDiscAreNot() {
        // a made-up oracle: the outcome for the side to move after each number of discs
        Map<String, Outcome> outcomes = Map.of(
                "", Outcome.WIN,        // Red to move wins
                "4", Outcome.DRAW,      // after 4 Yellow draws: Red's 4 turned a win into a draw
                "44", Outcome.DRAW,     // Yellow kept the draw
                "444", Outcome.WIN,     // Yellow to move wins: Red turned a draw into a loss
                "4444", Outcome.LOSS,   // Red to move loses: Yellow kept its win
                "44444", Outcome.WIN);  // Yellow to move wins: Red's loss stays a loss, no mistake
        List<Mistakes.Judgement> all = Mistakes.judge(Position.parse("44444"), position -> outcomes.get(position.moves()),
                judgement -> { });
        assertEquals(List.of(true, false, true, false, false), all.stream().map(Mistakes.Judgement::isMistake).toList());
    }

    @Test
    void aLostTurnIsNotJudged() {
        List<Mistakes.Judgement> all = Mistakes.judge(Position.parse("4-4"), position -> Outcome.DRAW, judgement -> { });
        assertEquals(List.of(1, 3), all.stream().map(Mistakes.Judgement::turn).toList());
    }
}
