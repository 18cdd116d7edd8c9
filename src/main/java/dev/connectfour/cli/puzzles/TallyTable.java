package dev.connectfour.cli.puzzles;

import dev.connectfour.engine.puzzles.Finding;
import dev.connectfour.engine.puzzles.Theme;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The generator's progress report as text: per bracket the puzzles in the set against the target, the
 * positions met, the puzzles accepted and the rejections by reason; per theme the puzzles in the set, accepted and
 * left out as full. Bracket {@code ?} holds positions whose value was not reached (too slow, or no choice).
 */
final class TallyTable {
    private TallyTable() {
    }

    /**
     * @param tally       what the generation met
     * @param setBrackets the puzzles in the set per bracket
     * @param setThemes   the puzzles in the set per theme
     */
    static List<String> lines(Tally tally, Map<String, Integer> setBrackets, Map<Theme, Integer> setThemes) {
        List<String> lines = new ArrayList<>();
        List<String> reasons = Tally.reasons();
        StringBuilder head = new StringBuilder(String.format("  %-10s %6s %6s %8s %8s", "bracket", "set", "target",
                Tally.MET, Tally.ACCEPTED));
        reasons.forEach(reason -> head.append(String.format(" %" + width(reason) + "s", reason)));
        lines.add(head.toString());
        for (String bracket : Finding.BRACKETS) {
            StringBuilder row = new StringBuilder(String.format("  %-10s %6d %6s %8d %8d", bracket,
                    setBrackets.getOrDefault(bracket, 0), target(Tally.target(bracket)),
                    tally.count(bracket, Tally.MET), tally.count(bracket, Tally.ACCEPTED)));
            reasons.forEach(reason -> row.append(String.format(" %" + width(reason) + "d",
                    tally.count(bracket, reason))));
            lines.add(row.toString());
        }
        lines.add(String.format("  %-15s %6s %6s %8s %8s", "theme", "set", "target", Tally.ACCEPTED, Tally.FULL));
        for (Theme theme : Theme.values()) {
            lines.add(String.format("  %-15s %6d %6d %8d %8d", theme.id(), setThemes.getOrDefault(theme, 0),
                    Tally.THEME_TARGET, tally.count(theme, Tally.ACCEPTED), tally.count(theme, Tally.FULL)));
        }
        lines.add("  positions met before (or their mirrors), not offered again: " + tally.repeats());
        return lines;
    }

    private static int width(String reason) {
        return Math.max(reason.length(), 6);
    }

    private static String target(int target) {
        return target == 0 ? "-" : String.valueOf(target);
    }
}
