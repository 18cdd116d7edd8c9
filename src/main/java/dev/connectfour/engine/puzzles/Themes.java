package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import java.util.EnumSet;
import java.util.Set;

/**
 * Tags a puzzle's themes from its position and main line, by rules a player can check on the board (see
 * {@link Theme}); the mover is the side to move in the puzzle's position.
 */
public final class Themes {
    private Themes() {
    }

    /**
     * The themes of {@code puzzle}.
     *
     * @param opening whether the opening book knows the position
     */
    public static Set<Theme> of(Puzzle puzzle, boolean opening) {
        Set<Theme> themes = EnumSet.noneOf(Theme.class);
        Position start = puzzle.position();
        if (opening) {
            themes.add(Theme.OPENING);
        }
        int solution = puzzle.solution();
        if (!start.isWinningMove(solution) && start.pass().isWinningMove(solution)) {
            themes.add(Theme.BLOCK);
        }
        Position position = start;
        for (int ply = 0; ply < puzzle.line().length(); ply++) {
            int column = puzzle.lineColumn(ply);
            Position after = position.play(column);
            if (ply % 2 == 0 && !after.isGameOver()) {
                moverThemes(after, column, themes);
            }
            position = after;
        }
        if (puzzle.kind() == PuzzleKind.WIN && cashedByZugzwang(start, puzzle.line())) {
            themes.add(Theme.ZUGZWANG);
        }
        return themes;
    }

    /** Themes of a mover's disc just dropped in {@code column}; {@code after} has the defender to move. */
    private static void moverThemes(Position after, int column, Set<Theme> themes) {
        Position moverAgain = after.pass();
        if (threatensTwice(after)) {
            themes.add(Theme.DOUBLE_THREAT);
        }
        if (moverAgain.isWinningMove(column)) {
            themes.add(Theme.SACRIFICE);
        }
        int row = after.height(column) - 1;
        Player mover = after.toMove().opponent();
        if (row >= 2 && row + 1 < after.size().height()
                && after.discAt(column, row - 1).orElse(null) == mover
                && after.discAt(column, row - 2).orElse(null) == mover) {
            themes.add(Theme.VERTICAL_THREE);
        }
    }

    /**
     * True when the side that dropped the last disc of {@code after} (the other side to move) could connect four in
     * two columns at once, or in one column and the cell above it: one disc cannot stop both.
     */
    static boolean threatensTwice(Position after) {
        Position moverAgain = after.pass();
        int threats = 0;
        boolean stacked = false;
        for (int c = 0; c < after.size().width(); c++) {
            if (moverAgain.isWinningMove(c)) {
                threats++;
                Position blocked = after.play(c);
                stacked |= !blocked.isGameOver() && blocked.isWinningMove(c);
            }
        }
        return threats >= 2 || stacked;
    }

    /**
     * True when the winning disc lands on a cell the defender opened by playing right under it while the mover
     * threatened nothing at once elsewhere: no direct threat forced that reply, zugzwang did.
     */
    private static boolean cashedByZugzwang(Position start, String line) {
        if (line.length() < 3) {
            return false;
        }
        int winColumn = line.charAt(line.length() - 1) - '1';
        int lastReply = line.charAt(line.length() - 2) - '1';
        if (winColumn != lastReply) {
            return false;
        }
        Position beforeReply = Position.parse(start.moves() + line.substring(0, line.length() - 2));
        Position moverToMove = beforeReply.pass();
        for (int column = 0; column < beforeReply.size().width(); column++) {
            if (moverToMove.isWinningMove(column)) {
                return false;
            }
        }
        return true;
    }
}
