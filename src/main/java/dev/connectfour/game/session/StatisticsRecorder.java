package dev.connectfour.game.session;

import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.StatisticsKey;

/**
 * Counts each finished game of a session once in the {@link StatisticsBook}, from seat one's side
 * (you, against the computer or the other computer's player): a win, a draw, or a loss (a resignation is a
 * loss for whoever resigned), under the mode, the computer's level in that game and the board; and whether
 * the player had help. A network game abandoned when its connection stayed lost is not counted.
 */
final class StatisticsRecorder {
    private final GameSettings settings;
    private final StatisticsBook book;
    private boolean assisted;

    StatisticsRecorder(GameSettings settings, StatisticsBook book) {
        this.settings = settings;
        this.book = book;
    }

    /** A new game: no help yet. */
    void newGame() {
        assisted = false;
    }

    /** The player had help in this game (the perfect analysis was shown). */
    void markAssisted() {
        assisted = true;
    }

    boolean isAssisted() {
        return assisted;
    }

    /** Counts a finished game of {@code discs} discs played by {@code lineup}; an abandoned game is not counted. */
    void record(GameResult result, int discs, Lineup lineup) {
        if (result.isAbandoned()) {
            return;
        }
        book.record(key(lineup), result.outcomeFor(Seat.ONE), discs, assisted);
    }

    private StatisticsKey key(Lineup lineup) {
        switch (settings.mode()) {
            case ONE_PLAYER: return new StatisticsKey(Mode.ONE_PLAYER, lineup.of(Seat.TWO).level(), settings.boardSize());
            case WATCH: return StatisticsKey.watched(lineup.of(Seat.ONE).level(), lineup.of(Seat.TWO).level(),
                    settings.boardSize());
            default: return new StatisticsKey(settings.mode(), null, settings.boardSize());
        }
    }
}
