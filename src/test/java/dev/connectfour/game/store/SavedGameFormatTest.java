package dev.connectfour.game.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.Turn;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The saved game's file format: what it reads, what it writes, and the line it names when a file is bad. */
class SavedGameFormatTest {
    static final String EXAMPLE = String.join("\n",
            "connect-four-saved-game 1",
            "mode one_player",
            "seat-one-level -",
            "seat-two-level medium",
            "starter seat_one",
            "move-clock-seconds 5",
            "computer-delay-millis 600",
            "adaptive false",
            "seat-one-name You",
            "seat-two-name Computer",
            "seat-one-colour red",
            "seat-two-colour yellow",
            "first-mover one",
            "moves 44-3",
            "");

    private static GamePosition position(String notation) {
        GamePosition position = GamePosition.empty(BoardSize.STANDARD);
        for (char c : notation.toCharArray()) {
            position = c == '-' ? position.pass() : position.play(c - '1');
        }
        return position;
    }

    @Test
    void theDocumentedExampleReads() throws SavedGameException {
        SavedGame game = SavedGameFormat.parse(EXAMPLE);
        assertEquals(GameSettings.onePlayer(ComputerLevel.MEDIUM).withMoveClockSeconds(5), game.settings());
        assertEquals(Seat.ONE, game.firstMover());
        assertEquals("44-3", game.position().notation());
        assertEquals(List.of(Turn.drop(Player.FIRST, 3), Turn.drop(Player.SECOND, 3), Turn.pass(Player.FIRST),
                Turn.drop(Player.SECOND, 2)), game.position().turns());
    }

    /** The comment line sends the reader to the format's description where an installed game has it, not into the source tree. */
    @Test
    void theCommentPointsToTheInstalledDescriptionOfTheFormat() throws SavedGameException {
        String comment = SavedGameFormat.toText(SavedGameFormat.parse(EXAMPLE)).lines().filter(line -> line.startsWith("#")).findFirst().orElseThrow();
        assertTrue(comment.contains("/usr/share/doc/connect-four/saved-data.md"), comment);
        assertFalse(comment.contains("src/docs"), comment);
    }

    @Test
    void writesWhatItReads() throws SavedGameException {
        SavedGame game = SavedGameFormat.parse(EXAMPLE);
        assertEquals(game, SavedGameFormat.parse(SavedGameFormat.toText(game)));
        assertTrue(SavedGameFormat.toText(game).startsWith(SavedGameFormat.HEADER + "\n"));
    }

    @Test
    void roundTripsEveryKindOfSettingAndAwkwardNames() throws SavedGameException {
        List<GameSettings> all = List.of(
                GameSettings.twoPlayers(true).withName(Seat.ONE, "Ann \\ the\nfirst").withName(Seat.TWO, "  # B  ")
                        .withColour(Seat.ONE, DiscColour.PURPLE).withStarter(Starter.RANDOM),
                GameSettings.watch(ComputerLevel.custom(9), ComputerLevel.RANDOM).withComputerDelayMillis(0),
                GameSettings.onePlayer(ComputerLevel.HARD).withAdaptive(true).withStarter(Starter.ALTERNATE)
                        .withName(Seat.ONE, "Zoë 🙂"));
        for (GameSettings settings : all) {
            for (String moves : List.of("", "4", "44-3", "--", "1234567")) {
                SavedGame game = new SavedGame(settings, Seat.TWO, position(moves));
                assertEquals(game, SavedGameFormat.parse(SavedGameFormat.toText(game)), SavedGameFormat.toText(game));
            }
        }
    }

