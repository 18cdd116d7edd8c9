package dev.connectfour.engine.players;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The ladder of strengths, weakest first: Easy, Medium and Hard keep their places as named rungs, and
 * the rungs between them play by a {@link RungStyle}. Each rung carries its rating, fitted from
 * matches between the rungs (see {@code src/docs/ladder.md}) and anchored so that Easy is 1000.
 */
public final class Ladder {
    /**
     * One rung.
     *
     * @param number its place, 1 (weakest) to {@link #size()}
     * @param name   its English name, one word: the key of its texts in the game's bundles
     * @param level  the level that plays it
     * @param rating its fitted rating
     */
    public record Rung(int number, String name, ComputerLevel level, int rating) {
    }

    private static final String[] NAMES = {
        "beginner", "easy", "novice", "casual", "amateur", "improver", "club", "medium",
        "strong", "expert", "master", "grandmaster", "hard",
    };
    /** The style of each rung, {@code null} for the named levels. */
    private static final RungStyle[] STYLES = {
        new RungStyle(0, 7, 0),
        null,
        new RungStyle(1, 20, 0),
        new RungStyle(1, 4, 0),
        new RungStyle(2, 3, 0),
        new RungStyle(4, 2.5, 0),
        new RungStyle(4, 1.2, 0),
        null,
        new RungStyle(6, 0, 16),
        new RungStyle(6, 0, 10),
        new RungStyle(6, 0, 8),
        new RungStyle(6, 0, 6),
        null,
    };
    /** Fitted by {@code ladder --fit src/docs/ladder} (LadderCommandTest checks they agree). */
    private static final int[] RATINGS = {878, 1000, 1167, 1341, 1490, 1631, 1765, 1901, 2034, 2162,
        2277, 2398, 2540};

    private Ladder() {
    }

    /** How many rungs. */
    public static int size() {
        return NAMES.length;
    }

    /** Every rung, weakest first. */
    public static List<Rung> rungs() {
        List<Rung> rungs = new ArrayList<>(NAMES.length);
        for (int i = 0; i < NAMES.length; i++) {
            rungs.add(new Rung(i + 1, NAMES[i], levelOf(i + 1), RATINGS[i]));
        }
        return rungs;
    }

    /** Rung {@code number}, 1 to {@link #size()}. */
    public static Rung rung(int number) {
        if (number < 1 || number > size()) {
            throw new IllegalArgumentException("rung must be 1 to " + size() + ", was " + number);
        }
        return rungs().get(number - 1);
    }

    /** The rung {@code level} plays, if it is on the ladder (custom depths and Random are not). */
    public static java.util.Optional<Rung> rungOf(ComputerLevel level) {
        return rungs().stream().filter(rung -> rung.level().equals(level)).findFirst();
    }

    /** The rung whose rating is nearest {@code rating} (the weaker one on a tie). */
    public static Rung nearest(double rating) {
        Rung nearest = null;
        for (Rung rung : rungs()) {
            if (nearest == null || Math.abs(rung.rating() - rating) < Math.abs(nearest.rating() - rating)) {
                nearest = rung;
            }
        }
        return nearest;
    }


    /** Checks that rung {@code number} lies between the named levels (those play as {@link RungStyle}s). */
    static void requireBetweenNamedLevels(int number) {
        if (number < 1 || number > STYLES.length || STYLES[number - 1] == null) {
            throw new IllegalArgumentException("no rung between the named levels at " + number
                    + " (those are " + betweenNamedLevels() + ")");
        }
    }

    /** The numbers of the rungs between the named levels, as text: {@code 1, 3, 4, 5, 7, 8, 9}. */
    static String betweenNamedLevels() {
        return IntStream.range(0, STYLES.length).filter(i -> STYLES[i] != null)
                .mapToObj(i -> Integer.toString(i + 1)).collect(Collectors.joining(", "));
    }

    /** How rung {@code level} plays; {@code level} is of kind {@link ComputerLevel.Kind#RUNG}. */
    static RungStyle styleOf(ComputerLevel level) {
        return STYLES[level.depth() - 1];
    }

    private static ComputerLevel levelOf(int number) {
        return switch (NAMES[number - 1]) {
            case "easy" -> ComputerLevel.EASY;
            case "medium" -> ComputerLevel.MEDIUM;
            case "hard" -> ComputerLevel.HARD;
            default -> ComputerLevel.rung(number);
        };
    }
}
