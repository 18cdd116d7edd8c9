package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Analysis;
import java.util.function.Function;

/**
 * Why a wrong move fails: best play for both sides from the position it made, the side to move (the computer)
 * taking its fastest win (or keeping its draw), the other side defending with its slowest loss, each picking as
 * {@link Defence#reply} does.
 */
public final class Refutation {
    private Refutation() {
    }

    /**
     * The line from {@code position} as a move string: until the game ends, or {@code maxPlies} discs.
     *
     * @param values every column's exact score of a position
     */
    public static String line(Function<Position, Analysis> values, Position position, int maxPlies) {
        StringBuilder line = new StringBuilder();
        Position current = position;
        while (!current.isGameOver() && line.length() < maxPlies) {
            int column = Defence.reply(values.apply(current));
            line.append((char) ('1' + column));
            current = current.play(column);
        }
        return line.toString();
    }
}
