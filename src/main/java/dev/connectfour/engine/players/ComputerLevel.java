package dev.connectfour.engine.players;

import java.util.Locale;

/**
 * How strong a computer player is: Easy, Medium, Hard, a custom look-ahead depth (the Medium player
 * searching {@code depth} plies), a rung of the {@link Ladder} between them, or Random (uniform legal
 * moves, for calibration only).
 *
 * @param kind  which player
 * @param depth the look-ahead in plies for {@link Kind#MEDIUM} and {@link Kind#CUSTOM}; the rung's
 *              number on the {@link Ladder} for {@link Kind#RUNG}; 0 for the others
 */
public record ComputerLevel(Kind kind, int depth) {
    public static final int MIN_DEPTH = 1;
    public static final int MAX_DEPTH = 12;
    public static final int MEDIUM_DEPTH = 6;

    public static final ComputerLevel RANDOM = new ComputerLevel(Kind.RANDOM, 0);
    public static final ComputerLevel EASY = new ComputerLevel(Kind.EASY, 0);
    public static final ComputerLevel MEDIUM = new ComputerLevel(Kind.MEDIUM, MEDIUM_DEPTH);
    public static final ComputerLevel HARD = new ComputerLevel(Kind.HARD, 0);

    public enum Kind { RANDOM, EASY, MEDIUM, HARD, CUSTOM, RUNG }

    public ComputerLevel {
        if (kind == null) {
            throw new IllegalArgumentException("kind is required");
        }
        boolean searches = kind == Kind.MEDIUM || kind == Kind.CUSTOM;
        if (searches && (depth < MIN_DEPTH || depth > MAX_DEPTH)) {
            throw new IllegalArgumentException("depth must be " + MIN_DEPTH + " to " + MAX_DEPTH + ", was " + depth);
        }
        if (kind == Kind.RUNG) {
            Ladder.requireBetweenNamedLevels(depth);
        } else if (!searches && depth != 0) {
            throw new IllegalArgumentException(kind + " has no depth");
        }
    }

    /** A Medium player searching {@code depth} plies (1 to 12). */
    public static ComputerLevel custom(int depth) {
        return new ComputerLevel(Kind.CUSTOM, depth);
    }

    /** Rung {@code number} of the {@link Ladder}, one of those between the named levels. */
    public static ComputerLevel rung(int number) {
        return new ComputerLevel(Kind.RUNG, number);
    }

    /**
     * Parses {@code easy}, {@code medium}, {@code hard}, {@code random}, {@code depth:N} or
     * {@code rung:K} (a rung of the {@link Ladder} between the named levels).
     *
     * @throws IllegalArgumentException naming the text and the accepted forms
     */
    public static ComputerLevel parse(String text) {
        String word = text.trim().toLowerCase(Locale.ROOT);
        switch (word) {
            case "random": return RANDOM;
            case "easy": return EASY;
            case "medium": return MEDIUM;
            case "hard": return HARD;
            default:
                try {
                    if (word.startsWith("depth:")) {
                        return custom(Integer.parseInt(word.substring("depth:".length())));
                    }
                    if (word.startsWith("rung:")) {
                        return rung(Integer.parseInt(word.substring("rung:".length())));
                    }
                } catch (IllegalArgumentException e) { // NumberFormatException too
                    // the error below names the accepted forms
                }
                throw new IllegalArgumentException("unknown level '" + text
                        + "' (expected easy, medium, hard, random, depth:N with N from "
                        + MIN_DEPTH + " to " + MAX_DEPTH + ", or rung:K for a rung of the ladder between them: "
                        + Ladder.betweenNamedLevels() + ")");
        }
    }

    /** The form {@link #parse} reads: {@code easy}, {@code depth:8}. */
    public String id() {
        return switch (kind) {
            case CUSTOM -> "depth:" + depth;
            case RUNG -> "rung:" + depth;
            default -> kind.name().toLowerCase(Locale.ROOT);
        };
    }


    @Override
    public String toString() {
        return id();
    }
}