    @Test
    void acceptsCrLfAByteOrderMarkCommentsBlankLinesAndAnyKeyOrder() throws SavedGameException {
        List<String> lines = new java.util.ArrayList<>(List.of(EXAMPLE.split("\n")));
        java.util.Collections.reverse(lines.subList(1, lines.size()));
        lines.add(3, "# a comment");
        lines.add(4, "   ");
        String text = "\uFEFF" + String.join("\r\n", lines) + "\r\n";
        assertEquals(SavedGameFormat.parse(EXAMPLE), SavedGameFormat.parse(text));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "not a saved game         | 1  | 1  | not a Connect Four saved game",
        "newer version            | 1  | 1  | this game was saved by a newer version",
        "unknown key              | 6  | 6  | unknown key \"colour\"",
        "second mode line         | 15 | 15 | a second \"mode\" line (the first is line 2)",
        "missing moves            | 14 | 14 | the \"moves\" line is missing",
        "bad level                | 4  | 4  | seat-two-level: unknown level 'hardest'",
        "bad number               | 6  | 6  | move-clock-seconds: \"-5\" is not a whole number",
        "bad boolean              | 8  | 8  | adaptive: \"yes\" is neither true nor false",
        "bad colour               | 12 | 12 | seat-two-colour: \"pink\" is not one of red, yellow",
        "bad seat                 | 13 | 13 | first-mover: \"three\" is not one of one, two",
        "settings clash           | 12 | 12 | the settings do not go together: both seats have the colour RED",
        "level for a person       | 12 | 12 | the settings do not go together: seat one is a person",
        "column full              | 14 | 14 | moves: move 7 of \"4444444\": column 4 is full",
        "not a column             | 14 | 14 | moves: move 2 of \"48\": column 8 is out of range",
        "bad character with pass  | 14 | 14 | moves: character 3 'x' is neither a column",
        "game over                | 14 | 14 | moves: the game \"4545454\" is already over",
        "bad escape               | 9  | 9  | seat-one-name: character 4: a backslash",
    })
    void namesTheFirstBadLineAndWhy(String problem, int line, int expectedLine, String expectedReason) {
        String text = broken(problem);
        SavedGameException error = assertThrows(SavedGameException.class, () -> SavedGameFormat.parse(text));
        assertEquals(expectedLine, error.lineNumber(), error.getMessage());
        assertTrue(error.reason().startsWith(expectedReason), error.getMessage());
        assertEquals("line " + expectedLine + ": " + error.reason(), error.getMessage());
    }

    private static String broken(String problem) {
        String t = EXAMPLE;
        switch (problem) {
            case "not a saved game": return "hello\n" + t;
            case "newer version": return t.replace("saved-game 1", "saved-game 4");
            case "unknown key": return t.replace("move-clock-seconds 5", "colour blue");
            case "second mode line": return t + "mode watch\n";
            case "missing moves": return t.replace("moves 44-3\n", "");
            case "bad level": return t.replace("level medium", "level hardest");
            case "bad number": return t.replace("seconds 5", "seconds -5");
            case "bad boolean": return t.replace("adaptive false", "adaptive yes");
            case "bad colour": return t.replace("seat-two-colour yellow", "seat-two-colour pink");
            case "bad seat": return t.replace("first-mover one", "first-mover three");
            case "settings clash": return t.replace("seat-two-colour yellow", "seat-two-colour red");
            case "level for a person": return t.replace("seat-one-level -", "seat-one-level easy");
            case "column full": return t.replace("moves 44-3", "moves 4444444");
            case "not a column": return t.replace("moves 44-3", "moves 48");
            case "bad character with pass": return t.replace("moves 44-3", "moves 4-x");
            case "game over": return t.replace("moves 44-3", "moves 4545454");
            case "bad escape": return t.replace("seat-one-name You", "seat-one-name You\\t");
            default: throw new AssertionError(problem);
        }
    }

    /** Version 3 keeps the help used in the game, so that a game resumed is still counted with help. */
    @Test
    void keepsTheHelpUsedInTheGame() throws SavedGameException {
        SavedGame plain = SavedGameFormat.parse(EXAMPLE);
        SavedGame helped = new SavedGame(plain.settings(), plain.firstMover(), plain.position(),
                EnumSet.of(Help.UNDO, Help.HINT));
        String text = SavedGameFormat.toText(helped);
        assertTrue(text.endsWith("\nmoves 44-3\nhelp hint,undo\n"), text);
        assertEquals(helped, SavedGameFormat.parse(text));
        assertTrue(SavedGameFormat.parse(text).isAssisted());

        String none = SavedGameFormat.toText(plain);
        assertTrue(none.endsWith("\nhelp -\n"), none);
        assertFalse(SavedGameFormat.parse(none).isAssisted());
        assertEquals(EnumSet.allOf(Help.class),
                SavedGameFormat.parse(text.replace("help hint,undo", "help  undo , analysis,hint ")).helpUsed(),
                "any order, spaces around each kind");
    }

    @Test
    void aVersionTwoFileIsAGameWithoutHelp() throws SavedGameException {
        String v2 = EXAMPLE.replace("saved-game 1", "saved-game 2").replace("first-mover one", "board-size 7x6\nfirst-mover one");
        SavedGame game = SavedGameFormat.parse(v2);
        assertFalse(game.isAssisted());
        assertEquals(SavedGameFormat.parse(EXAMPLE), game);
        SavedGameException e = assertThrows(SavedGameException.class, () -> SavedGameFormat.parse(v2 + "help hint\n"));
        assertTrue(e.reason().startsWith("unknown key \"help\""), e.getMessage());
    }

    @Test
    void namesABadOrMissingHelpLine() throws SavedGameException {
        String v3 = SavedGameFormat.toText(SavedGameFormat.parse(EXAMPLE));
        SavedGameException unknown = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v3.replace("help -", "help hint,coach")));
        assertEquals(17, unknown.lineNumber());
        assertEquals("help: \"coach\" is not one of hint, analysis, undo, or - for none", unknown.reason());
        SavedGameException empty = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v3.replace("help -", "help")));
        assertEquals("help: \"\" is not one of hint, analysis, undo, or - for none", empty.reason());
        SavedGameException missing = assertThrows(SavedGameException.class,
                () -> SavedGameFormat.parse(v3.replace("help -\n", "")));
        assertEquals("the \"help\" line is missing", missing.reason());
    }
}
