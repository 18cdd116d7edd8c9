package dev.connectfour.cli.puzzles;

import dev.connectfour.cli.puzzles.LevelTrials.Trial;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.engine.puzzles.Finding;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import dev.connectfour.engine.puzzles.PuzzleRating;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Calibrates a puzzle file's ratings against the ladder: lets the rungs try every puzzle not yet tried
 * ({@link LevelTrials}, resumable), fits the feature weights and each puzzle's rating ({@link RatingFit}), and
 * writes the ratings into the file (its comments kept). It prints the weights for {@link PuzzleRating}, and per
 * rung how often it solved, per bracket the mean rating before and after.
 */
public final class Calibration {
    /** What to do: the puzzle file (rewritten), the trials file, the rungs 1 to {@code rungs}, tries per rung. */
    public record Settings(Path puzzles, Path trials, int rungs, int seeds) {
    }

    private final Settings settings;
    private final PrintStream log;

    public Calibration(Settings settings, PrintStream log) {
        this.settings = settings;
        this.log = log;
    }

    public void run() throws IOException {
        String text = Files.readString(settings.puzzles(), StandardCharsets.UTF_8);
        List<Puzzle> puzzles = PuzzleFile.read(new StringReader(text));
        LevelTrials trials = LevelTrials.open(settings.trials(), settings.rungs(), settings.seeds());
        int tried = 0;
        for (Puzzle puzzle : puzzles) {
            if (trials.of(puzzle.id()) == null) {
                trials.tryPuzzle(puzzle, settings.trials());
                if (++tried % 50 == 0) {
                    log.println("calibrate: " + tried + " puzzles tried");
                }
            }
        }
        List<Trial> used = puzzles.stream().map(puzzle -> trials.of(puzzle.id())).toList();
        double[] weights = RatingFit.weights(used, trials.seeds());
        log.println("calibrate: " + used.size() + " puzzles, " + trials.rungs() + " rungs, " + trials.seeds()
                + " tries each; the weights (" + String.join(", ", PuzzleRating.FEATURES) + "):");
        log.println("  {" + Arrays.stream(weights).mapToObj(w -> String.valueOf((long) w))
                .collect(Collectors.joining(", ")) + "}");
        reportRungs(used, trials);
        List<Puzzle> rated = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            Puzzle old = puzzles.get(i);
            rated.add(new Puzzle(old.position(), old.kind(), old.moves(),
                    RatingFit.rating(used.get(i), weights, trials.seeds()), old.themes(), old.line()));
        }
        reportBrackets(puzzles, rated);
        write(text, rated);
    }

    private void reportRungs(List<Trial> used, LevelTrials trials) {
        for (int rung = 0; rung < trials.rungs(); rung++) {
            int index = rung;
            long solved = used.stream().mapToLong(trial -> trial.solves()[index]).sum();
            log.printf("  rung %-12s %4d solved %5.1f %%%n", Ladder.rung(rung + 1).name(),
                    Ladder.rung(rung + 1).rating(), 100.0 * solved / Math.max(1, (long) used.size() * trials.seeds()));
        }
    }

    private void reportBrackets(List<Puzzle> before, List<Puzzle> after) {
        Map<String, double[]> sums = new TreeMap<>();
        for (int i = 0; i < before.size(); i++) {
            double[] sum = sums.computeIfAbsent(Finding.bracket(before.get(i)), key -> new double[3]);
            sum[0]++;
            sum[1] += before.get(i).rating();
            sum[2] += after.get(i).rating();
        }
        sums.forEach((bracket, sum) -> log.printf("  %-10s %5d puzzles, mean rating %5.0f before, %5.0f after%n",
                bracket, (long) sum[0], sum[1] / sum[0], sum[2] / sum[0]));
    }

    /** Rewrites the puzzle file: its comment and blank lines as they were, each puzzle's line with its new rating. */
    private void write(String text, List<Puzzle> rated) throws IOException {
        StringBuilder out = new StringBuilder();
        int next = 0;
        for (String line : text.split("\n", -1)) {
            if (line.isBlank() || line.startsWith("#")) {
                out.append(line).append('\n');
            } else {
                out.append(PuzzleFile.line(rated.get(next++))).append('\n');
            }
        }
        String result = out.toString().replaceAll("\n+$", "\n");
        Path fresh = settings.puzzles().resolveSibling(settings.puzzles().getFileName() + ".new");
        Files.writeString(fresh, result, StandardCharsets.UTF_8);
        Files.move(fresh, settings.puzzles(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
