/**
 * The statistics of finished games: the immutable {@link dev.connectfour.game.stats.Statistics} (a
 * {@link dev.connectfour.game.stats.Tally} per {@link dev.connectfour.game.stats.StatisticsKey}, and the
 * {@link dev.connectfour.game.stats.FinishedGame}s of the history), and the observable
 * {@link dev.connectfour.game.stats.StatisticsBook} that sessions record into and the statistics screen
 * binds to. Uses {@code game} (modes, outcomes, the offered boards) and {@code javafx.base}.
 */
package dev.connectfour.game.stats;
