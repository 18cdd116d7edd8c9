package dev.connectfour.game.store;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.Turn;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game in progress as a value: its settings, the seat that moved first, and its position (every
 * turn, lost turns included). Written as a small versioned text file ({@link #toText()},
 * {@link #parse(String)}; the format is in {@code src/docs/saved-data.md}) for "Save game" / "Open game"
 * and for resuming the last game at the next start.
 *
 * <pre>{@code
 * connect-four-saved-game 2
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
 * }</pre>
 *
 * @param settings   the settings, with each computer's level as it is in this game (adaptive play may
 *                   have raised it)
 * @param firstMover the seat whose discs are {@link Player#FIRST}'s in this game
 * @param position   the game so far, on the settings' {@link GameSettings#boardSize() board}, not over
 *
 * <p>Version 1 files (before board variants) have no {@code board-size} line and are games on the
 * standard 7x6 board; they still load. Every file is written as version 2.
 */
public record SavedGame(GameSettings settings, Seat firstMover, GamePosition position) {
    /** The first line of every saved game: the format's name and version. */
    public static final String HEADER = "connect-four-saved-game 2";
    /** The first line of the format before board variants, still read (every game on 7x6). */
    public static final String HEADER_V1 = "connect-four-saved-game 1";
    /** The longest {@code moves} value read: 63 discs and any lost turns fit many times over. */
    static final int MAX_MOVES_LENGTH = 10_000;

    /** The keys of a version-2 file, each exactly once, written in this order (read in any order). */
    private static final List<String> KEYS = List.of("mode", "seat-one-level", "seat-two-level", "starter",
            "move-clock-seconds", "computer-delay-millis", "adaptive", "seat-one-name", "seat-two-name",
            "seat-one-colour", "seat-two-colour", "board-size", "first-mover", "moves");
    /** Version 1's keys: all but the board size. */
    private static final List<String> KEYS_V1 = KEYS.stream().filter(key -> !key.equals("board-size")).toList();
    private static final List<String> SETTINGS_KEYS = KEYS.subList(0, KEYS.indexOf("first-mover"));

    public SavedGame {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(firstMover, "firstMover");
        Objects.requireNonNull(position, "position");
        if (!position.size().equals(settings.boardSize())) {
            throw new IllegalArgumentException("the settings are for the " + settings.boardSize() + " board, the game is on "
                    + position.size());
        }
        if (position.isGameOver()) {
            throw new IllegalArgumentException("the game \"" + position.notation() + "\" is over: nothing to resume");
        }
    }

    /**
     * The session's current game, to save when the window closes or on "Save game"; empty when there
     * is nothing worth resuming (not started, or the game is over).
     */
    public static Optional<SavedGame> of(GameSession session) {
        SessionState state = session.getState();
        GamePosition position = session.getPosition();
        if (state == SessionState.NOT_STARTED || state == SessionState.GAME_OVER || position.isGameOver()) {
            return Optional.empty();
        }
        Lineup lineup = session.getLineup();
        GameSettings settings = session.settings();
        if (settings.mode() == Mode.NETWORK) {
            // the other computer is not part of a file: the game goes on as two people at one computer
            settings = new GameSettings(Mode.TWO_PLAYERS, null, null, settings.starter(), settings.moveClockSeconds(),
                    settings.computerDelayMillis(), false, settings.seatOneName(), settings.seatTwoName(),
                    settings.seatOneColour(), settings.seatTwoColour(), settings.boardSize());
        }
        for (Seat seat : Seat.values()) {
            ComputerLevel level = lineup.of(seat).level();
            if (level != null) {
                settings = settings.withLevel(seat, level);
            }
        }
        return Optional.of(new SavedGame(settings, lineup.starter(), position));
    }

    /**
     * Begins {@code session} at this game's position: {@link GameSession#startFrom}. Make the session
     * with {@link #settings()} (the seats named by their role may carry the names of the player's language now),
     * bind to it and add listeners first, then call this.
     *
     * @throws IllegalArgumentException if the session is not for this game ({@link GameSettings#isSameGameAs})
     * @throws IllegalStateException    if it has already started or is closed
     */
    public void startIn(GameSession session) {
        if (!session.settings().isSameGameAs(settings)) {
            throw new IllegalArgumentException("the session has other settings than the saved game: "
                    + session.settings() + " vs " + settings);
        }
        session.startFrom(position, firstMover);
    }

    /** The text form; {@link #parse(String)} reads it back to an equal value. */
    public String toText() {
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
        values.put("first-mover", word(firstMover));
        values.put("moves", position.notation());
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        text.append("# Connect Four: a game in progress. The format is described in src/docs/saved-data.md.\n");
        values.forEach((key, value) -> text.append(key).append(' ').append(value).append('\n'));
        return text.toString();
    }

    /**
     * Reads {@link #toText()}'s form: the header line first, then every key once, in any order; blank
     * lines and lines starting with {@code #} are skipped; spaces around a value are ignored.
     * Everything is checked before anything is used.
     *
     * @throws SavedGameException naming the first bad line and why
     */
    public static SavedGame parse(String text) throws SavedGameException {
        Objects.requireNonNull(text, "text");
        String[] lines = text.split("\r\n|\n|\r", -1);
        String header = lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[0];
        boolean version1 = header.strip().equals(HEADER_V1);
        List<String> keys = version1 ? KEYS_V1 : KEYS;
        if (!version1 && !header.strip().equals(HEADER)) {
            String found = header.strip();
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
        Fields fields = new Fields(values, lineOf);
        GameSettings settings = fields.settings();
        Seat firstMover = fields.enumValue("first-mover", Seat.class);
        GamePosition position = fields.position(settings.boardSize());
        return new SavedGame(settings, firstMover, position);
    }

    /** The values of a file whose keys are all there, read one by one with the line of each. */
    private static final class Fields {
        private final Map<String, String> values;
        private final Map<String, Integer> lineOf;

        Fields(Map<String, String> values, Map<String, Integer> lineOf) {
            this.values = values;
            this.lineOf = lineOf;
        }

        GameSettings settings() throws SavedGameException {
            Mode mode = enumValue("mode", Mode.class);
            ComputerLevel seatOneLevel = level("seat-one-level");
            ComputerLevel seatTwoLevel = level("seat-two-level");
            Starter starter = enumValue("starter", Starter.class);
            int clock = integer("move-clock-seconds");
            int delay = integer("computer-delay-millis");
            boolean adaptive = bool("adaptive");
            String seatOneName = name("seat-one-name");
            String seatTwoName = name("seat-two-name");
            DiscColour seatOneColour = enumValue("seat-one-colour", DiscColour.class);
            DiscColour seatTwoColour = enumValue("seat-two-colour", DiscColour.class);
            BoardSize boardSize = boardSize();
            try {
                return new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, clock, delay, adaptive,
                        seatOneName, seatTwoName, seatOneColour, seatTwoColour, boardSize);
            } catch (IllegalArgumentException e) {
                // the settings' own rules; the combination is complete only at the last settings line
                int last = SETTINGS_KEYS.stream().filter(lineOf::containsKey).mapToInt(lineOf::get).max().orElseThrow();
                throw new SavedGameException(last, "the settings do not go together: " + e.getMessage(), e);
            }
        }

        /** The {@code board-size} line's board; 7x6 in a version-1 file, which has none. */
        BoardSize boardSize() throws SavedGameException {
            String value = values.get("board-size");
            if (value == null) {
                return BoardSize.STANDARD;
            }
            BoardSize size;
            try {
                size = BoardSize.parse(value);
            } catch (IllegalArgumentException e) {
                throw new SavedGameException(lineOf.get("board-size"), "board-size: " + e.getMessage(), e);
            }
            if (!GameSettings.BOARD_SIZES.contains(size)) {
                throw new SavedGameException(lineOf.get("board-size"), "board-size: " + size
                        + " is not one of the boards " + GameSettings.BOARD_SIZES);
            }
            return size;
        }

        GamePosition position(BoardSize size) throws SavedGameException {
            String moves = values.get("moves");
            int line = lineOf.get("moves");
            if (moves.length() > MAX_MOVES_LENGTH) {
                throw new SavedGameException(line, "the moves are longer than " + MAX_MOVES_LENGTH + " characters");
            }
            GamePosition position;
            try {
                position = moves.indexOf('-') < 0
                        ? GamePosition.fromMoves(size, moves)
                        : GamePosition.of(size, turns(size, moves));
            } catch (IllegalArgumentException e) {
                throw new SavedGameException(line, "moves: " + e.getMessage(), e);
            }
            if (position.isGameOver()) {
                throw new SavedGameException(line, "moves: the game \"" + moves + "\" is already over");
            }
            return position;
        }

        /** Turns of a notation with lost turns ({@code -}); the position checks the columns' fill. */
        private static List<Turn> turns(BoardSize size, String moves) {
            List<Turn> turns = new ArrayList<>(moves.length());
            Player player = Player.FIRST;
            int width = size.width();
            for (int i = 0; i < moves.length(); i++) {
                char c = moves.charAt(i);
                if (c == '-') {
                    turns.add(Turn.pass(player));
                } else if (c >= '1' && c < '1' + width) {
                    turns.add(Turn.drop(player, c - '1'));
                } else {
                    throw new IllegalArgumentException("character " + (i + 1) + " '" + c
                            + "' is neither a column 1.." + width + " nor '-' (a lost turn)");
                }
                player = player.opponent();
            }
            return turns;
        }

        <E extends Enum<E>> E enumValue(String key, Class<E> type) throws SavedGameException {
            String value = values.get(key);
            for (E constant : type.getEnumConstants()) {
                if (word(constant).equals(value)) {
                    return constant;
                }
            }
            List<String> words = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                words.add(word(constant));
            }
            throw new SavedGameException(lineOf.get(key), key + ": \"" + shorten(value) + "\" is not one of "
                    + String.join(", ", words));
        }

        ComputerLevel level(String key) throws SavedGameException {
            String value = values.get(key);
            if (value.equals("-")) {
                return null;
            }
            try {
                return ComputerLevel.parse(value);
            } catch (IllegalArgumentException e) {
                throw new SavedGameException(lineOf.get(key), key + ": " + shorten(e.getMessage())
                        + ", or - for a person", e);
            }
        }

        int integer(String key) throws SavedGameException {
            String value = values.get(key);
            if (!value.matches("[0-9]{1,9}")) {
                throw new SavedGameException(lineOf.get(key), key + ": \"" + shorten(value)
                        + "\" is not a whole number from 0 to 999999999");
            }
            return Integer.parseInt(value);
        }

        boolean bool(String key) throws SavedGameException {
            String value = values.get(key);
            if (value.equals("true") || value.equals("false")) {
                return Boolean.parseBoolean(value);
            }
            throw new SavedGameException(lineOf.get(key), key + ": \"" + shorten(value) + "\" is neither true nor false");
        }

        String name(String key) throws SavedGameException {
            try {
                return unescape(values.get(key));
            } catch (IllegalArgumentException e) {
                throw new SavedGameException(lineOf.get(key), key + ": " + e.getMessage(), e);
            }
        }
    }

    private static String word(Enum<?> constant) {
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
    private static String shorten(String value) {
        return value.length() <= 40 ? value : value.substring(0, 40) + "…";
    }
}
