package dev.connectfour.ui.stats;

import dev.connectfour.game.Mode;
import dev.connectfour.game.StatisticsKey;
import dev.connectfour.game.Tally;
import dev.connectfour.ui.Texts;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * One line of the statistics table, in words: a kind of game (mode, level, board) and its figures.
 *
 * @param key the kind of game, for the chart of the selected line
 */
record StatsRow(StatisticsKey key, String mode, String level, String board, String games, String won, String drawn,
                String lost, String streak, String average, String assisted) {

    /** The line of {@code tally}, numbers written as in {@code locale} (23,1 in German). */
    static StatsRow of(StatisticsKey key, Tally tally, ResourceBundle strings, Locale locale) {
        return new StatsRow(key, mode(strings, key.mode()),
                key.level() == null ? strings.getString("noValue") : Texts.level(strings, key.level()),
                Texts.board(strings, key.size()),
                number(strings, locale, tally.played()), number(strings, locale, tally.won()),
                number(strings, locale, tally.drawn()), number(strings, locale, tally.lost()),
                number(strings, locale, tally.bestStreak()),
                tally.averageMoves().isPresent()
                        ? new MessageFormat(strings.getString("average"), locale).format(
                                new Object[] {tally.averageMoves().getAsDouble()})
                        : strings.getString("noValue"),
                number(strings, locale, tally.assisted()));
    }

    /** "One player", "Two players", "Watch". */
    static String mode(ResourceBundle strings, Mode mode) {
        return strings.getString("mode." + mode.name().toLowerCase(Locale.ROOT));
    }

    /** The kind of game in one line, for the chart's title: "One player · Hard · 7 × 6". */
    String kind() {
        return key.level() == null ? mode + " · " + board : mode + " · " + level + " · " + board;
    }

    private static String number(ResourceBundle strings, Locale locale, long value) {
        return new MessageFormat(strings.getString("count"), locale).format(new Object[] {value});
    }
}
