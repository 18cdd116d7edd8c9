package dev.connectfour.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Solver;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The opponent model and the choice of traps among moves of equal value. */
class TrapSetterTest {
    /** Drawn, Hard (second player) to move: columns 1 and 5 both draw; after 1 the model's reply loses. */
    static final String TRAP_POSITION = "444444566666235";

    private static TrapSetter trapSetter(Solver solver) {
        return new TrapSetter(OpeningBook.empty(BoardSize.STANDARD), solver,
                new MediumPlayer(ComputerLevel.MEDIUM, 1), TrapSetter.MODEL_DEPTH);
    }

    private static int columns(int... columns) {
        int set = 0;
        for (int column : columns) {
            set |= 1 << column;
        }
        return set;
    }

    @ParameterizedTest
    @ValueSource(strings = {"4", "44", "4453", TRAP_POSITION + "1", "4444445666662355"})
    void theModelRepliesAreTheMovesTheMediumPlayerChoosesAmong(String moves) {
        Position position = Position.parse(moves);
        int replies = trapSetter(new Solver(8L << 20)).plausibleReplies(position);
        Set<Integer> chosen = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            chosen.add(new MediumPlayer(ComputerLevel.MEDIUM, seed).chooseColumn(position));
        }
        int seen = chosen.stream().mapToInt(column -> 1 << column).reduce(0, (a, b) -> a | b);
        assertEquals(Integer.toBinaryString(replies), Integer.toBinaryString(seen), "after " + moves);
    }

    /** Both moves draw; after one of them every reply the model would choose loses, after the other none. */
    @ParameterizedTest
    @CsvSource({"444444566666235, 0, 4", "444444322222653, 6, 2"})
    void choosesTheDrawWhoseNaturalReplyLoses(String moves, int trap, int other) {
        Position position = Position.parse(moves);
        Solver referee = new Solver(64L << 20);
        assertEquals(0, -referee.solveWeak(position.play(trap)), "the trap draws");
        assertEquals(0, -referee.solveWeak(position.play(other)), "the other move draws");
        TrapSetter traps = trapSetter(new Solver(16L << 20));
        int replies = traps.plausibleReplies(position.play(trap));
        for (int reply = 0; reply < 7; reply++) {
            if ((replies & (1 << reply)) != 0) {
                assertEquals(1, referee.solveWeak(position.play(trap).play(reply)), "reply " + (reply + 1) + " loses");
            }
        }
        long far = System.nanoTime() + 600_000_000_000L;
        assertEquals(columns(trap), traps.bestMoves(position, new int[] {other, trap}, 0, far));
        assertEquals(columns(trap), traps.bestMoves(position, new int[] {trap, other}, 0, far));
    }

    @Test
    void withoutTrapsEveryCandidateStaysAndNothingIsJudgedAfterTheDeadline() {
        Position position = Position.parse(TRAP_POSITION);
        TrapSetter traps = trapSetter(new Solver(16L << 20));
        long past = System.nanoTime() - 1;
        assertEquals(columns(0, 4), traps.bestMoves(position, new int[] {4, 0}, 0, past));
    }

    @Test
    void aLookWithoutAnyTrapKeepsEveryCandidate() {
        // drawn; none of the drawing moves 5, 6, 7 lets the model go wrong at its next reply or the one after
        Position position = Position.parse("4444443222226533533");
        Solver referee = new Solver(64L << 20);
        int[] drawing = {4, 5, 6};
        for (int column : drawing) {
            assertEquals(0, -referee.solveWeak(position.play(column)));
        }
        int best = trapSetter(new Solver(16L << 20)).bestMoves(position, drawing, 0, System.nanoTime() + 600_000_000_000L);
        assertEquals(columns(drawing), best, Integer.toBinaryString(best));
    }
}
