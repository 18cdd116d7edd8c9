package dev.connectfour.game.store;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Starter;
import dev.connectfour.game.Turn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values of a saved game's file whose keys are all there ({@link SavedGameFormat#parse}), read one by one, each
 * checked, a problem reported with the line of its key.
 */
final class SavedGameFields {
    private final Map<String, String> values;
    private final Map<String, Integer> lineOf;

    SavedGameFields(Map<String, String> values, Map<String, Integer> lineOf) {
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
            int last = SavedGameFormat.SETTINGS_KEYS.stream().filter(lineOf::containsKey).mapToInt(lineOf::get).max().orElseThrow();
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
        if (moves.length() > SavedGameFormat.MAX_MOVES_LENGTH) {
            throw new SavedGameException(line, "the moves are longer than " + SavedGameFormat.MAX_MOVES_LENGTH + " characters");
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

    /** The {@code help} line's kinds of help; none in a file of version 1 or 2, which has none. */
    Set<Help> help() throws SavedGameException {
        String value = values.get("help");
        Set<Help> help = EnumSet.noneOf(Help.class);
        if (value == null || value.equals(SavedGameFormat.NO_HELP)) {
            return help;
        }
        for (String kind : value.split(",", -1)) {
            Help used = null;
            for (Help constant : Help.values()) {
                if (SavedGameFormat.word(constant).equals(kind.strip())) {
                    used = constant;
                }
            }
            if (used == null) {
                throw new SavedGameException(lineOf.get("help"), "help: \"" + SavedGameFormat.shorten(kind.strip())
                        + "\" is not one of " + String.join(", ", Arrays.stream(Help.values()).map(SavedGameFormat::word).toList())
                        + ", or " + SavedGameFormat.NO_HELP + " for none");
            }
            help.add(used);
        }
        return help;
    }

    <E extends Enum<E>> E enumValue(String key, Class<E> type) throws SavedGameException {
        String value = values.get(key);
        for (E constant : type.getEnumConstants()) {
            if (SavedGameFormat.word(constant).equals(value)) {
                return constant;
            }
        }
        List<String> words = new ArrayList<>();
        for (E constant : type.getEnumConstants()) {
            words.add(SavedGameFormat.word(constant));
        }
        throw new SavedGameException(lineOf.get(key), key + ": \"" + SavedGameFormat.shorten(value) + "\" is not one of "
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
            throw new SavedGameException(lineOf.get(key), key + ": " + SavedGameFormat.shorten(e.getMessage())
                    + ", or - for a person", e);
        }
    }

    int integer(String key) throws SavedGameException {
        String value = values.get(key);
        if (!value.matches("[0-9]{1,9}")) {
            throw new SavedGameException(lineOf.get(key), key + ": \"" + SavedGameFormat.shorten(value)
                    + "\" is not a whole number from 0 to 999999999");
        }
        return Integer.parseInt(value);
    }

    boolean bool(String key) throws SavedGameException {
        String value = values.get(key);
        if (value.equals("true") || value.equals("false")) {
            return Boolean.parseBoolean(value);
        }
        throw new SavedGameException(lineOf.get(key), key + ": \"" + SavedGameFormat.shorten(value) + "\" is neither true nor false");
    }

    String name(String key) throws SavedGameException {
        try {
            return SavedGameFormat.unescape(values.get(key));
        } catch (IllegalArgumentException e) {
            throw new SavedGameException(lineOf.get(key), key + ": " + e.getMessage(), e);
        }
    }
}