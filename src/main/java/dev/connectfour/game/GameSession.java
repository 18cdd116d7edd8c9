package dev.connectfour.game;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.board.Player;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/**
 * A game of Connect Four as observable state: one session per play screen, running one game after
 * another with the same {@link GameSettings}. Everything a screen shows is a read-only property;
 * everything a player does is a command that answers with a {@link CommandResult} instead of
 * throwing. Sessions are not thread-safe: create and drive them on the FX thread (in tests: the test
 * thread); the {@link BackgroundExecutor} brings the computer's moves back to that thread.
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
 * <h2>What the UI must do</h2>
 * <ul>
 *   <li><b>Ticker</b>: pass a {@link Ticker} of its own (one per session), e.g. an {@code AnimationTimer}
 *       whose {@code handle} runs the callback. The session starts it while a move clock runs or the
 *       computer is to move, and stops it otherwise.</li>
 *   <li><b>Input lock</b>: when {@link #positionProperty()} changes, the board animates the new disc.
 *       Call {@link #lockInput()} before the animation and {@link #unlockInput()} in its {@code onFinished}.
 *       While locked, {@code play}, {@code undo} and {@code redo} are refused ({@link Refusal#INPUT_LOCKED}),
 *       the move clock does not run, and the computer's next disc waits — so discs never overtake
 *       each other's animations.</li>
 *   <li><b>Pause</b>: call {@link #pause(PauseReason)} with the reason whenever something keeps the player
 *       from the board: the player's Pause ({@link PauseReason#PLAYER}), the help over it
 *       ({@link PauseReason#OVERLAY}), a dialog ({@link PauseReason#DIALOG}), another screen
 *       ({@link PauseReason#AWAY}), a minimised or (timed game) unfocused window ({@link PauseReason#WINDOW});
 *       and {@link #resume(PauseReason)} with the same reason when it is over. The session is paused
 *       while any reason holds: ending one never ends another. While paused, the clock stands still, the
 *       computer's disc waits (its search may go on), and {@code play}, {@code undo} and {@code redo} are
 *       refused ({@link Refusal#PAUSED}). The player's own pause ends with the game (its result, a new
 *       game); the other reasons belong to their owners, who always take them back.</li>
 *   <li><b>Close</b>: call {@link #close()} when leaving the screen or closing the window: it cancels the
 *       computer's search and stops the ticker; every command is then refused ({@link Refusal#CLOSED}).</li>
 * </ul>
 *
 * <h2>Rules of the session</h2>
 * <ul>
 *   <li><b>Exactly one result per game.</b> Once a game is won, drawn or resigned, {@link #resultProperty()}
 *       holds the result, the state is {@link SessionState#GAME_OVER}, the listeners have heard
 *       {@link SessionListener#gameOver} once, the statistics counted it once, and only {@link #restart()}
 *       is accepted. A restart before the end abandons the game: no result, not counted.</li>
 *   <li><b>Move clock</b> (when {@link GameSettings#moveClockSeconds()} &gt; 0): it runs only while a person
 *       is to move (and input is not locked and the session is not paused), starting full at every turn.
 *       Each person's first move of a game is untimed (see {@link #turnTimedProperty()}): a player who opens
 *       a game and steps away finds it waiting, and the clock starts once they have shown they are there.
 *       When it runs out, the turn passes to the opponent without a disc (a {@link Turn#pass pass} in the
 *       history) and {@link SessionListener#turnLost} fires once.</li>
 *   <li><b>Computer moves</b>: the search runs in the background from a snapshot of the position. Its
 *       column is applied only if it belongs to the current game and position (a generation counter), no
 *       earlier than {@link GameSettings#computerDelayMillis()} after the computer's turn began, and
 *       not while input is locked or the session paused. A new game, undo, resign and close cancel the
 *       search. If the search fails, or no player can be made for the level, the computer plays a simple
 *       rule-based move rather than stall (and the failure is logged).</li>
 *   <li><b>Undo</b> (not while watching, not after the game is over): against the computer it takes back
 *       your last turn and the computer's reply to it, cancelling a search still running, so it is your
 *       turn again; between two players it takes back one turn. A lost turn counts as a turn.
 *       <b>Redo</b> puts back what the last undo took, until a new move is made.</li>
 *   <li><b>Adaptive</b>: when on, a game that follows your win against the computer is played one level
 *       harder ({@link ComputerLevel#harder()}); see {@link #lineupProperty()} for the current levels.</li>
 * </ul>
 */
