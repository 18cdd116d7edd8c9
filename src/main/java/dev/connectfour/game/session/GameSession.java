package dev.connectfour.game.session;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;

/**
 * A game of Connect Four as observable state: one session per play screen, running one game after
 * another with the same {@link GameSettings}. Everything a screen shows is a read-only property;
 * everything a player does is a command that answers with a {@link CommandResult} instead of throwing.
 * Sessions are not thread-safe: create and drive them on the FX thread (in tests: the test thread).
 *
 * <h2>Life cycle</h2>
 * <pre>{@code
 * GameSession session = new GameSession(settings, services, ticker);
 * session.addListener(...);          // and bind to the properties
 * session.start();                   // the first game begins; the computer may start thinking
 * ... play(column), undo(), redo(), resign(), restart() ...
 * session.close();                   // leaving the screen or closing the window
 * }</pre>
 *
 * <p>Every move is played and published as soon as it is legal and its mover gives it; no command is refused
 * because a screen animates. A screen that animates the discs queues the positions it is given and shows them one
 * after another; while a disc falls it holds {@link PauseReason#ANIMATION}, which stops the move clock (where the
 * rules say so) and holds a computer's move ({@link Mover#waitsForTheBoard()}), so computers keep the board's pace.
 *
 * <h2>Rules, each with the part that keeps it</h2>
 * One result per game and the order of changes: {@link Referee}. Who plays, adaptive play: {@link Seating}.
 * The computer's moves and delay: {@link ComputerMover}. The clock: {@link MoveClock}. Undo and redo:
 * {@link History}. Pausing: {@link Pauses}. What the statistics count: {@link StatisticsRecorder}. What differs
 * between the kinds of game (one player, two players, watching, the network): the {@link GameRules} that
 * {@link Modes} registers for the settings' mode; the screens see them as {@link #capabilities()}.
 */
public final class GameSession implements AutoCloseable {
    private final Referee referee;

    /**
     * A session, not started yet: attach listeners and bind, then call {@link #start()}.
     *
     * @param settings the settings of every game of this session
     * @param services the computer players, executor, time, randomness and statistics
     * @param ticker   this session's own ticker, e.g. an {@code AnimationTimer}, run only while time matters
     *                 (do not share one between two live sessions)
     */
    public GameSession(GameSettings settings, SessionServices services, Ticker ticker) {
        this(settings, services, ticker, Modes.rulesFor(Objects.requireNonNull(settings, "settings"), null));
    }

    /**
     * A network session, not started yet: seat one is the person here, seat two {@code remote}, the person at the
     * other computer, who tells the session their moves and the host's decisions.
     *
     * @throws IllegalArgumentException if the settings are not those of a network game
     */
    public GameSession(GameSettings settings, SessionServices services, Ticker ticker, RemoteSeat remote) {
        this(settings, services, ticker, Modes.rulesFor(Objects.requireNonNull(settings, "settings"),
                Objects.requireNonNull(remote, "remote")));
    }

    /** A session played by {@code rules}: the seam {@link Modes} feeds, open to a test's own kind of game. */
    GameSession(GameSettings settings, SessionServices services, Ticker ticker, GameRules rules) {
        this.referee = new Referee(this, settings, services, ticker, rules);
    }

    public GameSettings settings() {
        return referee.settings();
    }

    /** What this session's game allows and how it names its seats: ask this, not which mode it is. */
    public Capabilities capabilities() {
        return referee.rules().capabilities();
    }

    /** The seat a person at another computer plays in this session's games; empty where every seat is played here. */
    public Optional<RemoteSeat> remoteSeat() {
        return referee.rules().remoteSeat();
    }

    GameRules rules() {
        return referee.rules();
    }

    /** Where the statistics count the current game once it is over: its mode, the computer's level, the board. */
    public StatisticsKey statisticsKey() {
        return referee.rules().statisticsKey(settings(), getLineup());
    }

    /**
     * The board and its history, replaced after every turn. It changes last: when it fires, the other
     * properties already describe it; the {@link SessionListener} events come after it. Positions are equal
     * when their histories are, so the first game's empty board, equal to the initial one, fires no change.
     */
    public ReadOnlyObjectProperty<GamePosition> positionProperty() {
        return referee.properties().positionProperty();
    }

