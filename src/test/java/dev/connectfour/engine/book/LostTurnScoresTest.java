package dev.connectfour.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The positions after a lost turn that the book cannot hold, and the exact scores the game ships for the
 * earliest of them.
 */
class LostTurnScoresTest {
    private static final BoardSize SIZE = BoardSize.STANDARD;

    private final OpeningBook book = OpeningBook.bundledOrEmpty();
    private final List<String> shippedLines = shippedLines();
    private final LostTurnScores shipped = read(String.join("\n", shippedLines));
    /** The shipped positions, each as its line names it. */
    private final List<Position> shippedPositions = shippedLines.stream().map(line -> Position.parse(line.split(" ")[1])).toList();

    private static List<String> shippedLines() {
        try (InputStream in = LostTurnScores.class.getResourceAsStream(LostTurnScores.RESOURCE)) {
            assertTrue(in != null, "no " + LostTurnScores.RESOURCE);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static LostTurnScores read(String lines) {
        try {
            return LostTurnScores.read(new StringReader(lines), SIZE);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void afterTheFirstDiscAndItsLostAnswerFourPositionsAreNewAndTwentyAfterTwoDiscs() {
        PositionLevels levels = PositionLevels.afterALostTurn(SIZE, 2);
        assertEquals(0, levels.level(0).size()); // the first player's pass: the empty board, the second to move
        // the first player's disc in one of 7 columns (4 up to mirror images), the second player's turn lost
        assertEquals(4, levels.level(1).size());
        // the first player's 2 discs (16 up to mirror images), and, after its own lost turn, the second
        // player to move with its disc right on top of the first player's (4)
        assertEquals(20, levels.level(2).size());
    }

    @Test
    void theBookHoldsEveryPositionAfterALostTurnButThose() {
        int discs = 5;
        PositionLevels ordinary = PositionLevels.upTo(SIZE, discs);
        PositionLevels lost = PositionLevels.afterALostTurn(SIZE, discs);
        for (int level = 1; level <= discs; level++) {
            for (Position position : lost.level(level).values()) {
                assertTrue(book.outcome(position).isEmpty(), position.moves());
            }
            for (Position position : ordinary.level(level).values()) {
                Position passed = position.pass();
                assertTrue(book.outcome(passed).isPresent() != lost.level(level).containsKey(passed.symmetricKey()),
                        passed.moves());
            }
        }
    }

    /** The levels shipped complete: every column of a position after a lost turn with up to 8 discs is exact at once. */
    private static final int COMPLETE_LEVELS = 9;

    /**
     * Every shipped score is of a position the book cannot hold, the first {@value #COMPLETE_LEVELS} levels
     * and every level but the deepest (whose run may be in progress) are complete, and where a position's
     * children are known (these scores, the book's exact layer) its score is its best child's.
     */
    @Test
    void everyShippedScoreIsOfAPositionTheBookCannotHoldAndAgreesWithItsChildren() {
        int deepest = shippedPositions.stream().mapToInt(Position::moveCount).max().orElseThrow();
        PositionLevels levels = PositionLevels.afterALostTurn(SIZE, deepest);
        for (Position position : shippedPositions) {
            assertTrue(levels.level(position.moveCount()).containsKey(position.symmetricKey()), position.moves());
        }
        assertTrue(deepest >= COMPLETE_LEVELS, "the deepest level shipped has " + deepest + " discs");
        for (int discs = 1; discs < Math.max(deepest, COMPLETE_LEVELS + 1); discs++) {
            for (Position position : levels.level(discs).values()) {
                assertTrue(shipped.score(position).isPresent() || !shippedAt(discs), position.moves());
            }
        }
        List<String> disagreements = new ArrayList<>();
        for (Position position : shippedPositions) {
            OptionalInt best = fromChildren(position);
            if (best.isPresent() && best.getAsInt() != shipped.score(position).getAsInt()) {
                disagreements.add(position.moves() + ": " + shipped.score(position).getAsInt() + ", its children say " + best.getAsInt());
            }
        }
        assertEquals(List.of(), disagreements);
    }

    /** True if some score of {@code discs} discs is shipped. */
    private boolean shippedAt(int discs) {
        return shippedPositions.stream().anyMatch(position -> position.moveCount() == discs);
    }

    /** Negamax over the children if every child's score is known, else empty. */
    private OptionalInt fromChildren(Position position) {
        int best = Integer.MIN_VALUE;
        for (int column = 0; column < SIZE.width(); column++) {
            if (position.canPlay(column)) {
                if (position.isWinningMove(column)) {
                    return OptionalInt.of((position.freeCells() + 1) / 2);
                }
                OptionalInt known = known(position.play(column));
                if (known.isEmpty()) {
                    return OptionalInt.empty();
                }
                best = Math.max(best, -known.getAsInt());
            }
        }
        return OptionalInt.of(best);
    }

    private OptionalInt known(Position position) {
        OptionalInt score = shipped.score(position);
        return score.isPresent() ? score : book.score(position);
    }

    @Test
    void everyShippedLineIsFoundByItsPositionAndItsMirrorImageAndNoOtherIs() {
        assertEquals(shippedLines.size(), shipped.size());
        for (int i = 0; i < shippedLines.size(); i += 97) {
            Position position = shippedPositions.get(i);
            OptionalInt score = OptionalInt.of(Integer.parseInt(shippedLines.get(i).split(" ")[2]));
            assertEquals(score, shipped.score(position), position.moves());
            assertEquals(score, shipped.score(position.mirror()), position.moves() + " mirrored");
        }
        assertEquals(OptionalInt.empty(), shipped.score(Position.parse("44"))); // an ordinary position: the book's
        assertEquals(OptionalInt.empty(), shipped.score(Position.parse(BoardSize.parse("6x5"), "3-")));
        LostTurnScores small = read("X 4-4 -1\nX 1- 3\n");
        assertEquals(OptionalInt.of(-1), small.score(Position.parse("4-4")));
        assertEquals(OptionalInt.of(3), small.score(Position.parse("7-")));
        assertEquals(OptionalInt.empty(), small.score(Position.parse("3-")));
    }

    @Test
    void aBadLineIsNamed() {
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> LostTurnScores.read(new StringReader("X 4-4 -1\nX 4-8 1\n"), SIZE));
        assertTrue(bad.getMessage().startsWith("line 2 'X 4-8 1'"), bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> LostTurnScores.read(new StringReader("X 4-4 30\n"), SIZE));
    }
}
