package dev.connectfour.engine.players;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import java.util.Arrays;

/** The moves Hard, its traps and the book generator think about: those that do not lose at once. */
public final class SensibleMoves {
    private SensibleMoves() {
    }

    /**
     * The moves worth searching, best guess first: those that neither hand the opponent an immediate
     * win nor ignore its one threat, ordered by the win-lines evaluation after the move, centre first
     * among equals. Empty when every move loses at once (two threats, or only moves under one).
     * Assumes the side to move cannot win at once.
     */
    public static int[] of(LineGeometry geometry, Position position) {
        long mine = position.currentStones();
        long mask = position.occupied();
        long theirs = mine ^ mask;
        int threats = geometry.winningColumns(theirs, mask);
        if (Integer.bitCount(threats) > 1) {
            return new int[0];
        }
        int[] columns = new int[geometry.width()];
        int[] scores = new int[geometry.width()];
        int count = 0;
        for (int i = 0; i < geometry.width(); i++) {
            int column = geometry.columnInOrder(i);
            if (!geometry.canPlay(mask, column) || (threats != 0 && (threats & (1 << column)) == 0)) {
                continue;
            }
            long move = geometry.moveBit(mask, column);
            long newMask = mask | move;
            if (geometry.canPlay(newMask, column) && geometry.completesFour(theirs, newMask, column)) {
                continue; // the opponent would connect four on top of it
            }
            int score = MediumPlayer.evaluate(geometry, mine | move, theirs);
            int at = count++;
            while (at > 0 && scores[at - 1] < score) { // stable: centre first among equals
                columns[at] = columns[at - 1];
                scores[at] = scores[at - 1];
                at--;
            }
            columns[at] = column;
            scores[at] = score;
        }
        return Arrays.copyOf(columns, count);
    }
}
