package dev.connectfour.game.store;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The text form of a {@link SavedGame}: a small versioned file ({@link #toText}, {@link #parse}; described in
 * {@code src/docs/saved-data.md}, installed with the game) for "Save game" / "Open game" and for resuming
 * the last game at the next start.
 *
 * <pre>{@code
 * connect-four-saved-game 3
 * mode one_player
 * seat-one-level -
 * seat-two-level medium
 * starter seat_one
 * move-clock-seconds 0
 * computer-delay-millis 600
 * adaptive false
 * seat-one-name You
 * seat-two-name Computer
 * seat-one-colour red
 * seat-two-colour yellow
 * board-size 7x6
 * first-mover one
 * moves 44-3
 * help hint,undo
 * }</pre>
 *
 * <p>Every file is written as version 3. Older files still load: version 2 (before the help used was kept)
 * has no {@code help} line and is a game without help; version 1 (before board variants) has no
 * {@code board-size} line either and is a game on the standard 7x6 board.
 */
public final class SavedGameFormat {
    /** The first line of every saved game: the format's name and version. */
    public static final String HEADER = "connect-four-saved-game 3";
    /** The first line of the format before the help used was kept, still read (every game without help). */
    public static final String HEADER_V2 = "connect-four-saved-game 2";
    /** The first line of the format before board variants, still read (every game on 7x6, without help). */
    public static final String HEADER_V1 = "connect-four-saved-game 1";
    /** The longest {@code moves} value read: 63 discs and any lost turns fit many times over. */
    static final int MAX_MOVES_LENGTH = 10_000;
    /** The {@code help} value of a game in which none was used. */
    static final String NO_HELP = "-";

    /** The keys of a version-3 file, each exactly once, written in this order (read in any order). */
    private static final List<String> KEYS = List.of("mode", "seat-one-level", "seat-two-level", "starter",
            "move-clock-seconds", "computer-delay-millis", "adaptive", "seat-one-name", "seat-two-name",
            "seat-one-colour", "seat-two-colour", "board-size", "first-mover", "moves", "help");
    /** Version 2's keys: all but the help. */
    private static final List<String> KEYS_V2 = KEYS.stream().filter(key -> !key.equals("help")).toList();
    /** Version 1's keys: all but the help and the board size. */
    private static final List<String> KEYS_V1 = KEYS_V2.stream().filter(key -> !key.equals("board-size")).toList();
    static final List<String> SETTINGS_KEYS = KEYS.subList(0, KEYS.indexOf("first-mover"));

    private SavedGameFormat() {
    }

    /** The text form of {@code game}; {@link #parse(String)} reads it back to an equal value. */
    public static String toText(SavedGame game) {
        GameSettings settings = game.settings();
        Map<String, String> values = new LinkedHashMap<>();
        values.put("mode", word(settings.mode()));
        values.put("seat-one-level", settings.level(Seat.ONE).map(ComputerLevel::id).orElse("-"));
        values.put("seat-two-level", settings.level(Seat.TWO).map(ComputerLevel::id).orElse("-"));
        values.put("starter", word(settings.starter()));
        values.put("move-clock-seconds", Integer.toString(settings.moveClockSeconds()));
        values.put("computer-delay-millis", Integer.toString(settings.computerDelayMillis()));
        values.put("adaptive", Boolean.toString(settings.adaptive()));
        values.put("seat-one-name", escape(settings.name(Seat.ONE)));
        values.put("seat-two-name", escape(settings.name(Seat.TWO)));
        values.put("seat-one-colour", word(settings.colour(Seat.ONE)));
        values.put("seat-two-colour", word(settings.colour(Seat.TWO)));
        values.put("board-size", settings.boardSize().toString());
        values.put("first-mover", word(game.firstMover()));
        values.put("moves", game.position().notation());
        values.put("help", helpText(game.helpUsed()));
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        text.append("# Connect Four: a game in progress. Its format is described in saved-data.md, installed with the game"
                + " (Linux: /usr/share/doc/connect-four/saved-data.md).\n");
        values.forEach((key, value) -> text.append(key).append(' ').append(value).append('\n'));
        return text.toString();
    }

    /**
     * Reads {@link #toText(SavedGame)}'s form: the header line first, then every key once, in any order; blank
     * lines and lines starting with {@code #} are skipped; spaces around a value are ignored.
     * Everything is checked before anything is used.
     *
     * @throws SavedGameException naming the first bad line and why
     */
    public static SavedGame parse(String text) throws SavedGameException {
        Objects.requireNonNull(text, "text");
        String[] lines = text.split("\r\n|\n|\r", -1);
        String header = lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[0];
        String found = header.strip();
        List<String> keys = switch (found) {
            case HEADER -> KEYS;
            case HEADER_V2 -> KEYS_V2;
            case HEADER_V1 -> KEYS_V1;
            default -> null;
        };
        if (keys == null) {
            if (found.startsWith("connect-four-saved-game ")) {
                throw new SavedGameException(1, "this game was saved by a newer version of Connect Four (format \""
                        + found + "\"; this version reads \"" + HEADER + "\")");
            }
            throw new SavedGameException(1, "not a Connect Four saved game: the first line must be \"" + HEADER
                    + "\", found \"" + shorten(found) + "\"");
        }
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int number = i + 1;
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int space = indexOfWhitespace(line);
            String key = space < 0 ? line : line.substring(0, space);
            String value = space < 0 ? "" : line.substring(space + 1).strip();
            if (!keys.contains(key)) {
                throw new SavedGameException(number, "unknown key \"" + shorten(key) + "\" (expected one of "
                        + String.join(", ", keys) + ")");
            }
            if (values.containsKey(key)) {
                throw new SavedGameException(number, "a second \"" + key + "\" line (the first is line "
                        + lineOf.get(key) + ")");
            }
            values.put(key, value);
            lineOf.put(key, number);
        }
        // "line N+1" for a missing line: the line after the last one (a final line break ends a line)
        int lineCount = lines[lines.length - 1].isEmpty() ? lines.length - 1 : lines.length;
        for (String key : keys) {
            if (!values.containsKey(key)) {
                throw new SavedGameException(lineCount + 1, "the \"" + key + "\" line is missing");
            }
        }
        SavedGameFields fields = new SavedGameFields(values, lineOf);
        GameSettings settings = fields.settings();
        Seat firstMover = fields.enumValue("first-mover", Seat.class);
        GamePosition position = fields.position(settings.boardSize());
        return new SavedGame(settings, firstMover, position, fields.help());
    }

    /** The kinds of help as the {@code help} line writes them: {@code hint,undo}, or {@code -} for none. */
    static String helpText(Set<Help> help) {
        return help.isEmpty() ? NO_HELP : String.join(",", help.stream().sorted().map(SavedGameFormat::word).toList());
    }

    static String word(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT);
    }

    private static int indexOfWhitespace(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (Character.isWhitespace(line.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** A name on one line: {@code \} as {@code \\}, line breaks as {@code \n} and {@code \r}. */
    static String escape(String name) {
        return name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String unescape(String value) {
        StringBuilder name = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c != '\\') {
                name.append(c);
                continue;
            }
            char next = i + 1 < value.length() ? value.charAt(i + 1) : ' ';
            switch (next) {
                case '\\': name.append('\\'); break;
                case 'n': name.append('\n'); break;
                case 'r': name.append('\r'); break;
                default:
                    throw new IllegalArgumentException("character " + (i + 1) + ": a backslash must be followed by"
                            + " \\, n or r");
            }
            i++;
        }
        return name.toString();
    }

    /** A value quoted in a message, cut short so a garbage file gives a readable one. */
    static String shorten(String value) {
        return value.length() <= 40 ? value : value.substring(0, 40) + "…";
    }
}
