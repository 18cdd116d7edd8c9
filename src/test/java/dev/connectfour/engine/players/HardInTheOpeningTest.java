package dev.connectfour.engine.players;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.search.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Hard with the shipped book keeps the outcome from any opening position, not only from those of its
 * own lines: 200 positions of 0 to 8 discs reached by random play (a fixed sample), each judged by the
 * book's outcome before the move and after it (after an 8-disc position, by a solve).
 */
class HardInTheOpeningTest {
    private static final int POSITIONS = 200;

    @Test
    void keepsTheOutcomeFromTwoHundredRandomOpeningPositions() {
        OpeningBook book = OpeningBook.bundledOrEmpty();
        ComputerPlayer hard = HardPlayer.withBundledBook(7, ComputerPlayers.DEFAULT_TIME_LIMIT_MILLIS);
        Solver judge = new Solver(64L << 20);
        SplittableRandom random = new SplittableRandom(20261124);
        List<String> spoiled = new ArrayList<>();
        for (int i = 0; i < POSITIONS; i++) {
            Position position = randomPosition(i % 9, random);
            int column = hard.chooseColumn(position);
            Outcome before = book.lookup(position).orElseThrow().outcome();
            Outcome after;
            if (position.isWinningMove(column)) {
                after = Outcome.WIN;
            } else {
                Position child = position.play(column);
                after = book.lookup(child).map(entry -> entry.outcome().opposite())
                        .orElseGet(() -> Outcome.ofScore(judge.solveWeak(child)).opposite());
            }
            if (after != before) {
                spoiled.add(position.moves() + " column " + (column + 1) + ": " + before + " -> " + after);
            }
        }
        assertEquals(List.of(), spoiled);
    }

    /** A position of {@code discs} discs reached by random moves, none of them a four. */
    private static Position randomPosition(int discs, SplittableRandom random) {
        while (true) {
            Position position = Position.empty(BoardSize.STANDARD);
            while (position.moveCount() < discs) {
                int column = random.nextInt(7);
                if (!position.canPlay(column) || position.isWinningMove(column)) {
                    break;
                }
                position = position.play(column);
            }
            if (position.moveCount() == discs) {
                return position;
            }
        }
    }
}
