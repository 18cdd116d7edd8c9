package dev.connectfour.game.session;

import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsBook;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Counts each finished game of a session once in the {@link StatisticsBook}, from seat one's side
 * (you, against the computer or the other computer's player): a win, a draw, or a loss (a resignation is a
 * loss for whoever resigned), under the key its {@link GameRules} give (the mode, the computer's level in that
 * game, the board); and whether the player had help ({@link Help}). A game abandoned (a network game whose
 * connection stayed lost) is not counted.
 */
final class StatisticsRecorder {
    private final GameSettings settings;
    private final StatisticsBook book;
    private final GameRules rules;
    /** The help used in the current game; not empty makes it assisted. */
    private final Set<Help> helpUsed = EnumSet.noneOf(Help.class);

    StatisticsRecorder(GameSettings settings, StatisticsBook book, GameRules rules) {
        this.settings = settings;
        this.book = book;
        this.rules = rules;
    }

    /** A new game: no help yet. */
    void newGame() {
        helpUsed.clear();
    }

    /** The player used {@code help} in this game: it is counted as assisted ({@link Help}). */
    void helpUsed(Help help) {
        helpUsed.add(help);
    }

    Set<Help> helpUsed() {
        return Collections.unmodifiableSet(EnumSet.copyOf(helpUsed));
    }

    boolean isAssisted() {
        return !helpUsed.isEmpty();
    }

    /** Counts a finished game of {@code discs} discs played by {@code lineup}; an abandoned game is not counted. */
    void record(GameResult result, int discs, Lineup lineup) {
        if (result.isAbandoned()) {
            return;
        }
        book.record(rules.statisticsKey(settings, lineup), result.outcomeFor(Seat.ONE), discs, isAssisted());
    }
}
