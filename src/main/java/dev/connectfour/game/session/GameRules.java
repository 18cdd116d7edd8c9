package dev.connectfour.game.session;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.Optional;

/**
 * Everything that differs between the kinds of game, in one object per {@link Mode} ({@link Modes} registers
 * them): who sits in the seats no computer plays and what the game allows ({@link #capabilities()}), which
 * commands it refuses, who resigns, who owns the clock and when it runs, what the statistics count and what is
 * saved. The {@link Referee} consults these rules and knows no mode; the screens read the
 * {@link Capabilities}.
 *
 * <p>The defaults are those of a game played at this computer. A mode whose game is also decided elsewhere
 * (over the network) takes the {@link Referee} in {@link #attach} and drives it through its package-private
 * game steps ({@code loseTurn}, {@code concede}, {@code beginGame}, {@code abandon}, pauses).
 */
interface GameRules {

    /** The persisted identity of these rules: what saved games, statistics and settings name. */
    Mode mode();

    /** What the game allows and how it names its seats; the same for the whole session. */
    Capabilities capabilities();

    /** The mover of {@code seat} when no computer plays it: a person here unless the rules say otherwise. */
    default Mover personIn(Seat seat) {
        return new HumanMover();
    }

    /** The seat a person at another computer plays, told their moves by it; empty where every seat is played here. */
    default Optional<RemoteSeat> remoteSeat() {
        return Optional.empty();
    }

    /** Called once, by the referee these rules serve, before its first game. */
    default void attach(Referee referee) {
    }

    /**
     * The refusal of every player command (play, undo, redo, resign) while a game is on, null if there is none:
     * {@link Refusal#WATCHING} where nobody here plays.
     */
    default Refusal refusalOfPlayerCommands() {
        return null;
    }

    /** The refusal of undo and redo in a game in progress, null if taking back is allowed. */
    default Refusal refusalOfTakeBack() {
        return capabilities().mayTakeBack() ? null : capabilities().refusal();
    }

    /** The refusal of a new game asked by this side alone, null if allowed. */
    default Refusal refusalOfRestart() {
        return capabilities().mayRestart() ? null : capabilities().refusal();
    }

    /** The refusal of a move by a person here that passed every other check, null if it may be played. */
    default Refusal refusalOfMove() {
        return null;
    }

    /** Who resigns when the player resigns: you, at this computer (between two people there: the side to move). */
    default Seat resigner(Seat toMove) {
        return Seat.ONE;
    }

    /** The person here dropped a disc in {@code column}; the referee has played it. */
    default void moved(int column) {
    }

    /** The player here resigned; the referee ends the game next. */
    default void resigned() {
    }

    /** The session is closed. */
    default void close() {
    }

    /** Whether the move clock times the turn of {@code mover} (in a timed game): a person's here. */
    default boolean timesTurnOf(Mover mover) {
        return mover.playsHere();
    }

    /**
     * Whether the clock runs now (the session is open): while a person here may move and nothing holds the game,
     * nor the screen ({@link PauseReason#ANIMATION}: a disc still falls there).
     */
    default boolean clockRuns(SessionState state, Pauses pauses) {
        return state == SessionState.HUMAN_TO_MOVE && !pauses.isPaused() && !pauses.holds(PauseReason.ANIMATION);
    }

    /** A turn begins (after the referee set the clock for it). */
    default void turnBegins() {
    }

    /** The clock of the side to move ran out: true if its turn is lost at once, false if someone else decides. */
    default boolean losesTurnWhenTimeIsUp() {
        return true;
    }

    /** Where the statistics count a finished game of these {@code settings} played by {@code lineup}. */
    StatisticsKey statisticsKey(GameSettings settings, Lineup lineup);

    /**
     * Whether seat one's games may move the player's game rating (against a computer of the ladder, on the
     * standard board, without help: {@link StatisticsRecorder} checks the rest).
     */
    default boolean ratesThePlayer() {
        return false;
    }

    /** The settings a game in progress is saved with, to resume at this computer. */
    default GameSettings savedSettings(GameSettings settings) {
        return settings;
    }
}
