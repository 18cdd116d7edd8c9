package dev.connectfour.ui.stats;

import dev.connectfour.game.Mode;
import dev.connectfour.game.StatisticsKey;
import dev.connectfour.game.Tally;
import dev.connectfour.ui.Texts;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * One line of the statistics table, in words: a kind of game (mode, level, board) and its figures.
 *
 * @param key the kind of game, for the chart of the selected line
 */
record StatsRow(StatisticsKey key, String mode, String level, String board, String games, String won, String drawn,
                String lost, String streak, String average, String assisted) {

    static StatsRow of(StatisticsKey key, Tally tally, ResourceBundle strings) {
        return new StatsRow(key, mode(strings, key.mode()),
                key.level() == null ? strings.getString("noValue") : Texts.level(strings, key.level()),
                Texts.board(strings, key.size()),
                number(strings, tally.played()), number(strings, tally.won()), number(strings, tally.drawn()),
                number(strings, tally.lost()), number(strings, tally.bestStreak()),
                tally.averageMoves().isPresent() ? Texts.format(strings, "average", tally.averageMoves().getAsDouble())
                        : strings.getString("noValue"),
                number(strings, tally.assisted()));
    }

    /** "One player", "Two players", "Watch". */
    static String mode(ResourceBundle strings, Mode mode) {
        return strings.getString("mode." + mode.name().toLowerCase(Locale.ROOT));
    }

    /** The kind of game in one line, for the chart's title: "One player · Hard · 7 × 6". */
    String kind() {
        return key.level() == null ? mode + " · " + board : mode + " · " + level + " · " + board;
    }

    private static String number(ResourceBundle strings, long value) {
        return Texts.format(strings, "count", value);
    }
}
