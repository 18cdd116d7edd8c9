package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Analysis;
import java.util.function.Function;

/**
 * Why a wrong move fails: best play for both sides from the position it made, the side to move (the computer)
 * taking its fastest win (or keeping its draw), the other side defending with its slowest loss, each picking as
 * {@link Defence#reply} does; and how much of it a player can follow on the board ({@link #shownLength}).
 */
public final class Refutation {
    /** The most discs played out on the board before the rest is told in words (a double threat may add two). */
    public static final int SHOWN_DISCS = 8;

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

    /**
     * How many discs of {@code line} (from {@code position}) to play out so a player can follow them: all of it when
     * it ends within {@link #SHOWN_DISCS}; else, if the winner (who drops the line's last disc) makes a double threat
     * within them, up to that threat and the two discs after it (the one block and the disc that wins, unless the
     * loser holds the end off with threats of its own); else the first {@code SHOWN_DISCS}, ending on a winner's disc.
     * A line that does not end in a win (a draw kept) is cut at {@code SHOWN_DISCS}.
     */
    public static int shownLength(Position position, String line) {
        if (line.length() <= SHOWN_DISCS) {
            return line.length();
        }
        Position end = Position.parse(position.moves() + line);
        if (!end.isWon()) {
            return SHOWN_DISCS;
        }
        int winnersParity = (line.length() - 1) % 2;
        Position current = position;
        for (int ply = 0; ply < SHOWN_DISCS; ply++) {
            current = current.play(line.charAt(ply) - '1');
            if (ply % 2 == winnersParity && Themes.threatensTwice(current)) {
                return Math.min(line.length(), ply + 3);
            }
        }
        return SHOWN_DISCS % 2 == (winnersParity + 1) % 2 ? SHOWN_DISCS : SHOWN_DISCS - 1;
    }

    /** The winner's discs in {@code line} after the first {@code shown}: its moves still to the win, 0 if shown all. */
    public static int movesLeft(String line, int shown) {
        int winnersParity = (line.length() - 1) % 2;
        int left = 0;
        for (int ply = shown; ply < line.length(); ply++) {
            left += ply % 2 == winnersParity ? 1 : 0;
        }
        return left;
    }
}