    public GamePosition getPosition() {
        return positionProperty().get();
    }

    /** What the session waits for: a person's move, the computer's move, or nothing (game over). */
    public ReadOnlyObjectProperty<SessionState> stateProperty() {
        return referee.properties().stateProperty();
    }

    public SessionState getState() {
        return stateProperty().get();
    }

    /** How the current game ended; {@code null} while it runs. Set once per game, cleared by a restart. */
    public ReadOnlyObjectProperty<GameResult> resultProperty() {
        return referee.properties().resultProperty();
    }

    public GameResult getResult() {
        return resultProperty().get();
    }

    /** Who plays the current game: starter, names, colours, who is human, levels. Changes only when a game begins. */
    public ReadOnlyObjectProperty<Lineup> lineupProperty() {
        return referee.properties().lineupProperty();
    }

    public Lineup getLineup() {
        return lineupProperty().get();
    }

    /** The side playing {@code player}'s discs in the current game: seat, name, colour, human or level. */
    public Participant sideOf(Player player) {
        return getLineup().of(player);
    }

    /** The move clock of the current turn: the time left, whether it runs, whether this turn is timed. */
    public MoveClock clock() {
        return referee.clock();
    }

    /** True while any {@link PauseReason} but {@link PauseReason#ANIMATION} holds the session (see {@link Pauses}). */
    public ReadOnlyBooleanProperty pausedProperty() {
        return referee.pauses().pausedProperty();
    }

    public boolean isPaused() {
        return referee.pauses().isPaused();
    }

    /** True while {@code reason} holds the session, whatever else does. */
    public boolean isPausedFor(PauseReason reason) {
        return referee.pauses().holds(reason);
    }

    /** True while the player's own pause ({@link PauseReason#PLAYER}) holds, whatever else does. */
    public ReadOnlyBooleanProperty pausedByPlayerProperty() {
        return referee.pauses().pausedByPlayerProperty();
    }

    public boolean isPausedByPlayer() {
        return referee.pauses().pausedByPlayerProperty().get();
    }

    /** True when {@link #undo()} has something to take back (it may still be refused while paused). */
    public ReadOnlyBooleanProperty canUndoProperty() {
        return referee.properties().canUndoProperty();
    }

    public boolean canUndo() {
        return canUndoProperty().get();
    }

    /** True when {@link #redo()} has something to put back (same caveat as {@link #canUndoProperty()}). */
    public ReadOnlyBooleanProperty canRedoProperty() {
        return referee.properties().canRedoProperty();
    }

    public boolean canRedo() {
        return canRedoProperty().get();
    }

    /** The number of the current game in this session: 0 before {@link #start()}, then 1, 2, … */
    public ReadOnlyIntegerProperty gameNumberProperty() {
        return referee.properties().gameNumberProperty();
    }

    public int getGameNumber() {
        return gameNumberProperty().get();
    }

    /**
     * Whether the current game is assisted ({@link Help}): true from the first help used in it (a hint, the
     * analysis or an undo) until the next game. The statistics count it so.
     */
    public boolean isAssisted() {
        return referee.recorder().isAssisted();
    }

    /** The kinds of help used in the current game, none at its start. */
    public Set<Help> helpUsed() {
        return referee.recorder().helpUsed();
    }

    /** Notes that the player used {@code help} in the current game: from now on the game is assisted. */
    public void recordHelp(Help help) {
        referee.recorder().helpUsed(Objects.requireNonNull(help, "help"));
    }

    /** Starts delivering events to {@code listener}. */
    public void addListener(SessionListener listener) {
        referee.addListener(listener);
    }

    public void removeListener(SessionListener listener) {
        referee.removeListener(listener);
    }

    /**
     * Begins the first game. Call once, after binding and adding listeners.
     *
     * @throws IllegalStateException if already started or closed
     */
    public void start() {
        referee.start(GamePosition.empty(settings().boardSize()), null);
    }

