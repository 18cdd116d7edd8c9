package dev.connectfour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.preferences.Language;
import dev.connectfour.ui.review.ReviewController;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Counts in words as a player of each language reads them: "You win in 1 move / in 2 moves", Polish
 * "1 błąd, 2 błędy, 5 błędów, 22 błędy", Russian "21 ход, 22 хода, 25 ходов", for the counts that tell
 * the forms apart.
 */
class PluralWordsTest {
    private static final int[] COUNTS = {0, 1, 2, 3, 5, 11, 21, 22, 25};

    /** evaluation.youWin for each count of {@link #COUNTS}. */
    private static final Map<Language, List<String>> YOU_WIN = Map.ofEntries(
            Map.entry(Language.ENGLISH, List.of("You win in 0 moves", "You win in 1 move", "You win in 2 moves",
                    "You win in 3 moves", "You win in 5 moves", "You win in 11 moves", "You win in 21 moves",
                    "You win in 22 moves", "You win in 25 moves")),
            Map.entry(Language.GERMAN, List.of("Du gewinnst in 0 Zügen", "Du gewinnst in 1 Zug", "Du gewinnst in 2 Zügen",
                    "Du gewinnst in 3 Zügen", "Du gewinnst in 5 Zügen", "Du gewinnst in 11 Zügen",
                    "Du gewinnst in 21 Zügen", "Du gewinnst in 22 Zügen", "Du gewinnst in 25 Zügen")),
            Map.entry(Language.FRENCH, List.of("Vous gagnez en 0 coup", "Vous gagnez en 1 coup", "Vous gagnez en 2 coups",
                    "Vous gagnez en 3 coups", "Vous gagnez en 5 coups", "Vous gagnez en 11 coups",
                    "Vous gagnez en 21 coups", "Vous gagnez en 22 coups", "Vous gagnez en 25 coups")),
            Map.entry(Language.SPANISH, List.of("Ganas en 0 jugadas", "Ganas en 1 jugada", "Ganas en 2 jugadas",
                    "Ganas en 3 jugadas", "Ganas en 5 jugadas", "Ganas en 11 jugadas", "Ganas en 21 jugadas",
                    "Ganas en 22 jugadas", "Ganas en 25 jugadas")),
            Map.entry(Language.ITALIAN, List.of("Vinci in 0 mosse", "Vinci in 1 mossa", "Vinci in 2 mosse",
                    "Vinci in 3 mosse", "Vinci in 5 mosse", "Vinci in 11 mosse", "Vinci in 21 mosse",
                    "Vinci in 22 mosse", "Vinci in 25 mosse")),
            Map.entry(Language.PORTUGUESE_BRAZIL, List.of("Você vence em 0 jogada", "Você vence em 1 jogada",
                    "Você vence em 2 jogadas", "Você vence em 3 jogadas", "Você vence em 5 jogadas",
                    "Você vence em 11 jogadas", "Você vence em 21 jogadas", "Você vence em 22 jogadas",
                    "Você vence em 25 jogadas")),
            Map.entry(Language.DUTCH, List.of("Je wint in 0 zetten", "Je wint in 1 zet", "Je wint in 2 zetten",
                    "Je wint in 3 zetten", "Je wint in 5 zetten", "Je wint in 11 zetten", "Je wint in 21 zetten",
                    "Je wint in 22 zetten", "Je wint in 25 zetten")),
            Map.entry(Language.POLISH, List.of("Wygrywasz w 0 ruchach", "Wygrywasz w 1 ruchu", "Wygrywasz w 2 ruchach",
                    "Wygrywasz w 3 ruchach", "Wygrywasz w 5 ruchach", "Wygrywasz w 11 ruchach",
                    "Wygrywasz w 21 ruchach", "Wygrywasz w 22 ruchach", "Wygrywasz w 25 ruchach")),
            Map.entry(Language.RUSSIAN, List.of("Вы выигрываете за 0 ходов", "Вы выигрываете за 1 ход",
                    "Вы выигрываете за 2 хода", "Вы выигрываете за 3 хода", "Вы выигрываете за 5 ходов",
                    "Вы выигрываете за 11 ходов", "Вы выигрываете за 21 ход", "Вы выигрываете за 22 хода",
                    "Вы выигрываете за 25 ходов")),
            Map.entry(Language.UKRAINIAN, List.of("Ви виграєте за 0 ходів", "Ви виграєте за 1 хід",
                    "Ви виграєте за 2 ходи", "Ви виграєте за 3 ходи", "Ви виграєте за 5 ходів",
                    "Ви виграєте за 11 ходів", "Ви виграєте за 21 хід", "Ви виграєте за 22 ходи",
                    "Ви виграєте за 25 ходів")),
            Map.entry(Language.JAPANESE, List.of("あなたが\n0 手で勝ち", "あなたが\n1 手で勝ち", "あなたが\n2 手で勝ち",
                    "あなたが\n3 手で勝ち", "あなたが\n5 手で勝ち", "あなたが\n11 手で勝ち", "あなたが\n21 手で勝ち",
                    "あなたが\n22 手で勝ち", "あなたが\n25 手で勝ち")),
            Map.entry(Language.CHINESE_SIMPLIFIED, List.of("你将在\n0 步内获胜", "你将在\n1 步内获胜", "你将在\n2 步内获胜",
                    "你将在\n3 步内获胜", "你将在\n5 步内获胜", "你将在\n11 步内获胜", "你将在\n21 步内获胜",
                    "你将在\n22 步内获胜", "你将在\n25 步内获胜")));

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "SYSTEM", mode = EnumSource.Mode.EXCLUDE)
    void aWinIsCountedInMovesAsTheLanguageCountsThem(Language language) {
        ResourceBundle strings = AnalysisText.in(language.locale()).strings();
        List<String> shown = Arrays.stream(COUNTS).mapToObj(count -> Texts.format(strings, "evaluation.youWin", count))
                .toList();
        assertEquals(YOU_WIN.get(language), shown);
    }

    @Test
    void mistakesAreCountedInTheThreeFormsOfPolishRussianAndUkrainian() {
        assertEquals(List.of("Nie znaleziono błędów.", "Zaznaczono 1 błąd.", "Zaznaczono 2 błędy.", "Zaznaczono 3 błędy.",
                "Zaznaczono 5 błędów.", "Zaznaczono 11 błędów.", "Zaznaczono 21 błędów.", "Zaznaczono 22 błędy.",
                "Zaznaczono 25 błędów."), mistakes(Language.POLISH));
        assertEquals(List.of("Ошибок не найдено.", "Отмечена 1 ошибка.", "Отмечены 2 ошибки.", "Отмечены 3 ошибки.",
                "Отмечено 5 ошибок.", "Отмечено 11 ошибок.", "Отмечена 21 ошибка.", "Отмечены 22 ошибки.",
                "Отмечено 25 ошибок."), mistakes(Language.RUSSIAN));
        assertEquals(List.of("Помилок не знайдено.", "Позначено 1 помилку.", "Позначено 2 помилки.", "Позначено 3 помилки.",
                "Позначено 5 помилок.", "Позначено 11 помилок.", "Позначено 21 помилку.", "Позначено 22 помилки.",
                "Позначено 25 помилок."), mistakes(Language.UKRAINIAN));
    }

    private static List<String> mistakes(Language language) {
        ResourceBundle strings = Bundles.forScreen(ReviewController.class, "review", language.locale());
        return Arrays.stream(COUNTS).mapToObj(count -> Texts.format(strings, "review.done", count)).toList();
    }
}
