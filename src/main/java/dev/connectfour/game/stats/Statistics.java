package dev.connectfour.game.stats;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Won, drawn and lost games, win streaks, game lengths and assisted games per {@link StatisticsKey},
 * and the history of the latest {@value #MAX_HISTORY} finished games: an immutable value, with a plain
 * text form for saving ({@link #toText()}, {@link #parse(String)}; the file around it is
 * {@code game.store.StatisticsStore}'s). Results are seen from seat one: you in one-player games, the
 * first named player in two-player games, the first computer when watching.
 *
 * <p>The tallies count every game ever recorded; the history is bounded, so the oldest games drop out
 * of it (and only of it) once it is full.
 */
public final class Statistics {
    /** The most finished games the history keeps: the chart's material, a few tens of kilobytes saved. */
    public static final int MAX_HISTORY = 1000;

    /** No games recorded. */
    public static final Statistics EMPTY = new Statistics(Map.of(), List.of());

    /** Mode, then level id, then board: the offered boards in the set-up's order, others by name. */
    public static final Comparator<StatisticsKey> ORDER = Comparator
            .comparing(StatisticsKey::mode)
            .thenComparing(key -> key.level() == null ? "" : key.level().id())
            .thenComparing(key -> key.secondLevel() == null ? "" : key.secondLevel().id())
            .thenComparingInt(key -> boardRank(key.size()))
            .thenComparing(key -> key.size().toString());

    private final Map<StatisticsKey, Tally> tallies;
    private final List<FinishedGame> history;

    private Statistics(Map<StatisticsKey, Tally> tallies, List<FinishedGame> history) {
        TreeMap<StatisticsKey, Tally> sorted = new TreeMap<>(ORDER);
        sorted.putAll(tallies);
        this.tallies = Collections.unmodifiableMap(new LinkedHashMap<>(sorted));
        this.history = List.copyOf(history.size() > MAX_HISTORY
                ? history.subList(history.size() - MAX_HISTORY, history.size()) : history);
    }

    /** The tally for {@code key}; {@link Tally#NONE} if no such game was played. */
    public Tally tally(StatisticsKey key) {
        return tallies.getOrDefault(Objects.requireNonNull(key, "key"), Tally.NONE);
    }

    /** Every tally with at least one game, in {@link #ORDER}. */
    public Map<StatisticsKey, Tally> tallies() {
        return tallies;
    }

    /** The latest finished games, oldest first; at most {@value #MAX_HISTORY}. */
    public List<FinishedGame> history() {
        return history;
    }

    /** The games of the history of one kind, oldest first. */
    public List<FinishedGame> history(StatisticsKey key) {
        return history.stream().filter(game -> game.key().equals(key)).toList();
    }

    /** The games people played (not watched), oldest first: the chart of "all games". */
    public List<FinishedGame> playedHistory() {
        return history.stream().filter(game -> game.key().isPlayed()).toList();
    }

    /** True when no game was recorded. */
    public boolean isEmpty() {
        return tallies.isEmpty() && history.isEmpty();
    }

    /** These statistics with one more finished game: counted in its tally and added to the history. */
    public Statistics plus(FinishedGame game) {
        Objects.requireNonNull(game, "game");
        Map<StatisticsKey, Tally> next = new LinkedHashMap<>(tallies);
        next.put(game.key(), tally(game.key()).plus(game.outcome(), game.moves(), game.assisted()));
        List<FinishedGame> games = new ArrayList<>(history);
        games.add(game);
        return new Statistics(next, games);
    }

    /** These statistics with one more game counted whose length and day are not known (no history entry). */
    public Statistics plus(StatisticsKey key, Outcome outcome) {
        Map<StatisticsKey, Tally> next = new LinkedHashMap<>(tallies);
        next.put(key, tally(key).plus(Objects.requireNonNull(outcome, "outcome")));
        return new Statistics(next, history);
    }

    /**
     * The version-2 lines: first one {@code tally} line per key, then one {@code game} line per game
     * of the history, oldest first, for example
     * <pre>
     * tally one_player hard 7x6 3 1 2 0 2 6 140 1
     * game 2026-11-22 one_player hard 7x6 won 23 false
     * </pre>
     * A tally line is {@code mode level board won drawn lost current-streak best-streak measured moves
     * assisted}; a game line {@code day mode level board outcome moves assisted}. The level is
     * {@link ComputerLevel#id()} or {@code -}; a watched game's is both computers' ids,
     * {@code medium/hard} (version 3; version 2 wrote the first computer's alone, still read).
     */
    public String toText() {
        StringBuilder text = new StringBuilder();
        tallies.forEach((key, tally) -> text.append("tally ").append(keyText(key)).append(' ')
                .append(tally.won()).append(' ').append(tally.drawn()).append(' ').append(tally.lost()).append(' ')
                .append(tally.currentStreak()).append(' ').append(tally.bestStreak()).append(' ')
                .append(tally.measured()).append(' ').append(tally.moves()).append(' ').append(tally.assisted())
                .append('\n'));
        for (FinishedGame game : history) {
            text.append("game ").append(game.day()).append(' ').append(keyText(game.key())).append(' ')
                    .append(game.outcome().name().toLowerCase(Locale.ROOT)).append(' ').append(game.moves())
                    .append(' ').append(game.assisted()).append('\n');
        }
        return text.toString();
    }

    /**
     * Reads {@link #toText()}'s form; blank lines are skipped. A history longer than
     * {@value #MAX_HISTORY} keeps its latest games.
     *
     * @throws IllegalArgumentException naming the 1-based line and what is wrong with it
     */
    public static Statistics parse(String text) {
        Map<StatisticsKey, Tally> tallies = new LinkedHashMap<>();
        List<FinishedGame> history = new ArrayList<>();
        forEachLine(text, fields -> {
            switch (fields[0]) {
                case "tally" -> {
                    expect(fields, 12, "tally mode level board won drawn lost current best measured moves assisted");
                    StatisticsKey key = key(fields, 1);
                    Tally tally = new Tally(count(fields[4]), count(fields[5]), count(fields[6]), count(fields[7]),
                            count(fields[8]), count(fields[9]), Long.parseLong(fields[10]), count(fields[11]));
                    putOnce(tallies, key, tally, fields);
                }
                case "game" -> {
                    expect(fields, 8, "game day mode level board outcome moves assisted");
                    LocalDate day;
                    try {
                        day = LocalDate.parse(fields[1]);
                    } catch (DateTimeParseException e) {
                        throw new IllegalArgumentException("\"" + fields[1] + "\" is not a day (yyyy-mm-dd)", e);
                    }
                    history.add(new FinishedGame(day, key(fields, 2),
                            Outcome.valueOf(fields[5].toUpperCase(Locale.ROOT)), count(fields[6]),
                            bool(fields[7])));
                }
                default -> throw new IllegalArgumentException("a line starts with \"tally\" or \"game\", not \""
                        + fields[0] + "\"");
            }
        });
        return new Statistics(tallies, history);
    }

    /**
     * Reads the version-1 lines, {@code mode level won drawn lost current-streak best-streak}: every game
     * on the standard board, no lengths, no assisted games, no history.
     *
     * @throws IllegalArgumentException naming the 1-based line and what is wrong with it
     */
    public static Statistics parseVersion1(String text) {
        Map<StatisticsKey, Tally> tallies = new LinkedHashMap<>();
        forEachLine(text, fields -> {
            expect(fields, 7, "mode level won drawn lost current best");
            Mode mode = Mode.valueOf(fields[0].toUpperCase(Locale.ROOT));
            ComputerLevel level = fields[1].equals("-") ? null : ComputerLevel.parse(fields[1]);
            Tally tally = new Tally(count(fields[2]), count(fields[3]), count(fields[4]), count(fields[5]),
                    count(fields[6]));
            putOnce(tallies, new StatisticsKey(mode, level, BoardSize.STANDARD), tally, fields);
        });
        return new Statistics(tallies, List.of());
    }

    private interface LineReader {
        void read(String[] fields);
    }

    private static void forEachLine(String text, LineReader reader) {
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            try {
                reader.read(line.split("\\s+"));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("statistics line " + (i + 1) + " \"" + shorten(line) + "\": "
                        + e.getMessage(), e);
            }
        }
    }

    private static void expect(String[] fields, int count, String form) {
        if (fields.length != count) {
            throw new IllegalArgumentException("expected " + count + " fields (" + form + "), found " + fields.length);
        }
    }

    private static void putOnce(Map<StatisticsKey, Tally> tallies, StatisticsKey key, Tally tally, String[] fields) {
        if (tallies.put(key, tally) != null) {
            throw new IllegalArgumentException("a second line for " + keyText(key));
        }
    }

    /** The key in fields {@code from} (mode), {@code from + 1} (level), {@code from + 2} (board, {@code WxH}). */
    private static StatisticsKey key(String[] fields, int from) {
        Mode mode = Mode.valueOf(fields[from].toUpperCase(Locale.ROOT));
        String levels = fields[from + 1];
        int slash = levels.indexOf('/');
        if (slash >= 0 && mode != Mode.WATCH) {
            throw new IllegalArgumentException("only watched games have two levels: \"" + shorten(levels) + "\"");
        }
        ComputerLevel level = levels.equals("-") ? null
                : ComputerLevel.parse(slash < 0 ? levels : levels.substring(0, slash));
        ComputerLevel second = slash < 0 ? null : ComputerLevel.parse(levels.substring(slash + 1));
        return new StatisticsKey(mode, level, BoardSize.parse(fields[from + 2]), second);
    }

    private static String keyText(StatisticsKey key) {
        String levels = key.level() == null ? "-" : key.level().id();
        if (key.secondLevel() != null) {
            levels += "/" + key.secondLevel().id();
        }
        return key.mode().name().toLowerCase(Locale.ROOT) + " " + levels + " " + key.size();
    }

    private static int count(String field) {
        if (!field.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("\"" + shorten(field) + "\" is not a count");
        }
        return Integer.parseInt(field);
    }

    private static boolean bool(String field) {
        return switch (field) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("\"" + shorten(field) + "\" is neither true nor false");
        };
    }

    private static int boardRank(BoardSize size) {
        int rank = GameSettings.BOARD_SIZES.indexOf(size);
        return rank < 0 ? Integer.MAX_VALUE : rank;
    }

    private static String shorten(String value) {
        return value.length() <= 60 ? value : value.substring(0, 60) + "…";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Statistics that && tallies.equals(that.tallies) && history.equals(that.history);
    }

    @Override
    public int hashCode() {
        return tallies.hashCode() * 31 + history.hashCode();
    }

    @Override
    public String toString() {
        return toText();
    }
}
