package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Position;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Seat;
import dev.connectfour.ui.settings.SettingsController;
import dev.connectfour.ui.stats.StatsController;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** The words and numbers every screen shares, in the player's language. */
class TextsTest {
    private static final ResourceBundle ENGLISH = Bundles.common(Locale.ENGLISH);
    private static final ResourceBundle GERMAN = Bundles.common(Locale.GERMAN);

    @Test
    void numbersAreWrittenAsInThePlayersLanguage() {
        assertEquals("0,6 s", Texts.format(Bundles.forScreen(SettingsController.class, "settings", Locale.GERMAN),
                "delay.value", 0.6));
        assertEquals("0.6 s", Texts.format(Bundles.forScreen(SettingsController.class, "settings", Locale.ENGLISH),
                "delay.value", 0.6));
        assertEquals("1.234", Texts.format(Bundles.forScreen(StatsController.class, "stats", Locale.GERMAN),
                "count", 1234));
        assertEquals("23,1", Texts.format(Bundles.forScreen(StatsController.class, "stats", Locale.GERMAN),
                "average", 23.1));
    }

    @Test
    void aBadPastedGameIsExplainedInAPlayersWords() {
        assertEquals("Its character 1, \"h\", is not a column number: a game is written as the columns played, one"
                + " digit from 1 to 7 per disc, such as 4453.", explained(ENGLISH, "hello 99 xyz"));
        assertEquals("Sein Zeichen 1, „h“, ist keine Spaltennummer: Ein Spiel wird als die gespielten Spalten"
                + " geschrieben, eine Ziffer von 1 bis 7 pro Scheibe, etwa 4453.", explained(GERMAN, "hello 99 xyz"));
        assertEquals("Move 3 is column 9, but the board has only the columns 1 to 7.", explained(ENGLISH, "449"));
        assertEquals("Move 7 goes into column 4, which is already full.", explained(ENGLISH, "4444444"));
        assertEquals("Zug 7 geht in Spalte 4, die schon voll ist.", explained(GERMAN, "4444444"));
        assertEquals("The game is already won before move 8.", explained(ENGLISH, "12121214"));
    }

    @Test
    void theSeatsNobodyNamesAreNamedInThePlayersLanguage() {
        GameSettings rememberedInEnglish = GameSettings.onePlayer(ComputerLevel.HARD);
        GameSettings shown = Texts.roleNames(GERMAN, rememberedInEnglish);
        assertEquals("Du", shown.name(Seat.ONE));
        assertEquals("Computer", shown.name(Seat.TWO));
        assertEquals("Computer 2", Texts.roleNames(GERMAN, GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD))
                .name(Seat.TWO));
        GameSettings named = GameSettings.twoPlayers(false).withName(Seat.ONE, "Anna");
        assertEquals("Anna", Texts.roleNames(GERMAN, named).name(Seat.ONE), "names people typed are kept");
    }

    private static String explained(ResourceBundle strings, String moves) {
        MoveStringException problem = assertThrows(MoveStringException.class,
                () -> Position.parse(BoardSize.STANDARD, moves.strip()));
        return Texts.moveString(strings, problem, BoardSize.STANDARD);
    }
}