    /**
     * Begins the first game at {@code position} (a resumed, loaded or pasted game) instead of the empty board,
     * otherwise like {@link #start()}. Later games begin on the empty board; {@link Starter#ALTERNATE} goes on
     * from {@code firstMover}.
     *
     * @param position   the position to continue from, on the settings' {@link GameSettings#boardSize() board}; not over
     * @param firstMover the seat that played (or plays) {@link Player#FIRST}'s discs in this game
     * @throws IllegalStateException    if already started or closed
     * @throws IllegalArgumentException if the position is on another board or the game is over
     */
    public void startFrom(GamePosition position, Seat firstMover) {
        referee.start(Objects.requireNonNull(position, "position"), Objects.requireNonNull(firstMover, "firstMover"));
    }

    /**
     * Drops the side to move's disc in {@code column} (0-based).
     *
     * @return accepted, or refused ({@link Refusal}), checked in this order: CLOSED, NOT_STARTED, WATCHING, GAME_OVER,
     *         NOT_YOUR_TURN, PAUSED, NO_SUCH_COLUMN, COLUMN_FULL, and in a network game TIME_UP (the
     *         clock ran out here; the host's verdict, a lost turn, follows)
     */
    public CommandResult play(int column) {
        return referee.play(column);
    }

    /**
     * Takes back a turn ({@link History}): against the computer your last turn and everything after it,
     * cancelling a search still running; between two players the last turn. A game with an undo is assisted.
     *
     * @return accepted, or refused ({@link Refusal}), checked in this order: CLOSED, NOT_STARTED, WATCHING, GAME_OVER,
     *         PAUSED, NOTHING_TO_UNDO; NETWORK_GAME in a network game in progress
     */
    public CommandResult undo() {
        CommandResult result = referee.undo();
        if (result.isAccepted()) {
            recordHelp(Help.UNDO);
        }
        return result;
    }

    /**
     * Puts back what the last {@link #undo()} took back. Any new move forgets what could be redone.
     *
     * @return accepted, or refused ({@link Refusal}), checked in this order: CLOSED, NOT_STARTED, WATCHING, GAME_OVER,
     *         NOT_YOUR_TURN, PAUSED, NOTHING_TO_REDO; NETWORK_GAME in a network game in progress
     */
    public CommandResult redo() {
        return referee.redo();
    }

    /**
     * Gives up the current game: against the computer and over the network you resign; between two players at this
     * computer the side to move does.
     * The opponent wins ({@link GameResult.Ending#RESIGNED}); the statistics count your resignation as your
     * loss. Accepted while paused.
     *
     * @return accepted, or refused ({@link Refusal}), checked in this order: CLOSED, NOT_STARTED, WATCHING, GAME_OVER
     */
    public CommandResult resign() {
        return referee.resign();
    }

    /**
     * Whether a game is in progress that moves the player's game rating when it ends: begun against a rung of
     * the computer ladder, on the standard board, without help so far. {@link #restart()} now would count it as
     * a loss there, and the player should be told first.
     */
    public boolean isRatedGameInProgress() {
        return referee.isRated();
    }

    /**
     * Begins a new game with the same settings, whether or not the current one is over (an unfinished game is
     * abandoned: no result, not counted; but a rated one counts as a loss in the game rating). Who starts follows {@link GameSettings#starter()}; an adaptive
     * computer gets harder if you won the game that just ended. Accepted while paused.
     *
     * @return accepted, or refused ({@link Refusal}), checked in this order: CLOSED, NOT_STARTED, NETWORK_GAME (a
     *         network game's next game is a rematch both sides ask for: {@link RemoteSeat.Table#gameStarted})
     */
    public CommandResult restart() {
        return referee.restart();
    }

    /**
     * Holds the session for {@code reason} until {@link #resume(PauseReason)} with the same reason: call it whenever
     * something keeps the player from the board (the rules: {@link Pauses}). The player's pause is taken only
     * while a game is in progress, and never in a network game (the other person is waiting); other reasons at any
     * time, so a resume always pairs. In a network game only {@link PauseReason#CONNECTION} stops the clock.
     */
    public void pause(PauseReason reason) {
        referee.pause(Objects.requireNonNull(reason, "reason"));
    }

    /** Takes {@code reason} back; if no other holds, the clock goes on and a waiting computer disc drops. */
    public void resume(PauseReason reason) {
        referee.resume(Objects.requireNonNull(reason, "reason"));
    }

    /** Ends the session: cancels the search, stops the clock and the ticker; commands are then refused. Idempotent. */
    @Override
    public void close() {
        referee.close();
    }
}
