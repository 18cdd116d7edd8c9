package dev.connectfour.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Fits ratings to the ladder's games (Bradley–Terry on the Elo scale, a draw counting half a win, as
 * BayesElo does without its colour term): the games of each match are in {@code FIRST-SECOND.games}
 * (the {@code match --games-file} format, names as in {@code ladder}). Each pair that met also gets
 * {@value #PRIOR_DRAWS} virtual draws, BayesElo's prior, so a one-sided pair still has a finite gap.
 * The colours cancel out because every pair played as many games each way.
 */
final class LadderFit {
    static final double PRIOR_DRAWS = 2;
    private static final int ITERATIONS = 10_000;

    private LadderFit() {
    }

    /**
     * The fitted rating of every name met in {@code dir}'s games, {@code anchor} at {@code anchorRating}.
     *
     * @throws IllegalArgumentException if a file's name or a line is not a game of the ladder's
     */
    static Map<String, Double> fit(Path dir, String anchor, double anchorRating) throws IOException {
        Map<String, Integer> index = new LinkedHashMap<>();
        Map<Long, double[]> pairs = new LinkedHashMap<>(); // (i, j) with i < j -> {games, score of i}
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.games")) {
            for (Path file : files) {
                String[] names = file.getFileName().toString().replace(".games", "").split("-");
                if (names.length != 2) {
                    throw new IllegalArgumentException(file + ": expected FIRST-SECOND.games");
                }
                int first = index.computeIfAbsent(names[0], name -> index.size());
                int second = index.computeIfAbsent(names[1], name -> index.size());
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    String[] fields = line.split(" ");
                    double firstScore = switch (fields[fields.length - 1]) {
                        case "first" -> 1;
                        case "second" -> 0;
                        case "draw" -> 0.5;
                        default -> throw new IllegalArgumentException(file + ": not a game: " + line);
                    };
                    int low = Math.min(first, second);
                    double[] pair = pairs.computeIfAbsent((long) low << 32 | Math.max(first, second), key -> new double[2]);
                    pair[0]++;
                    pair[1] += low == first ? firstScore : 1 - firstScore;
                }
            }
        }
        if (!index.containsKey(anchor)) {
            throw new IllegalArgumentException("no games of " + anchor + " in " + dir);
        }
        double[] strength = minorizeMaximize(index.size(), pairs);
        double anchorLog = Math.log10(strength[index.get(anchor)]);
        Map<String, Double> ratings = new LinkedHashMap<>();
        index.forEach((name, i) -> ratings.put(name, anchorRating + 400 * (Math.log10(strength[i]) - anchorLog)));
        return ratings;
    }

    /** Hunter's MM iteration for Bradley–Terry strengths, the prior's draws included. */
    private static double[] minorizeMaximize(int players, Map<Long, double[]> pairs) {
        double[] strength = new double[players];
        Arrays.fill(strength, 1);
        for (int iteration = 0; iteration < ITERATIONS; iteration++) {
            double[] wins = new double[players];
            double[] denominator = new double[players];
            for (Map.Entry<Long, double[]> pair : pairs.entrySet()) {
                int i = (int) (pair.getKey() >>> 32);
                int j = (int) (long) pair.getKey();
                double games = pair.getValue()[0] + PRIOR_DRAWS;
                double iScore = pair.getValue()[1] + PRIOR_DRAWS / 2;
                wins[i] += iScore;
                wins[j] += games - iScore;
                denominator[i] += games / (strength[i] + strength[j]);
                denominator[j] += games / (strength[i] + strength[j]);
            }
            double logSum = 0;
            for (int i = 0; i < players; i++) {
                strength[i] = wins[i] / denominator[i];
                logSum += Math.log(strength[i]);
            }
            double scale = Math.exp(-logSum / players); // keeps the strengths near 1
            for (int i = 0; i < players; i++) {
                strength[i] *= scale;
            }
        }
        return strength;
    }
}
