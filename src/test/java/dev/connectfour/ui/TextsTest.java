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
import dev.connectfour.ui.preferences.Language;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    /**
     * The computer's delay, a count and a day of the chart as each language writes them: decimal comma,
     * its own thousands separator (a narrow no-break space in French, a no-break space in Polish, Russian
     * and Ukrainian), its own month abbreviation and order.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ENGLISH|0.6 s|1,234|3 Nov", "GERMAN|0,6 s|1.234|3. Nov.", "FRENCH|0,6 s|1\u202f234|3 nov.",
        "SPANISH|0,6 s|1.234|3 nov", "ITALIAN|0,6 s|1.234|3 nov", "PORTUGUESE_BRAZIL|0,6 s|1.234|3 nov.",
        "DUTCH|0,6 s|1.234|3 nov.", "POLISH|0,6 s|1\u00a0234|3 lis", "RUSSIAN|0,6 с|1\u00a0234|3 нояб.",
        "UKRAINIAN|0,6 с|1\u00a0234|3 лист.", "JAPANESE|0.6 秒|1,234|11/3", "CHINESE_SIMPLIFIED|0.6 秒|1,234|11月3日"})
    void numbersAndDaysAreWrittenAsEachLanguageWritesThem(Language language, String delay, String count, String day) {
        ResourceBundle settings = Bundles.forScreen(SettingsController.class, "settings", language.locale());
        ResourceBundle stats = Bundles.forScreen(StatsController.class, "stats", language.locale());
        assertEquals(delay, Texts.format(settings, "delay.value", 0.6));
        assertEquals(count, Texts.format(stats, "count", 1234));
        assertEquals(day, DateTimeFormatter.ofPattern(stats.getString("chart.dayPattern"), stats.getLocale())
                .format(LocalDate.of(2026, 11, 3)));
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
