package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code explain} as a user runs it: one line per position and move, in the format. */
class ExplainCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String input, String... args) {
        return CliMain.run(List.of(args), new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String[] lines() {
        return out.toString(StandardCharsets.UTF_8).split("\n");
    }

    @Test
    void eachLineIsMovesColumnVerdictKindCellsAndText() {
        assertEquals(CliMain.OK, run("641352567273443 2\n662222576343651642712157 3\n4444 4\n", "explain"),
                err.toString(StandardCharsets.UTF_8));
        String[] lines = lines();
        assertEquals(3, lines.length);
        assertEquals("641352567273443 2 win>loss under-threat b3,b4 | This filled b3, the cell under Red's threat at b4:"
                + " Red wins at once. (Yellow) d4 instead keeps the win.", lines[0]);
        assertEquals("662222576343651642712157 3 win>loss double-threat d3,c4,e4 | Yellow answers d3 and has two threats,"
                + " c4 and e4. Red can only block one. (Red) d3 instead keeps the win.", lines[1]);
        assertEquals("4444 4 ok - - | This move keeps Red's outcome.", lines[2]);
    }

    @Test
    void anIdeaReachedByForceNamesItsMovesAndOneLine() {
        assertEquals(CliMain.OK, run("33453344 6\n244444422222555 5\n", "explain"), err.toString(StandardCharsets.UTF_8));
        String[] lines = lines();
        assertEquals("33453344 6 draw>loss forces-zugzwang d4,d5,b1 | Yellow plays d4 and, whatever Red does, within 2 moves"
                + " reaches a position where answering every move in the same column wins (zugzwang). For example d4, d5, b1."
                + " (Red) b1 instead keeps the draw.", lines[0]);
        assertEquals("244444422222555 5 win>draw wins-by-zugzwang f1,c1,f2 | After this, Red can always hold the draw."
                + " (Yellow) f1 instead keeps the win: whatever Red does, within 2 moves Yellow reaches a position where"
                + " answering every move in the same column wins (zugzwang). For example f1, c1, f2.", lines[1]);
    }

    @Test
    void theEmptyBoardIsADotAndWholeGamesGiveTheirMistakes() {
        assertEquals(CliMain.OK, run(". 1\n", "explain"));
        assertTrue(lines()[0].startsWith(". 1 win>loss "), lines()[0]);
        out.reset();
        assertEquals(CliMain.OK, run("6622225763436516427121573415\n", "explain", "--games"));
        assertTrue(List.of(lines()).contains("662222576343651642712157 3 win>loss double-threat d3,c4,e4 | Yellow answers d3"
                + " and has two threats, c4 and e4. Red can only block one. (Red) d3 instead keeps the win."), out.toString());
    }

    @Test
    void aBadLineIsNamedAndTheOthersAreExplained() {
        assertEquals(CliMain.FAILED, run("4444\n44a 1\n444444 4\n4444 4\n", "explain"));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("line 1: expected 'MOVES COLUMN'"), errors);
        assertTrue(errors.contains("line 2") && errors.contains("not a digit"), errors);
        assertTrue(errors.contains("line 3: column 4 cannot be played"), errors);
        assertEquals(1, lines().length);
    }
}
