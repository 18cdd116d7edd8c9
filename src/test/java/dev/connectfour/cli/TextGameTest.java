package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code play} against the computer, driven as a player types: lines of text in, the terminal's text out. */
class TextGameTest {
    private static final String EMPTY_BOARD = "\n" + "| | | | | | | |\n".repeat(6) + "+-+-+-+-+-+-+-+\n 1 2 3 4 5 6 7 \n";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs {@code play --seed 1} with these options and the typed lines; returns the exit code. */
    private int play(String typed, String... options) {
        List<String> args = new ArrayList<>(List.of("play", "--seed", "1"));
        args.addAll(List.of(options));
        return CliMain.run(args, new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    @Test
    void quitLeavesAtOnceAndCleanly() {
        assertEquals(CliMain.OK, play("quit\n"));
        assertTrue(out().endsWith("Your move (column 1-7, or help): \nGoodbye.\n"), out());
        assertFalse(out().contains("not a column"), out());
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void helpNamesEveryCommandAndTheGameGoesOn() {
        assertEquals(CliMain.OK, play("help\n4\nquit\n"));
        for (String command : List.of("undo", "hint", "help", "quit", "An empty line shows the board again")) {
            assertTrue(out().contains(command), command + " in " + out());
        }
        assertTrue(out().contains("You play column 4."), out());
        assertFalse(out().contains("not a column"), out());
    }

    @Test
    void anEmptyLineShowsTheBoardAgain() {
        assertEquals(CliMain.OK, play("\n\nquit\n"));
        assertEquals(3, count(out(), EMPTY_BOARD), "the board at the start, then once for each empty line: " + out());
        assertFalse(out().contains("not a column") || out().contains("There is no column"), out());
    }

    @Test
    void undoTakesBackTheMoveAndTheReplyAndSaysWhenThereIsNothingToUndo() {
        assertEquals(CliMain.OK, play("undo\n4\nundo\nquit\n"));
        String text = out();
        assertTrue(text.contains("Nothing to undo: you have not moved yet."), text);
        assertTrue(text.contains("You play column 4.") && text.contains("The computer plays column"), text);
        int undone = text.indexOf("Taken back: your last move and the computer's reply.");
        assertTrue(undone > 0, text);
        assertTrue(text.substring(undone).startsWith("Taken back: your last move and the computer's reply.\n" + EMPTY_BOARD), text);
    }

    @Test
    void aHintNamesThePerfectColumnAndPlaysNothing() {
        assertEquals(CliMain.OK, play("hint\nquit\n"));
        assertTrue(out().contains("Hint: column 4."), out()); // the centre: the only winning first move
        assertFalse(out().contains("You play column"), out());
    }

    @Test
    void aWordThatIsNeitherAColumnNorACommandIsAnsweredAndAskedAgain() {
        assertEquals(CliMain.OK, play("drop\nquit\n"));
        assertTrue(out().contains("'drop' is neither a column nor a command: type a number from 1 to 7, or help.\n"
                + "Your move (column 1-7, or help): "), out());
    }

    /** Columns typed round and round until the game ends; then the answers to "Play again?". */
    @Test
    void playAgainAsksAgainOnAnUnclearAnswerAndStartsAnotherGameOnYes() {
        String columns = "1\n2\n3\n4\n5\n6\n7\n".repeat(21);
        assertEquals(CliMain.OK, play(columns + "maybe\n\ny\nquit\n", "--level", "easy"));
        String text = out();
        Matcher ended = Pattern.compile("(Four in a row: .*|The board is full: a draw\\.)\nMoves: \\d+\n").matcher(text);
        assertTrue(ended.find(), text);
        String afterGame = text.substring(ended.end());
        String unclear = "Please answer y (another game) or n (stop).\n";
        assertTrue(afterGame.contains("Play again? [y/n] " + unclear + "Play again? [y/n] "), afterGame);
        assertTrue(count(afterGame, unclear) >= 2, "asked again after 'maybe' and the empty line: " + afterGame);
        assertEquals(2, count(text, "\nYou play "), "yes started a second game: " + text);
        assertTrue(text.endsWith("Goodbye.\n"), text);
    }

    @Test
    void noAtPlayAgainEndsAndTheEndOfTheInputEndsAnywhere() {
        String columns = "1\n2\n3\n4\n5\n6\n7\n".repeat(21);
        assertEquals(CliMain.OK, play(columns + "no\n", "--level", "easy"));
        assertEquals(1, count(out(), "\nYou play "), out());
        assertTrue(out().endsWith("Goodbye.\n"), out());
        out.reset();
        assertEquals(CliMain.OK, play("4\n"));
        assertTrue(out().endsWith("Goodbye.\n"), out());
    }
}
