package dev.connectfour.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.search.Solver;
import dev.connectfour.engine.analysis.Verdict;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The analysis in words, in English and German, and the evaluation bar's share. */
class AnalysisTextTest {
    private final AnalysisText english = AnalysisText.in(Locale.ENGLISH);
    private final AnalysisText german = AnalysisText.in(Locale.GERMAN);

    private static String name(Player player) {
        return player == Player.FIRST ? "Red" : "Yellow";
    }

    @Test
    void verdictsInWords() {
        assertEquals("Win in 3", english.verdict(new Verdict(Outcome.WIN, 3)));
        assertEquals("Win", english.verdict(Verdict.ofOutcome(Outcome.WIN)));
        assertEquals("Draw", english.verdict(Verdict.draw()));
        assertEquals("Loss in 12", english.verdict(new Verdict(Outcome.LOSS, 12)));
        assertEquals("Loss", english.verdict(Verdict.ofOutcome(Outcome.LOSS)));
        assertEquals("Sieg in 3", german.verdict(new Verdict(Outcome.WIN, 3)));
        assertEquals("Remis", german.verdict(Verdict.draw()));
        assertEquals("Verlust in 2", german.verdict(new Verdict(Outcome.LOSS, 2)));
    }

    @Test
    void columnsFullPendingAndKnown() {
        Position position = Position.parse("444444"); // column 4 full, Red to move
        ColumnValues values = ColumnValues.unknown(position).with(0, new Verdict(Outcome.WIN, 5));
        assertEquals("Full", english.column(values, 3));
        assertEquals(AnalysisText.FULL, AnalysisText.styleOf(values, 3));
        assertEquals("Win in 5", english.column(values, 0));
        assertEquals(AnalysisText.WIN, AnalysisText.styleOf(values, 0));
        assertEquals("…", english.column(values, 1), "short: the columns of the wide boards are narrow");
        assertEquals("Calculating…", english.spoken(values, 1), "in words for a screen reader");
        assertEquals(AnalysisText.PENDING, AnalysisText.styleOf(values, 1));
        assertEquals("Voll", german.column(values, 3));
    }

    @Test
    void theEvaluationNamesTheWinnerAndCountsTheWinnersMoves() {
        // 4455661 (Yellow to move): Red wins with its next disc whatever Yellow does
        ColumnValues yellowLoses = ColumnValues.of(new Solver().analyze(Position.parse("4455661")));
        assertEquals("Red wins in 1 move", english.evaluation(yellowLoses, AnalysisTextTest::name, null));
        assertEquals("Red gewinnt in 1 Zug", german.evaluation(yellowLoses, AnalysisTextTest::name, null));
        assertEquals(0.8 + 0.2, AnalysisText.firstPlayerShare(yellowLoses), 1e-9);
        // 445566 (Red to move): Red wins at once
        ColumnValues redWins = ColumnValues.of(new Solver().analyze(Position.parse("445566")));
        assertEquals("Red wins in 1 move", english.evaluation(redWins, AnalysisTextTest::name, null));
        ColumnValues later = ColumnValues.unknown(Position.parse("")).with(3, new Verdict(Outcome.WIN, 4));
        assertEquals("Red wins", english.evaluation(later, AnalysisTextTest::name, null), "other columns might win sooner");
        assertEquals(0.8, AnalysisText.firstPlayerShare(later), 1e-9);
        ColumnValues yellowToMoveLoses = ColumnValues.unknown(Position.parse("4"));
        for (int column = 0; column < 7; column++) {
            yellowToMoveLoses = yellowToMoveLoses.with(column, new Verdict(Outcome.LOSS, column + 3));
        }
        assertEquals("Red wins in 9 moves", english.evaluation(yellowToMoveLoses, AnalysisTextTest::name, null),
                "Yellow's slowest loss");
        assertEquals("Calculating…", english.evaluation(ColumnValues.unknown(Position.parse("4")), AnalysisTextTest::name, null));
        ColumnValues draw = ColumnValues.unknown(Position.parse("4")).with(0, Verdict.draw());
        for (int column = 1; column < 7; column++) {
            draw = draw.with(column, new Verdict(Outcome.LOSS, 4));
        }
        assertEquals("Draw with perfect play", english.evaluation(draw, AnalysisTextTest::name, null));
        assertEquals(0.5, AnalysisText.firstPlayerShare(draw), 1e-9);
        ColumnValues yellowWins = ColumnValues.unknown(Position.parse("4")).with(0, new Verdict(Outcome.WIN, 2));
        assertEquals("Yellow wins", english.evaluation(yellowWins, AnalysisTextTest::name, null));
        assertEquals("You win", english.evaluation(yellowWins, AnalysisTextTest::name, Player.SECOND));
        assertEquals("Du gewinnst in 1 Zug", german.evaluation(redWins, AnalysisTextTest::name, Player.FIRST));
        assertEquals(0.2, AnalysisText.firstPlayerShare(yellowWins), 1e-9);
    }
}
