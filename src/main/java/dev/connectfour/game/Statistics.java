package dev.connectfour.game;

import dev.connectfour.engine.ComputerLevel;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Won, drawn and lost games and win streaks per {@link StatisticsKey}: an immutable value, with a
 * plain text form for saving ({@link #toText()}, {@link #parse(String)}). Results are seen from
 * seat one: you in one-player games, the first named player in two-player games, the first
 * computer when watching.
 */
public final class Statistics {
    /** No games recorded. */
    public static final Statistics EMPTY = new Statistics(Map.of());

    private static final Comparator<StatisticsKey> ORDER = Comparator
            .comparing(StatisticsKey::mode)
            .thenComparing(key -> key.level() == null ? "" : key.level().id());

    private final Map<StatisticsKey, Tally> tallies;

    private Statistics(Map<StatisticsKey, Tally> tallies) {
        TreeMap<StatisticsKey, Tally> sorted = new TreeMap<>(ORDER);
        sorted.putAll(tallies);
        this.tallies = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sorted));
    }

    /** The tally for {@code key}; {@link Tally#NONE} if no such game was played. */
    public Tally tally(StatisticsKey key) {
        return tallies.getOrDefault(Objects.requireNonNull(key, "key"), Tally.NONE);
    }

    /** Every tally with at least one game, by mode then level id. */
    public Map<StatisticsKey, Tally> tallies() {
        return tallies;
    }

    /** These statistics with one more finished game. */
    public Statistics plus(StatisticsKey key, Outcome outcome) {
        Map<StatisticsKey, Tally> next = new LinkedHashMap<>(tallies);
        next.put(key, tally(key).plus(Objects.requireNonNull(outcome, "outcome")));
        return new Statistics(next);
    }

    /**
     * One line per key: {@code mode level won drawn lost current-streak best-streak}, the level as
     * {@link ComputerLevel#id()} or {@code -}, for example {@code one_player hard 3 1 2 0 2}.
     */
    public String toText() {
        StringBuilder text = new StringBuilder();
        tallies.forEach((key, tally) -> text.append(key.mode().name().toLowerCase(Locale.ROOT)).append(' ')
                .append(key.level() == null ? "-" : key.level().id()).append(' ')
                .append(tally.won()).append(' ').append(tally.drawn()).append(' ').append(tally.lost()).append(' ')
                .append(tally.currentStreak()).append(' ').append(tally.bestStreak()).append('\n'));
        return text.toString();
    }

    /**
     * Reads {@link #toText()}'s form; blank lines are skipped.
     *
     * @throws IllegalArgumentException naming the 1-based line and what is wrong with it
     */
    public static Statistics parse(String text) {
        Map<StatisticsKey, Tally> tallies = new LinkedHashMap<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            try {
                String[] fields = line.split("\\s+");
                if (fields.length != 7) {
                    throw new IllegalArgumentException("expected 7 fields (mode level won drawn lost current best), found "
                            + fields.length);
                }
                Mode mode = Mode.valueOf(fields[0].toUpperCase(Locale.ROOT));
                ComputerLevel level = fields[1].equals("-") ? null : ComputerLevel.parse(fields[1]);
                StatisticsKey key = new StatisticsKey(mode, level);
                Tally tally = new Tally(Integer.parseInt(fields[2]), Integer.parseInt(fields[3]),
                        Integer.parseInt(fields[4]), Integer.parseInt(fields[5]), Integer.parseInt(fields[6]));
                if (tallies.put(key, tally) != null) {
                    throw new IllegalArgumentException("a second line for " + fields[0] + " " + fields[1]);
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("statistics line " + (i + 1) + " \"" + line + "\": " + e.getMessage(), e);
            }
        }
        return new Statistics(tallies);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Statistics that && tallies.equals(that.tallies);
    }

    @Override
    public int hashCode() {
        return tallies.hashCode();
    }

    @Override
    public String toString() {
        return toText();
    }
}
