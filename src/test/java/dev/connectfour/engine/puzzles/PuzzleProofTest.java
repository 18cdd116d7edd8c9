package dev.connectfour.engine.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The finder, the verifier, the defence and the refutation, on positions met in games between the levels. */
class PuzzleProofTest {
    private static final OpeningBook BOOK = OpeningBook.bundledOrEmpty();
    private static final BookedSolver SOLVER = new BookedSolver(BOOK, new Solver(16L << 20));
    private static final Function<Position, Analysis> VALUES = position -> SOLVER.analyze(position, false);

    private static Puzzle found(String moves) {
        return new PuzzleFinder(VALUES, BOOK::outcome).find(Position.parse(moves)).orElseThrow();
    }

    @ParameterizedTest
    @CsvSource({
        "44444246622215151, win, 3, 12333",
        "444442422622626661131175755, win, 1, 3",
        "444444326555533335737577772166, win, 5, 226226611",
        "44445644233322563, draw, 0, 6",
        "44444242232322, only-move, 0, 3"})
    void theFinderProvesThePuzzleAndItsLine(String moves, String kind, int n, String line) {
        Puzzle puzzle = found(moves);
        assertEquals(PuzzleKind.parse(kind), puzzle.kind());
        assertEquals(n, puzzle.moves());
        assertEquals(line, puzzle.line());
        assertEquals(List.of(), new PuzzleVerifier(VALUES).problems(puzzle));
    }

    @Test
    void aPositionWithTwoWinningMovesIsNoPuzzle() {
        // after 44444246622215 the first player has more than one winning move
        Position position = Position.parse("444442466222151");
        Analysis analysis = VALUES.apply(position);
        long wins = java.util.stream.IntStream.range(0, 7)
                .filter(c -> analysis.playable(c) && analysis.score(c) > 0).count();
        assertTrue(wins != 1 || analysis.bestScore() <= 0, analysis.toString());
        assertTrue(new PuzzleFinder(VALUES, BOOK::outcome).find(position).isEmpty());
    }

    @Test
    void theVerifierRejectsAWrongNAWrongSolutionAndAReplyThatIsNotASlowestLoss() {
        Puzzle puzzle = found("44444246622215151");
        PuzzleVerifier verifier = new PuzzleVerifier(VALUES);
        Puzzle shorter = new Puzzle(puzzle.position(), PuzzleKind.WIN, 2, 1500, Set.of(), "123");
        assertFalse(verifier.problems(shorter).isEmpty());
        Puzzle otherFirst = new Puzzle(puzzle.position(), PuzzleKind.WIN, 3, 1500, Set.of(), "22333");
        assertFalse(verifier.problems(otherFirst).isEmpty());
        Puzzle badReply = new Puzzle(puzzle.position(), PuzzleKind.WIN, 3, 1500, Set.of(), "13777");
        assertFalse(verifier.problems(badReply).isEmpty(), "3 loses faster than 1, 2, 5, 6 or 7");
        Puzzle asDraw = new Puzzle(puzzle.position(), PuzzleKind.DRAW, 0, 1500, Set.of(), "1");
        assertFalse(verifier.problems(asDraw).isEmpty());
    }

    @ParameterizedTest
    @CsvSource({"444444326555533335737577772166", "44444246622215151", "4444445623333555531513767761116177"})
    void theDefenceAlwaysPicksASlowestLoss(String moves) {
        Puzzle puzzle = found(moves);
        Position position = puzzle.position();
        for (int ply = 0; ply + 1 < puzzle.line().length(); ply += 2) {
            Position defender = position.play(puzzle.lineColumn(ply));
            Analysis defence = VALUES.apply(defender);
            int reply = Defence.reply(defence);
            assertEquals(defence.bestScore(), defence.score(reply), "after " + defender.moves());
            assertTrue(defence.bestScore() < 0, "the defender is lost after " + defender.moves());
            assertEquals(puzzle.lineColumn(ply + 1), reply, "the line follows the defence");
            position = defender.play(reply);
        }
    }

    @Test
    void aWrongMovesRefutationIsARealWinningLine() {
        Puzzle puzzle = found("444444326555533335737577772166");
        Position start = puzzle.position();
        Player mover = start.toMove();
        Analysis root = VALUES.apply(start);
        int refuted = 0;
        for (int column = 0; column < 7; column++) {
            if (!root.playable(column) || Defence.verdict(root, column).outcome() != OpeningBook.Outcome.LOSS) {
                continue;
            }
            Position wrong = start.play(column);
            String line = Refutation.line(VALUES, wrong, 42);
            Position end = Position.parse(wrong.moves() + line);
            assertTrue(end.isWon(), "the refutation of " + (column + 1) + " ends in a win: " + line);
            assertEquals(mover.opponent(), end.winner().orElseThrow());
            Position position = wrong;
            for (int ply = 0; ply < line.length(); ply++) {
                Analysis analysis = VALUES.apply(position);
                int played = line.charAt(ply) - '1';
                assertEquals(analysis.bestScore(), analysis.score(played), "best play after " + position.moves());
                position = position.play(played);
            }
            refuted++;
        }
        assertTrue(refuted > 0);
    }

    @Test
    void theThemesAreThoseOnTheBoard() {
        assertTrue(found("444444562").themes().containsAll(Set.of(Theme.BLOCK, Theme.OPENING)));
        assertTrue(found("44445644233322563").themes().contains(Theme.VERTICAL_THREE));
        assertTrue(found("44444246622215151").themes().contains(Theme.DOUBLE_THREAT));
        assertFalse(found("44444242232322").themes().contains(Theme.OPENING));
    }

    @Test
    void theVerdictOfTheOnlyMoveIsALongResistance() {
        Puzzle puzzle = found("44444242232322");
        Verdict verdict = Defence.verdict(VALUES.apply(puzzle.position()), puzzle.solution());
        assertTrue(verdict.moves() >= PuzzleRules.LONG_RESISTANCE, verdict.toString());
    }
}
