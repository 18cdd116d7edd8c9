package dev.connectfour.engine.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayers;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A puzzle's fixed rating, from what the engine can measure: its kind and N, how tempting the wrong moves are (how
 * often Medium, the look-ahead a casual player resembles, plays one, over {@value #TRIES} seeds), how many wrong
 * moves it tries, how many of the mover's moves are forcing (a threat the defender must answer at once, which makes
 * a line easy to follow), and whether the first move only blocks an immediate win. The rating is
 * {@link #WEIGHTS} · {@link #features}, on the ladder's scale (Easy 1000, Medium 1901): the weights are fitted by
 * letting the ladder's rungs try the shipped puzzles ({@code puzzles calibrate}, see {@code src/docs/puzzles.md}).
 */
public final class PuzzleRating {
    static final int TRIES = 8;
    public static final int MIN = 400;
    public static final int MAX = 2600;

    /** The names of {@link #features}, in order. */
    public static final List<String> FEATURES = List.of("base", "win-moves-after-first", "draw", "only-move",
            "medium-wrong-share", "wrong-columns-after-first", "forcing-moves", "only-blocks");

    /** The weight of each feature, as {@code puzzles calibrate} fitted them. */
    static final double[] WEIGHTS = {749, 190, 541, 334, 603, 32, 4, -290};

    private PuzzleRating() {
    }

    /** The rating of {@code puzzle} from its features, within {@value #MIN} to {@value #MAX}. */
    public static int of(Puzzle puzzle) {
        return rating(features(puzzle), WEIGHTS);
    }

    /** {@code weights} · {@code features}, rounded, within {@value #MIN} to {@value #MAX}. */
    public static int rating(double[] features, double[] weights) {
        double sum = 0;
        for (int i = 0; i < features.length; i++) {
            sum += features[i] * weights[i];
        }
        return (int) Math.max(MIN, Math.min(MAX, Math.round(sum)));
    }

    /** The weights {@link #of} uses, a copy. */
    public static double[] weights() {
        return WEIGHTS.clone();
    }

    /** The measures of {@code puzzle}, named by {@link #FEATURES}. */
    public static double[] features(Puzzle puzzle) {
        Position start = puzzle.position();
        int wrong = 0;
        Set<Integer> wrongColumns = new HashSet<>();
        for (int seed = 0; seed < TRIES; seed++) {
            int column = ComputerPlayers.create(ComputerLevel.MEDIUM, seed).chooseColumn(start);
            if (column != puzzle.solution()) {
                wrong++;
                wrongColumns.add(column);
            }
        }
        boolean onlyBlocks = !start.isWinningMove(puzzle.solution()) && start.pass().isWinningMove(puzzle.solution());
        return new double[] {
            1,
            puzzle.kind() == PuzzleKind.WIN ? puzzle.moves() - 1 : 0,
            puzzle.kind() == PuzzleKind.DRAW ? 1 : 0,
            puzzle.kind() == PuzzleKind.ONLY_MOVE ? 1 : 0,
            (double) wrong / TRIES,
            Math.max(0, wrongColumns.size() - 1),
            forcingMoves(puzzle),
            onlyBlocks ? 1 : 0,
        };
    }

    /** The mover's moves of the main line, the last excepted, after which the mover threatens to win at once. */
    private static int forcingMoves(Puzzle puzzle) {
        Position position = puzzle.position();
        int forcing = 0;
        for (int ply = 0; ply + 1 < puzzle.line().length(); ply++) {
            position = position.play(puzzle.lineColumn(ply));
            if (ply % 2 == 0) {
                Position moverAgain = position.pass();
                for (int column = 0; column < position.size().width(); column++) {
                    if (moverAgain.isWinningMove(column)) {
                        forcing++;
                        break;
                    }
                }
            }
        }
        return forcing;
    }
}
