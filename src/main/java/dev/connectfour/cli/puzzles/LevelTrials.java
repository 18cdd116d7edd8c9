package dev.connectfour.cli.puzzles;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleRating;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The ladder's rungs trying the puzzles, and the file that keeps what they did: a rung solves a puzzle when it plays
 * the right move at every one of the mover's steps of the main line, the defence answering as in the game (the
 * line's replies). Each of the first {@code rungs} rungs tries each puzzle once per seed. The file, one puzzle a
 * line after a header {@code rungs R seeds S}: {@code MOVES FEATURES SOLVES}, FEATURES the puzzle's
 * {@link PuzzleRating#features} and SOLVES each rung's solves out of S, both comma-separated; {@code #} lines are
 * comments. A puzzle's line is appended once all its tries are done, so an interrupted run loses one puzzle at most.
 */
final class LevelTrials {
    /** What the rungs did with one puzzle. */
    record Trial(String moves, double[] features, int[] solves) {
    }

    private final int rungs;
    private final int seeds;
    private final Map<String, Trial> trials;

    private LevelTrials(int rungs, int seeds, Map<String, Trial> trials) {
        this.rungs = rungs;
        this.seeds = seeds;
        this.trials = trials;
    }

    int rungs() {
        return rungs;
    }

    int seeds() {
        return seeds;
    }

    /** The trial of the puzzle whose position is {@code moves}, null if it was not tried. */
    Trial of(String moves) {
        return trials.get(moves);
    }

    /** Every trial, in file order. */
    List<Trial> all() {
        return List.copyOf(trials.values());
    }

    /**
     * Reads {@code file}, or starts it with the header when it does not exist.
     *
     * @throws IllegalArgumentException naming the line of a line it cannot read, or a header other than asked
     */
    static LevelTrials open(Path file, int rungs, int seeds) throws IOException {
        if (!Files.exists(file)) {
            Files.writeString(file, "# The ladder's rungs trying the puzzles ('puzzles calibrate'): MOVES FEATURES SOLVES,"
                    + " see src/docs/puzzles.md.\nrungs " + rungs + " seeds " + seeds + "\n", StandardCharsets.UTF_8);
        }
        LevelTrials read = read(file);
        if (read.rungs != rungs || read.seeds != seeds) {
            throw new IllegalArgumentException(file + " holds tries of " + read.rungs + " rungs with " + read.seeds
                    + " seeds, not " + rungs + " with " + seeds);
        }
        return read;
    }

    /** Reads {@code file}. @throws IllegalArgumentException naming the line of a line it cannot read */
    static LevelTrials read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int rungs = -1;
        int seeds = -1;
        Map<String, Trial> trials = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(" ");
            try {
                if (fields[0].equals("rungs") && fields.length == 4 && fields[2].equals("seeds")) {
                    rungs = Integer.parseInt(fields[1]);
                    seeds = Integer.parseInt(fields[3]);
                    continue;
                }
                if (fields.length != 3 || rungs < 0) {
                    throw new IllegalArgumentException("expected MOVES FEATURES SOLVES after the header");
                }
                double[] features = Arrays.stream(fields[1].split(",")).mapToDouble(Double::parseDouble).toArray();
                int[] solves = Arrays.stream(fields[2].split(",")).mapToInt(Integer::parseInt).toArray();
                if (features.length != PuzzleRating.FEATURES.size() || solves.length != rungs) {
                    throw new IllegalArgumentException("expected " + PuzzleRating.FEATURES.size() + " features and "
                            + rungs + " solve counts");
                }
                trials.put(Position.parse(fields[0]).moves(), new Trial(fields[0], features, solves));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (rungs < 0) {
            throw new IllegalArgumentException(file + ": no 'rungs R seeds S' header");
        }
        return new LevelTrials(rungs, seeds, trials);
    }

    /** Lets the rungs try {@code puzzle} and appends the trial to {@code file}. */
    Trial tryPuzzle(Puzzle puzzle, Path file) throws IOException {
        int[] solves = new int[rungs];
        for (int rung = 1; rung <= rungs; rung++) {
            for (int seed = 0; seed < seeds; seed++) {
                ComputerPlayer player = ComputerPlayers.create(Ladder.rung(rung).level(), seed);
                solves[rung - 1] += solves(player, puzzle) ? 1 : 0;
            }
        }
        Trial trial = new Trial(puzzle.id(), PuzzleRating.features(puzzle), solves);
        Files.writeString(file, line(trial) + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        trials.put(trial.moves(), trial);
        return trial;
    }

    /** Whether {@code player} plays the mover's move of the main line at every step. */
    static boolean solves(ComputerPlayer player, Puzzle puzzle) {
        Position position = puzzle.position();
        for (int ply = 0; ply < puzzle.line().length(); ply += 2) {
            if (player.chooseColumn(position) != puzzle.lineColumn(ply)) {
                return false;
            }
            position = position.play(puzzle.lineColumn(ply));
            if (ply + 1 < puzzle.line().length()) {
                position = position.play(puzzle.lineColumn(ply + 1));
            }
        }
        return true;
    }

    private static String line(Trial trial) {
        return trial.moves() + " " + Arrays.stream(trial.features()).mapToObj(LevelTrials::number)
                .collect(Collectors.joining(",")) + " "
                + Arrays.stream(trial.solves()).mapToObj(String::valueOf).collect(Collectors.joining(","));
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
