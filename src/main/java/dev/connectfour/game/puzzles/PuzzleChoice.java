package dev.connectfour.game.puzzles;

import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleKind;
import dev.connectfour.engine.puzzles.Theme;
import java.util.function.Predicate;

/** What the player asks the next puzzle to be: any, a kind and length, or a theme. */
public enum PuzzleChoice {
    ANY(puzzle -> true),
    WIN_1(puzzle -> wins(puzzle, 1, 1)),
    WIN_2(puzzle -> wins(puzzle, 2, 2)),
    WIN_3_4(puzzle -> wins(puzzle, 3, 4)),
    WIN_5_7(puzzle -> wins(puzzle, 5, 7)),
    WIN_8_PLUS(puzzle -> wins(puzzle, 8, Integer.MAX_VALUE)),
    ONLY_MOVE(puzzle -> puzzle.kind() == PuzzleKind.ONLY_MOVE),
    DRAW(puzzle -> puzzle.kind() == PuzzleKind.DRAW),
    DOUBLE_THREAT(Theme.DOUBLE_THREAT),
    ZUGZWANG(Theme.ZUGZWANG),
    VERTICAL_THREE(Theme.VERTICAL_THREE),
    BLOCK(Theme.BLOCK),
    SACRIFICE(Theme.SACRIFICE),
    OPENING(Theme.OPENING);

    private final Predicate<Puzzle> accepts;

    PuzzleChoice(Predicate<Puzzle> accepts) {
        this.accepts = accepts;
    }

    PuzzleChoice(Theme theme) {
        this(puzzle -> puzzle.themes().contains(theme));
    }

    /** True if {@code puzzle} is of this choice. */
    public boolean accepts(Puzzle puzzle) {
        return accepts.test(puzzle);
    }

    private static boolean wins(Puzzle puzzle, int from, int to) {
        return puzzle.kind() == PuzzleKind.WIN && puzzle.moves() >= from && puzzle.moves() <= to;
    }
}