public final class GameSession implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(GameSession.class.getName());
    private final GameSettings settings;
    private final SessionServices services;
    private final Ticker ticker;

    private final ReadOnlyObjectWrapper<GamePosition> position;
    private final ReadOnlyObjectWrapper<SessionState> state =
            new ReadOnlyObjectWrapper<>(this, "state", SessionState.NOT_STARTED);
    private final ReadOnlyObjectWrapper<GameResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyObjectWrapper<Lineup> lineup = new ReadOnlyObjectWrapper<>(this, "lineup");
    private final ReadOnlyLongWrapper remainingMillis = new ReadOnlyLongWrapper(this, "remainingMillis");
    private final ReadOnlyBooleanWrapper clockRunning = new ReadOnlyBooleanWrapper(this, "clockRunning");
    private final ReadOnlyBooleanWrapper inputLocked = new ReadOnlyBooleanWrapper(this, "inputLocked");
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper(this, "paused");
    private final ReadOnlyBooleanWrapper pausedByPlayer = new ReadOnlyBooleanWrapper(this, "pausedByPlayer");
    private final ReadOnlyBooleanWrapper turnTimed = new ReadOnlyBooleanWrapper(this, "turnTimed");
    private final ObservableSet<PauseReason> pauseReasons = FXCollections.observableSet(EnumSet.noneOf(PauseReason.class));
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyIntegerWrapper gameNumber = new ReadOnlyIntegerWrapper(this, "gameNumber");
    private final ReadOnlyBooleanWrapper assisted = new ReadOnlyBooleanWrapper(this, "assisted");

    /** The position the session acts on; {@link #position} shows it once a change is complete. */
    private GamePosition current;
    private final List<SessionListener> listeners = new ArrayList<>();
    /** Turn groups taken back by undo, the latest on top. */
    private final Deque<List<Turn>> redoGroups = new ArrayDeque<>();
    /** The current level of each computer seat (adaptive play raises seat two's). */
    private final Map<Seat, ComputerLevel> levels = new EnumMap<>(Seat.class);
    /**
     * The player of each computer seat, made again only when its level changes. Made on the search's
     * thread on first use, since a strong player may load an opening book.
     */
    private final Map<Seat, ComputerMoveSearch.LazyPlayer> computers = new EnumMap<>(Seat.class);

    /** Changes whenever the position changes or a game begins or ends: a search result for an older one is stale. */
    private long generation;
    private Cancellable search;
    /** The computer's column, found and waiting for its delay, the lock or the pause to pass; null if none. */
    private Integer pendingColumn;
    /** When the current turn began, for the computer delay. */
    private long turnStartedAt;
    /** The clock's remaining time while it stands, or when it last started. */
    private long clockStored;
    private long clockSince;
    private boolean clockOn;
    private boolean ticking;
    private boolean closed;
    private Seat lastStarter;
    private boolean humanWonLastGame;

    /**
     * A session, not started yet: attach listeners and bind, then call {@link #start()}.
     *
     * @param settings the settings of every game of this session
     * @param services the computer players, executor, time, randomness and statistics
     * @param ticker   this session's own ticker (do not share one between two live sessions)
     */
    public GameSession(GameSettings settings, SessionServices services, Ticker ticker) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.services = Objects.requireNonNull(services, "services");
        this.ticker = Objects.requireNonNull(ticker, "ticker");
        this.current = GamePosition.empty(settings.boardSize());
        this.position = new ReadOnlyObjectWrapper<>(this, "position", current);
        settings.level(Seat.ONE).ifPresent(level -> levels.put(Seat.ONE, level));
        settings.level(Seat.TWO).ifPresent(level -> levels.put(Seat.TWO, level));
        lineup.set(lineupFor(Seat.ONE));
        remainingMillis.set(settings.moveClockSeconds() * 1000L);
    }

    // ---- properties ----

    /** The settings of this session's games. */
    public GameSettings settings() {
        return settings;
    }

    /**
     * The board and its history: discs, side to move, last move, move history, winner and winning
     * cells all derive from this one value. Replaced after every turn; empty at the start of a game.
     *
     * <p>It changes last: when it fires, {@link #stateProperty()}, {@link #resultProperty()}, the clock and
     * the undo/redo properties already describe the new position (the lineup, at a new game, too).
     * The events ({@link SessionListener}) come after it. Like every JavaFX property, change listeners
     * hear only real changes: positions are equal when their histories are, so the first game's empty
     * board, equal to the initial one, brings no change event.
     */
    public ReadOnlyObjectProperty<GamePosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    public GamePosition getPosition() {
        return position.get();
    }

    /** What the session waits for: a person's move, the computer's move, or nothing (game over). */
    public ReadOnlyObjectProperty<SessionState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public SessionState getState() {
        return state.get();
    }

    /** How the current game ended; {@code null} while it runs. Set once per game, cleared by a restart. */
    public ReadOnlyObjectProperty<GameResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public GameResult getResult() {
        return result.get();
    }

    /**
     * Who plays the current game: which seat moves first, names, colours, who is human, the computers'
     * levels. Changes only when a game begins.
     */
    public ReadOnlyObjectProperty<Lineup> lineupProperty() {
        return lineup.getReadOnlyProperty();
    }

    public Lineup getLineup() {
        return lineup.get();
    }

    /** The side playing {@code player}'s discs in the current game: seat, name, colour, human or level. */
    public Participant sideOf(Player player) {
        return lineup.get().of(player);
    }

    /**
     * The time left for the current person's move, in milliseconds; updated on every tick while the
     * clock runs. Full ({@code moveClockSeconds * 1000}) at the start of each turn, 0 when there is no clock.
     */
    public ReadOnlyLongProperty remainingMillisProperty() {
        return remainingMillis.getReadOnlyProperty();
    }

    public long getRemainingMillis() {
        return remainingMillis.get();
    }

    /** True while the move clock counts down. */
    public ReadOnlyBooleanProperty clockRunningProperty() {
        return clockRunning.getReadOnlyProperty();
    }

    public boolean isClockRunning() {
        return clockRunning.get();
    }

    /** True between {@link #lockInput()} and {@link #unlockInput()}. */
    public ReadOnlyBooleanProperty inputLockedProperty() {
        return inputLocked.getReadOnlyProperty();
    }

    public boolean isInputLocked() {
        return inputLocked.get();
    }

    /** True while any {@link PauseReason} holds the session (see {@link #pause(PauseReason)}). */
    public ReadOnlyBooleanProperty pausedProperty() {
        return paused.getReadOnlyProperty();
    }

    public boolean isPaused() {
        return paused.get();
    }

    /** True while the player's own pause ({@link PauseReason#PLAYER}) holds, whatever else does. */
    public ReadOnlyBooleanProperty pausedByPlayerProperty() {
        return pausedByPlayer.getReadOnlyProperty();
    }

    public boolean isPausedByPlayer() {
        return pausedByPlayer.get();
    }


    /**
     * True while a person is to move against the move clock: in a timed game, from each person's second
     * move of the game on. False on a person's first move (untimed), on the computer's turns, in an
     * untimed game and once the game is over. Set before {@link #stateProperty()} changes for the turn.
     */
    public ReadOnlyBooleanProperty turnTimedProperty() {
        return turnTimed.getReadOnlyProperty();
    }

    public boolean isTurnTimed() {
        return turnTimed.get();
    }

    /**
     * True when {@link #undo()} has something to take back (it may still be refused while input is
     * locked or the session paused).
     */
    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public boolean canUndo() {
        return canUndo.get();
    }

    /** True when {@link #redo()} has something to put back (same caveat as {@link #canUndoProperty()}). */
    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    public boolean canRedo() {
        return canRedo.get();
    }

    /** The number of the current game in this session: 0 before {@link #start()}, then 1, 2, … */
    public ReadOnlyIntegerProperty gameNumberProperty() {
        return gameNumber.getReadOnlyProperty();
    }

    public int getGameNumber() {
        return gameNumber.get();
    }

    /**
     * Whether the player had help in the current game (the perfect analysis was shown): false at the
     * start of every game, true from {@link #markAssisted()} until the next game.
     */
    public ReadOnlyBooleanProperty assistedProperty() {
        return assisted.getReadOnlyProperty();
    }

    public boolean isAssisted() {
        return assisted.get();
    }

    /** Notes that the player had help in the current game; statistics record the game as assisted. */
    public void markAssisted() {
        assisted.set(true);
    }

    /** Starts delivering events to {@code listener}. */
    public void addListener(SessionListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(SessionListener listener) {
        listeners.remove(listener);
    }

    // ---- commands ----

    /**
     * Begins the first game. Call once, after binding and adding listeners.
     *
     * @throws IllegalStateException if already started or closed
     */
    public void start() {
        if (closed || state.get() != SessionState.NOT_STARTED) {
            throw new IllegalStateException(closed ? "the session is closed" : "the session has already started");
        }
        newGame(null, GamePosition.empty(settings.boardSize()));
    }

    /**
     * Begins the first game at a given position instead of the empty board: a resumed or loaded game,
     * or a position pasted as a move string. Otherwise like {@link #start()}: call once, after binding
     * and adding listeners; if the computer is to move it starts thinking. Later games (restart) begin
     * on the empty board as usual, and {@link Starter#ALTERNATE} continues from {@code firstMover}.
     *
     * @param position   the position to continue from, on the settings' {@link GameSettings#boardSize() board}; not over
     * @param firstMover the seat that played (or plays) {@link Player#FIRST}'s discs in this game
     * @throws IllegalStateException    if already started or closed
     * @throws IllegalArgumentException if the position is on another board or the game is over
     */
    public void startFrom(GamePosition position, Seat firstMover) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(firstMover, "firstMover");
        if (closed || state.get() != SessionState.NOT_STARTED) {
            throw new IllegalStateException(closed ? "the session is closed" : "the session has already started");
        }
        if (!position.size().equals(settings.boardSize())) {
            throw new IllegalArgumentException("the position is on a " + position.size() + " board, the session plays on "
                    + settings.boardSize());
        }
        if (position.isGameOver()) {
            throw new IllegalArgumentException("the game \"" + position.notation() + "\" is already over");
        }
        newGame(firstMover, position);
    }

    /**
     * Drops the side to move's disc in {@code column} (0-based).
     *
     * @return accepted, or refused: {@link Refusal#CLOSED}, {@link Refusal#NOT_STARTED}, {@link Refusal#WATCHING},
     *         {@link Refusal#GAME_OVER}, {@link Refusal#NOT_YOUR_TURN} (the computer is to move),
     *         {@link Refusal#PAUSED}, {@link Refusal#INPUT_LOCKED}, {@link Refusal#NO_SUCH_COLUMN},
     *         {@link Refusal#COLUMN_FULL}, checked in this order
     */
    public CommandResult play(int column) {
        Refusal refusal = refusalForPlayerCommand();
        if (refusal == null && state.get() != SessionState.HUMAN_TO_MOVE) {
            refusal = Refusal.NOT_YOUR_TURN;
        }
        refusal = refusal != null ? refusal : refusalWhileLockedOrPaused();
        if (refusal == null && (column < 0 || column >= settings.boardSize().width())) {
            refusal = Refusal.NO_SUCH_COLUMN;
        }
        if (refusal == null && !current.canPlay(column)) {
            refusal = Refusal.COLUMN_FULL;
        }
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        redoGroups.clear();
        advance(current.play(column), null);
        return CommandResult.accepted();
    }

    /**
     * Takes back a turn: against the computer, your last turn and everything after it (the computer's
     * reply, or its search still running); between two players, the last turn.
     *
     * @return accepted, or refused: {@link Refusal#NOT_STARTED}, {@link Refusal#CLOSED}, {@link Refusal#WATCHING},
     *         {@link Refusal#GAME_OVER}, {@link Refusal#PAUSED}, {@link Refusal#INPUT_LOCKED},
     *         {@link Refusal#NOTHING_TO_UNDO}
     */
    public CommandResult undo() {
        Refusal refusal = refusalForPlayerCommand();
        refusal = refusal != null ? refusal : refusalWhileLockedOrPaused();
        int count = refusal == null ? turnsToUndo() : 0;
        if (refusal == null && count == 0) {
            refusal = Refusal.NOTHING_TO_UNDO;
        }
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        List<Turn> turns = current.turns();
        redoGroups.push(List.copyOf(turns.subList(turns.size() - count, turns.size())));
        advance(current.withoutLastTurns(count), null);
        return CommandResult.accepted();
    }

    /**
     * Puts back what the last {@link #undo()} took back. Any new move forgets what could be redone.
     *
     * @return accepted, or refused: {@link Refusal#NOT_STARTED}, {@link Refusal#CLOSED}, {@link Refusal#WATCHING},
     *         {@link Refusal#GAME_OVER}, {@link Refusal#NOT_YOUR_TURN}, {@link Refusal#PAUSED},
     *         {@link Refusal#INPUT_LOCKED}, {@link Refusal#NOTHING_TO_REDO}
     */
    public CommandResult redo() {
        Refusal refusal = refusalForPlayerCommand();
        if (refusal == null && !redoGroups.isEmpty() && state.get() != SessionState.HUMAN_TO_MOVE) {
            refusal = Refusal.NOT_YOUR_TURN;
        }
        refusal = refusal != null ? refusal : refusalWhileLockedOrPaused();
        if (refusal == null && redoGroups.isEmpty()) {
            refusal = Refusal.NOTHING_TO_REDO;
        }
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        GamePosition next = current;
        for (Turn turn : redoGroups.pop()) {
            next = next.withTurn(turn);
        }
        advance(next, null);
        return CommandResult.accepted();
    }

    /**
     * Gives up the current game: against the computer you resign; between two players the side to move
     * does. The opponent wins ({@link GameResult.Ending#RESIGNED}). Accepted while input is locked or paused.
     *
     * @return accepted, or refused: {@link Refusal#NOT_STARTED}, {@link Refusal#CLOSED}, {@link Refusal#WATCHING},
     *         {@link Refusal#GAME_OVER}
     */
    public CommandResult resign() {
        Refusal refusal = refusalForPlayerCommand();
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        Player resigner = settings.mode() == Mode.ONE_PLAYER ? lineup.get().of(Seat.ONE).player() : current.toMove();
        Player winner = resigner.opponent();
        leavePosition();
        finish(new GameResult(GameResult.Ending.RESIGNED, winner, lineup.get().of(winner).seat(), List.of()));
        return CommandResult.accepted();
    }

    /**
     * Begins a new game with the same settings, whether or not the current one is over (an unfinished
     * game is abandoned: no result, not counted). Who starts follows {@link GameSettings#starter()};
     * an adaptive computer gets harder if you won the game that just ended. Accepted while input is
     * locked or paused.
     *
     * @return accepted, or refused: {@link Refusal#NOT_STARTED}, {@link Refusal#CLOSED}
     */
    public CommandResult restart() {
        if (closed) {
            return CommandResult.refused(Refusal.CLOSED);
        }
        if (state.get() == SessionState.NOT_STARTED) {
            return CommandResult.refused(Refusal.NOT_STARTED);
        }
        newGame(null, GamePosition.empty(settings.boardSize()));
        return CommandResult.accepted();
    }

    /** Refuses play, undo and redo (not resign or restart) until {@link #unlockInput()}; stops the clock meanwhile. */
    public void lockInput() {
        inputLocked.set(true);
        updateClock();
    }

    /** Ends {@link #lockInput()}: the clock goes on, and a computer disc that was waiting drops if its time has come. */
    public void unlockInput() {
        inputLocked.set(false);
        updateClock();
        applyPendingIfDue();
    }

    /**
     * Stops the clock and holds the computer's disc for {@code reason}, until {@link #resume(PauseReason)}
     * with the same reason (pausing twice for one reason is pausing once). The player's pause
     * ({@link PauseReason#PLAYER}) is taken only while a game is in progress; the other reasons are
     * taken at any time, so their owners can always pair them with a resume.
     */
    public void pause(PauseReason reason) {
        Objects.requireNonNull(reason, "reason");
        boolean inProgress = !closed && (state.get() == SessionState.HUMAN_TO_MOVE
                || state.get() == SessionState.COMPUTER_THINKING);
        if (reason != PauseReason.PLAYER || inProgress) {
            pauseReasons.add(reason);
            updatePause();
        }
    }

    /**
     * Takes {@code reason} back; the session goes on if no other reason holds it: the clock runs again
     * from where it stood, and a computer disc that was waiting drops if its time has come.
     */
    public void resume(PauseReason reason) {
        pauseReasons.remove(Objects.requireNonNull(reason, "reason"));
        updatePause();
        applyPendingIfDue();
    }

    /**
     * Ends the session: cancels the computer's search, stops the clock and the ticker. Every command is
     * refused afterwards. Idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        leavePosition();
        updateClock();
        canUndo.set(false);
        canRedo.set(false);
        // a strong player holds a large search table: a closed session keeps none, whoever still holds it
        computers.clear();
    }

    // ---- the game ----

    /** Begins a game at {@code from}; {@code starter} null: chosen by {@link GameSettings#starter()}. */
    private void newGame(Seat starterOrNull, GamePosition from) {
        leavePosition();
        if (settings.adaptive() && humanWonLastGame) {
            levels.put(Seat.TWO, levels.get(Seat.TWO).harder());
        }
        humanWonLastGame = false;
        Seat starter = starterOrNull != null ? starterOrNull : chooseStarter();
        lastStarter = starter;
        lineup.set(lineupFor(starter));
        redoGroups.clear();
        result.set(null);
        assisted.set(false);
        pauseReasons.remove(PauseReason.PLAYER);
        updatePause();
        current = from;
        gameNumber.set(gameNumber.get() + 1);
        beginTurn(null);
    }

    private Seat chooseStarter() {
        switch (settings.starter()) {
            case SEAT_ONE: return Seat.ONE;
            case SEAT_TWO: return Seat.TWO;
            case ALTERNATE: return lastStarter == null ? Seat.ONE : lastStarter.other();
            default: return services.random().nextBoolean() ? Seat.ONE : Seat.TWO;
        }
    }

    private Lineup lineupFor(Seat starter) {
        return new Lineup(participant(starter, Player.FIRST), participant(starter.other(), Player.SECOND));
    }

    private Participant participant(Seat seat, Player player) {
        return new Participant(seat, player, settings.name(seat), settings.colour(seat), levels.get(seat));
    }

    /** Moves to {@code next} (a turn played, undone or redone); ends the game or begins the next turn. */
    private void advance(GamePosition next, TurnLost turnLost) {
        leavePosition();
        current = next;
        if (next.isGameOver()) {
            finish(resultOf(next));
        } else {
            beginTurn(turnLost);
        }
    }

    /** Cancels what belonged to the current position: the search, a waiting computer disc. */
    private void leavePosition() {
        generation++;
        pendingColumn = null;
        if (search != null) {
            search.cancel();
            search = null;
        }
    }

    /**
     * Sets up the turn of the side to move in {@link #current}, publishes it, then lets the computer
     * think if it is its turn. Property listeners may call back into the session (a listener that
     * plays, undoes or restarts); the publishing steps are idempotent, so they then publish the newer
     * state, and the search starts only if this turn is still the current one.
     */
    private void beginTurn(TurnLost turnLost) {
        long thisTurn = generation;
        turnStartedAt = services.time().millis();
        Participant mover = lineup.get().of(current.toMove());
        clockOn = false;
        clockStored = settings.moveClockSeconds() * 1000L;
        turnTimed.set(settings.hasMoveClock() && mover.isHuman() && hasDropped(mover.player()));
        state.set(mover.isHuman() ? SessionState.HUMAN_TO_MOVE : SessionState.COMPUTER_THINKING);
        updateClock();
        updateCommands();
        position.set(current);
        if (turnLost != null) {
            for (SessionListener listener : List.copyOf(listeners)) {
                listener.turnLost(turnLost);
            }
        }
        // a listener may have moved the session on (restart, resign, close): then this turn is gone
        if (!mover.isHuman() && generation == thisTurn && !closed) {
            startSearch(mover.seat());
        }
    }

    private void startSearch(Seat seat) {
        long forGeneration = generation;
        ComputerMoveSearch work = new ComputerMoveSearch(computerFor(seat), current);
        Cancellable handle = services.executor().submit(work,
                column -> searchSucceeded(forGeneration, column),
                error -> searchFailed(forGeneration, error));
        if (forGeneration == generation) {
            search = handle; // else a synchronous executor already delivered, and the game moved on
        }
    }

    private ComputerMoveSearch.LazyPlayer computerFor(Seat seat) {
        ComputerLevel level = levels.get(seat);
        ComputerMoveSearch.LazyPlayer player = computers.get(seat);
        if (player == null || !player.level().equals(level)) {
            player = new ComputerMoveSearch.LazyPlayer(services.players(), level);
            computers.put(seat, player);
        }
        return player;
    }

    private void searchSucceeded(long forGeneration, Integer column) {
        if (closed || forGeneration != generation) {
            LOG.log(System.Logger.Level.DEBUG, () -> "ignored a stale computer move " + column);
            return;
        }
        search = null;
        GamePosition now = current;
        if (column == null || !now.canPlay(column)) {
            LOG.log(System.Logger.Level.WARNING, () -> "the computer chose an unplayable column " + column + " after \"" + now.notation()
                    + "\"; playing a simple move instead");
            pendingColumn = ComputerMoveSearch.fallbackColumn(now);
        } else {
            pendingColumn = column;
        }
        applyPendingIfDue();
    }

    private void searchFailed(long forGeneration, Throwable error) {
        if (closed || forGeneration != generation) {
            return;
        }
        search = null;
        LOG.log(System.Logger.Level.WARNING, "the computer's search failed; playing a simple move instead", error);
        pendingColumn = ComputerMoveSearch.fallbackColumn(current);
        applyPendingIfDue();
    }

    private void applyPendingIfDue() {
        if (pendingColumn == null || closed || paused.get() || inputLocked.get()
                || services.time().millis() - turnStartedAt < settings.computerDelayMillis()) {
            return;
        }
        int column = pendingColumn;
        redoGroups.clear();
        advance(current.play(column), null);
    }

    /** The ticker's callback: runs the clock, drops a waiting computer disc. */
    private void tick() {
        if (closed) {
            return;
        }
        if (clockOn) {
            long left = clockLeft(services.time().millis());
            remainingMillis.set(left);
            if (left == 0) {
                loseTurn();
                return;
            }
        }
        applyPendingIfDue();
    }

    private void loseTurn() {
        GamePosition now = current;
        Participant loser = lineup.get().of(now.toMove());
        redoGroups.clear();
        advance(now.pass(), new TurnLost(loser.player(), loser.seat(), loser.name()));
    }

    private void finish(GameResult gameResult) {
        if (result.get() != null) {
            throw new IllegalStateException("a second result for one game: " + gameResult + " after " + result.get());
        }
        leavePosition();
        long thisGame = generation;
        humanWonLastGame = settings.mode() == Mode.ONE_PLAYER && gameResult.winningSeat() == Seat.ONE;
        services.statistics().record(statisticsKey(), gameResult.outcomeFor(Seat.ONE), current.discCount(),
                assisted.get());
        turnTimed.set(false);
        pauseReasons.remove(PauseReason.PLAYER);
        publishPause(); // the clock follows below, once the state says the game is over
        // a property listener may restart the game: then publish no more of this one
        state.set(SessionState.GAME_OVER);
        if (generation == thisGame) {
            updateClock();
            updateCommands();
            result.set(gameResult);
        }
        if (generation == thisGame) {
            position.set(current);
        }
        for (SessionListener listener : List.copyOf(listeners)) {
            listener.gameOver(gameResult);
        }
    }

    private GameResult resultOf(GamePosition over) {
        return over.winner()
                .map(winner -> new GameResult(GameResult.Ending.FOUR_IN_A_ROW, winner,
                        lineup.get().of(winner).seat(), over.winningCells()))
                .orElseGet(() -> new GameResult(GameResult.Ending.DRAW, null, null, List.of()));
    }

    private StatisticsKey statisticsKey() {
        switch (settings.mode()) {
            case ONE_PLAYER: return new StatisticsKey(Mode.ONE_PLAYER, levels.get(Seat.TWO), settings.boardSize());
            case WATCH: return StatisticsKey.watched(levels.get(Seat.ONE), levels.get(Seat.TWO), settings.boardSize());
            default: return new StatisticsKey(Mode.TWO_PLAYERS, null, settings.boardSize());
        }
    }

    // ---- clock, ticker, command availability ----

    private long clockLeft(long now) {
        return clockOn ? Math.max(0, clockStored - (now - clockSince)) : clockStored;
    }

    private void updatePause() {
        publishPause();
        updateClock();
    }

    /** The paused properties, derived from the reasons that hold. */
    private void publishPause() {
        pausedByPlayer.set(pauseReasons.contains(PauseReason.PLAYER));
        paused.set(!pauseReasons.isEmpty());
    }

    /** Starts or stops the clock to match the state, and the ticker to match the clock and the state. */
    private void updateClock() {
        boolean shouldRun = turnTimed.get() && state.get() == SessionState.HUMAN_TO_MOVE
                && !paused.get() && !inputLocked.get() && !closed;
        long now = services.time().millis();
        if (shouldRun && !clockOn) {
            clockSince = now;
            clockOn = true;
        } else if (!shouldRun && clockOn) {
            clockStored = clockLeft(now);
            clockOn = false;
        }
        clockRunning.set(clockOn);
        remainingMillis.set(clockLeft(now));
        boolean needsTicks = !closed && !paused.get()
                && (clockOn || state.get() == SessionState.COMPUTER_THINKING);
        if (needsTicks && !ticking) {
            ticking = true;
            ticker.start(this::tick);
        } else if (!needsTicks && ticking) {
            ticking = false;
            ticker.stop();
        }
    }

    private void updateCommands() {
        boolean open = !closed && settings.mode() != Mode.WATCH && state.get() != SessionState.GAME_OVER
                && state.get() != SessionState.NOT_STARTED;
        canUndo.set(open && turnsToUndo() > 0);
        canRedo.set(open && !redoGroups.isEmpty());
    }

    /** Whether {@code player} has dropped a disc in the current game (a lost turn drops none). */
    private boolean hasDropped(Player player) {
        return current.turns().stream().anyMatch(turn -> turn.player() == player && !turn.isPass());
    }

    /** How many turns undo takes back now; 0 if none. */
    private int turnsToUndo() {
        List<Turn> turns = current.turns();
        if (settings.mode() == Mode.TWO_PLAYERS) {
            return turns.isEmpty() ? 0 : 1;
        }
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (lineup.get().of(turns.get(i).player()).isHuman()) {
                return turns.size() - i;
            }
        }
        return 0;
    }

    /** Refusals shared by play, undo, redo and resign. */
    private Refusal refusalForPlayerCommand() {
        if (closed) {
            return Refusal.CLOSED;
        }
        if (state.get() == SessionState.NOT_STARTED) {
            return Refusal.NOT_STARTED;
        }
        if (settings.mode() == Mode.WATCH) {
            return Refusal.WATCHING;
        }
        if (state.get() == SessionState.GAME_OVER) {
            return Refusal.GAME_OVER;
        }
        return null;
    }

    private Refusal refusalWhileLockedOrPaused() {
        if (paused.get()) {
            return Refusal.PAUSED;
        }
        if (inputLocked.get()) {
            return Refusal.INPUT_LOCKED;
        }
        return null;
    }
}
