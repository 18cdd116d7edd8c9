package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Analysis;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Why a wrong move fails: best play for both sides from the position it made, the side to move (the computer)
 * taking its fastest win (or keeping its draw), the other side defending with its slowest loss, each picking as
 * {@link Defence#reply} does; and how much of it a player can follow on the board ({@link #shownLength}). The line's
 * length follows from the wrong move's value ({@link #length}), so only the discs played out need solving.
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
     * The length of the line from {@code after}, read from the value of the wrong move that made it: a loss in N
     * ends on the computer's N-th disc (2N - 1 discs), a win in N on the player's N-th disc, the wrong one counted
     * (2N - 2), a draw on a full board.
     *
     * @param wrong the exact value of the wrong move for the player who made it
     */
    public static int length(Position after, Verdict wrong) {
        if (!wrong.isExact()) {
            throw new IllegalArgumentException("the line's length needs an exact value, not " + wrong);
        }
        return switch (wrong.outcome()) {
            case LOSS -> 2 * wrong.moves() - 1;
            case WIN -> 2 * wrong.moves() - 2;
            case DRAW -> after.freeCells();
        };
    }

    /**
     * How many discs of a line (from {@code position}) to play out so a player can follow them: all of it when it
     * ends within {@link #SHOWN_DISCS}; else, if the winner (who drops the line's last disc) makes a double threat
     * within them, up to that threat and the two discs after it (the one block and the disc that wins, unless the
     * loser holds the end off with threats of its own); else the first {@code SHOWN_DISCS}, ending on a winner's disc.
     * A line that does not end in a win (a draw kept) is cut at {@code SHOWN_DISCS}.
     *
     * <p>Decided from the line's first discs, {@code start}: empty while they do not suffice. They always suffice at
     * {@code SHOWN_DISCS + 2} discs, so the rest of the line is never needed.
     *
     * @param length the whole line's length ({@link #length})
     * @param won    whether the line ends in a win (else it keeps a draw)
     */
    public static OptionalInt shownLength(Position position, String start, int length, boolean won) {
        if (length <= SHOWN_DISCS) {
            return enough(start, length);
        }
        if (!won) {
            return enough(start, SHOWN_DISCS);
        }
        int winnersParity = (length - 1) % 2;
        int scanned = Math.min(start.length(), SHOWN_DISCS);
        Position current = position;
        for (int ply = 0; ply < scanned; ply++) {
            current = current.play(start.charAt(ply) - '1');
            if (ply % 2 == winnersParity && Themes.threatensTwice(current)) {
                return enough(start, Math.min(length, ply + 3));
            }
        }
        if (scanned < SHOWN_DISCS) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(SHOWN_DISCS % 2 == (winnersParity + 1) % 2 ? SHOWN_DISCS : SHOWN_DISCS - 1);
    }

    /** The winner's discs in a line of {@code length} after its first {@code shown}: its moves still to the win. */
    public static int movesLeft(int length, int shown) {
        int winnersParity = (length - 1) % 2;
        int left = 0;
        for (int ply = shown; ply < length; ply++) {
            left += ply % 2 == winnersParity ? 1 : 0;
        }
        return left;
    }

    private static OptionalInt enough(String start, int shown) {
        return start.length() >= shown ? OptionalInt.of(shown) : OptionalInt.empty();
    }
}
