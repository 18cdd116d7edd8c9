package dev.connectfour.ui.stats;

import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.game.stats.Tally;
import dev.connectfour.ui.Texts;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * One line of a statistics table, in words: a kind of game (who played, on which board) and its figures.
 * A watched game's "won" is the first computer's win, its "lost" the second computer's.
 *
 * @param key  the kind of game, for the chart of the selected line
 * @param game the kind in words: "vs Hard · 7 × 6", "Two players · 5 × 4", "Medium vs Hard · 7 × 6"
 */
record StatsRow(StatisticsKey key, String game, String games, String won, String drawn, String lost, String streak,
                String average, String assisted) {

    /** The line of {@code tally}, numbers written as in the strings' language (23,1 in German). */
    static StatsRow of(StatisticsKey key, Tally tally, ResourceBundle strings) {
        return new StatsRow(key, game(strings, key),
                Texts.format(strings, "count", tally.played()), Texts.format(strings, "count", tally.won()),
                Texts.format(strings, "count", tally.drawn()), Texts.format(strings, "count", tally.lost()),
                Texts.format(strings, "count", tally.bestStreak()),
                tally.averageMoves().isPresent() ? Texts.format(strings, "average", tally.averageMoves().getAsDouble())
                        : strings.getString("noValue"),
                Texts.format(strings, "count", tally.assisted()));
    }

    /** "vs Hard · 7 × 6", "Two players · 7 × 6", "Network · 7 × 6", "Medium vs Hard · 7 × 6" (a watched game of version 2: "Medium · 7 × 6"). */
    static String game(ResourceBundle strings, StatisticsKey key) {
        String board = Texts.board(strings, key.size());
        String mode = "game." + key.mode().name().toLowerCase(Locale.ROOT);
        if (key.level() == null) { // people on both sides
            return Texts.format(strings, mode, board);
        }
        String level = Texts.level(strings, key.level());
        if (key.secondLevel() != null) {
            return Texts.format(strings, mode, level, board, Texts.level(strings, key.secondLevel()));
        }
        return Texts.format(strings, key.isPlayed() ? mode : "game.watchOne", level, board);
    }
}
