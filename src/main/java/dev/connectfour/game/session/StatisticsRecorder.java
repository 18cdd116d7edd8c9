package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.RatingBook;
import dev.connectfour.game.stats.StatisticsBook;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Counts each finished game of a session once in the {@link StatisticsBook}, from seat one's side
 * (you, against the computer or the other computer's player): a win, a draw, or a loss (a resignation is a
 * loss for whoever resigned), under the key its {@link GameRules} give (the mode, the computer's level in that
 * game, the board); and whether the player had help ({@link Help}). A game abandoned (a network game whose
 * connection stayed lost) is not counted. Rated games also move the player's game rating
 * ({@link RatingBook}), and a rated game given up for a new one counts there as a loss.
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

    /**
     * Counts a finished game of {@code discs} discs played by {@code lineup}, and rates it if
     * {@link #isRated}; an abandoned game is not counted.
     */
    void record(GameResult result, int discs, Lineup lineup) {
        if (result.isAbandoned()) {
            return;
        }
        book.record(rules.statisticsKey(settings, lineup), result.outcomeFor(Seat.ONE), discs, isAssisted());
        if (isRated(lineup)) {
            book.rating().rate(lineup.of(Seat.TWO).level(), result.outcomeFor(Seat.ONE));
        }
    }

    /**
     * Whether the current game moves the player's game rating: the mode rates it, the computer is a rung of
     * the ladder, the board is the standard one (where the rungs were measured) and no help was used.
     */
    boolean isRated(Lineup lineup) {
        return rates(rules, settings, lineup.of(Seat.TWO).level(), isAssisted());
    }

    /**
     * The one rule of a rated game, for a session's game and a saved one alike: {@code rules} rate the player, the
     * board is the standard one, the computer in seat two ({@code opponent}, null if a person) is a rung of the
     * ladder, and no help was used.
     */
    static boolean rates(GameRules rules, GameSettings settings, ComputerLevel opponent, boolean assisted) {
        return rules.ratesThePlayer() && settings.isStandardBoard() && !assisted && RatingBook.opponent(opponent).isPresent();
    }

    /** The current game, rated ({@code Referee#isRated}), is given up unfinished for a new one: the rating counts it as a loss. */
    void givenUp(Lineup lineup) {
        book.rating().rate(lineup.of(Seat.TWO).level(), Outcome.LOST);
    }
}
