package dev.connectfour.cli.puzzles;

import dev.connectfour.engine.puzzles.Finding;
import dev.connectfour.engine.puzzles.Finding.Rejection;
import dev.connectfour.engine.puzzles.Theme;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a generation met, per bracket: the positions offered ({@value #MET}), the puzzles taken ({@value #ACCEPTED})
 * and, for the others, why: the finder's {@link Rejection}s, or {@value #FULL} (proven, but its bracket and all its
 * themes already held enough). Per theme: the puzzles taken and those left out as full. Positions met before (or
 * their mirrors) are counted apart, as repeats. Kept in the progress file, so a resumed run counts on.
 */
final class Tally {
    static final String MET = "met";
    static final String ACCEPTED = "accepted";
    static final String FULL = "full";

    /** The spread: each win length 150, each kind 300 (a win's kind is the sum of its lengths). */
    private static final Map<String, Integer> BRACKET_TARGETS = Map.of("win-1", 150, "win-2", 150, "win-3-4", 150,
            "win-5-7", 150, "win-8+", 150, "draw", 300, "only-move", 300);
    /** The spread: each theme 100. */
    static final int THEME_TARGET = 100;

    private final Map<String, Map<String, Integer>> brackets = new LinkedHashMap<>();
    private final Map<Theme, Map<String, Integer>> themes = new EnumMap<>(Theme.class);
    private long repeats;

    Tally() {
        for (String bracket : Finding.BRACKETS) {
            brackets.put(bracket, new LinkedHashMap<>());
        }
        for (Theme theme : Theme.values()) {
            themes.put(theme, new LinkedHashMap<>());
        }
    }

    /** The columns of the bracket table after {@value #MET} and {@value #ACCEPTED}: every reason, in order. */
    static List<String> reasons() {
        List<String> reasons = new ArrayList<>();
        for (Rejection rejection : Rejection.values()) {
            reasons.add(rejection.id());
        }
        reasons.add(FULL);
        return reasons;
    }

    /** The target count of {@code bracket} in the set, 0 for none. */
    static int target(String bracket) {
        return BRACKET_TARGETS.getOrDefault(bracket, 0);
    }

    /** A position met before, or its mirror: not offered again. */
    void repeat() {
        repeats++;
    }

    /** One position offered: {@code taken} when its puzzle joined the set; a proven puzzle not taken is full. */
    void count(Finding finding, boolean taken) {
        Map<String, Integer> row = brackets.get(finding.bracket());
        row.merge(MET, 1, Integer::sum);
        String outcome = finding.puzzle().isEmpty() ? finding.rejection().id() : taken ? ACCEPTED : FULL;
        row.merge(outcome, 1, Integer::sum);
        finding.puzzle().ifPresent(puzzle -> puzzle.themes().forEach(theme ->
                themes.get(theme).merge(taken ? ACCEPTED : FULL, 1, Integer::sum)));
    }

    long count(String bracket, String outcome) {
        return brackets.get(bracket).getOrDefault(outcome, 0);
    }

    long count(Theme theme, String outcome) {
        return themes.get(theme).getOrDefault(outcome, 0);
    }

    long repeats() {
        return repeats;
    }

    /** The tally as progress-file lines: {@code bracket B OUTCOME N}, {@code theme T OUTCOME N}, {@code repeats N}. */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        brackets.forEach((bracket, row) -> row.forEach((outcome, n) -> lines.add("bracket " + bracket + " " + outcome
                + " " + n)));
        themes.forEach((theme, row) -> row.forEach((outcome, n) -> lines.add("theme " + theme.id() + " " + outcome
                + " " + n)));
        lines.add("repeats " + repeats);
        return lines;
    }

    /** Reads {@link #lines()} back. @throws IllegalArgumentException naming a line it cannot read */
    static Tally parse(List<String> lines) {
        Tally tally = new Tally();
        for (String line : lines) {
            String[] fields = line.strip().split(" ");
            try {
                switch (fields[0]) {
                    case "bracket" -> tally.brackets.get(known(fields[1])).put(fields[2], count(fields[3]));
                    case "theme" -> tally.themes.get(Theme.parse(fields[1])).put(fields[2], count(fields[3]));
                    case "repeats" -> tally.repeats = Long.parseLong(fields[1]);
                    default -> throw new IllegalArgumentException("unknown entry");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("cannot read the tally line '" + line + "': " + e.getMessage(), e);
            }
        }
        return tally;
    }

    private static int count(String text) {
        int count = Integer.parseInt(text);
        if (count < 0) {
            throw new IllegalArgumentException("negative count");
        }
        return count;
    }

    private static String known(String bracket) {
        if (!Finding.BRACKETS.contains(bracket)) {
            throw new IllegalArgumentException("unknown bracket");
        }
        return bracket;
    }
}
