package dev.connectfour.game.session;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.concurrent.Ticker;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The coordinator behind a {@link GameSession}: it admits or refuses each command, gives the turn to the
 * side to move, plays the moves, and ends each game with exactly one result, publishing every change in
 * the order the session promises. The work itself belongs to parts with one job each: {@link Seating}
 * (who plays: a {@link Mover} per seat, who starts, the adaptive level), {@link History} (the game so
 * far, undo and redo), {@link MoveClock}, {@link Pauses}, {@link StatisticsRecorder}, and the
 * {@link Scheduler} that runs their timed work; it writes the {@link SessionProperties}. What differs between the kinds of game is asked of the
 * {@link GameRules}; which commands are taken now, of the {@link Admission}.
 *
 * <p><b>Exactly one result per game.</b> Once a game is won, drawn or resigned, the result is set, the
 * state is {@link SessionState#GAME_OVER}, the listeners have heard {@link SessionListener#gameOver} once,
 * the statistics counted it once, and only a restart is accepted. A restart before the end abandons the
 * game: no result, not counted.
 *
 * <p><b>Re-entry.</b> Property listeners and session listeners may call back into the session (play, undo,
 * resign, restart, close). A generation counter changes whenever the position changes or a game begins or
 * ends; publishing steps check it, so they publish only the newest state, and a mover is asked for a move
 * only while its turn is still the current one.
 */
final class Referee {
    private final GameSettings settings;
    private final Seating seating;
    private final History history;
    private final MoveClock clock;
    private final Pauses pauses;
    private final StatisticsRecorder recorder;
    private final GameRules rules;
    private final Admission admission;
    private final List<SessionListener> listeners = new ArrayList<>();
    private final SessionProperties properties;

    private final ReadOnlyObjectWrapper<GamePosition> position;
    private final ReadOnlyObjectWrapper<SessionState> state;
    private final ReadOnlyObjectWrapper<GameResult> result;
    private final ReadOnlyObjectWrapper<Lineup> lineup;
    private final ReadOnlyBooleanWrapper canUndo;
    private final ReadOnlyBooleanWrapper canRedo;
    private final ReadOnlyIntegerWrapper gameNumber;

    /** Changes whenever the position changes or a game begins or ends. */
    private long generation;
    /** A move that arrived while the session was paused; null if none. */
    private Integer waitingColumn;

    /** A referee for {@code session}'s games (the bean of its properties) by {@code rules}, not started. */
    Referee(GameSession session, GameSettings settings, SessionServices services, Ticker ticker, GameRules rules) {
        this.settings = settings;
        this.rules = Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(services, "services");
        Scheduler scheduler = new Scheduler(services.time(), ticker);
        seating = new Seating(settings, services, scheduler, rules);
        history = new History(GamePosition.empty(settings.boardSize()));
        clock = new MoveClock(session, settings.moveClockSeconds() * 1000L, scheduler, this::clockRanOut);
        pauses = new Pauses(session);
        recorder = new StatisticsRecorder(settings, services.statistics(), rules);
        properties = new SessionProperties(session, history.position(), seating.lineupFor(Seat.ONE));
        position = properties.position;
        state = properties.state;
        result = properties.result;
        lineup = properties.lineup;
        canUndo = properties.canUndo;
        canRedo = properties.canRedo;
        gameNumber = properties.gameNumber;
        admission = new Admission(rules, pauses, state);
        rules.attach(this);
    }

    // ---- what the session shows ----

    GameSettings settings() {
        return settings;
    }

    GameRules rules() {
        return rules;
    }

    SessionProperties properties() {
        return properties;
    }

    MoveClock clock() {
        return clock;
    }

    Pauses pauses() {
        return pauses;
    }

    StatisticsRecorder recorder() {
        return recorder;
    }

    void addListener(SessionListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    void removeListener(SessionListener listener) {
        listeners.remove(listener);
    }

    // ---- commands, as GameSession documents them ----

    void start(GamePosition from, Seat firstMoverOrNull) {
        if (admission.isClosed() || state.get() != SessionState.NOT_STARTED) {
            throw new IllegalStateException(admission.isClosed() ? "the session is closed" : "the session has already started");
        }
        if (!from.size().equals(settings.boardSize())) {
            throw new IllegalArgumentException("the position is on a " + from.size() + " board, the session plays on "
                    + settings.boardSize());
        }
        if (from.isGameOver()) {
            throw new IllegalArgumentException("the game \"" + from.notation() + "\" is already over");
        }
        newGame(firstMoverOrNull, from);
    }

    CommandResult play(int column) {
        Refusal refusal = admission.refusalOfPlay(column, history.position());
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        history.add(history.position().play(column));
        rules.moved(column);
        advance(null);
        return CommandResult.accepted();
    }

    CommandResult undo() {
        Refusal refusal = admission.refusalOfTakeBack(false);
        int count = refusal == null ? history.turnsToUndo(lineup.get()) : 0;
        if (refusal == null && count == 0) {
            refusal = Refusal.NOTHING_TO_UNDO;
        }
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        history.undo(count);
        advance(null);
        return CommandResult.accepted();
    }

    CommandResult redo() {
        Refusal refusal = admission.refusalOfTakeBack(history.canRedo());
        if (refusal == null && !history.canRedo()) {
            refusal = Refusal.NOTHING_TO_REDO;
        }
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        history.redo();
        advance(null);
        return CommandResult.accepted();
    }

    CommandResult resign() {
        Refusal refusal = admission.refusalOfResign();
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        Seat resigner = rules.resigner(seatToMove());
        rules.resigned();
        concede(resigner);
        return CommandResult.accepted();
    }

    CommandResult restart() {
        Refusal refusal = admission.refusalOfRestart();
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        if (isInProgress()) {
            if (isRated()) {
                recorder.givenUp(lineup.get());
            }
            seating.gameOver();
        }
        newGame(null, GamePosition.empty(settings.boardSize()));
        return CommandResult.accepted();
    }

    /**
     * Whether the game in progress moves the player's game rating and a new game now would count it as a loss: a
     * turn has been played (a game nobody has moved in yet is given up for nothing, and left unasked).
     */
    boolean isRated() {
        return isInProgress() && !history.position().turns().isEmpty() && recorder.isRated(lineup.get());
    }

    void pause(PauseReason reason) {
        if (reason != PauseReason.PLAYER
                || (!admission.isClosed() && isInProgress() && rules.capabilities().mayPause())) {
            pauses.add(reason);
            updateClock();
        }
    }

    void resume(PauseReason reason) {
        pauses.remove(reason);
        updateClock();
        playWaitingMove();
    }

    void close() {
        if (admission.isClosed()) {
            return;
        }
        admission.close();
        leavePosition();
        updateClock();
        canUndo.set(false);
        canRedo.set(false);
        seating.close();
        rules.close();
    }

    // ---- what the rules may do to the game (GameRules#attach) ----

    boolean isInProgress() {
        return admission.isInProgress();
    }

    /** The seat whose turn it is. */
    Seat seatToMove() {
        return lineup.get().of(history.position().toMove()).seat();
    }

    GamePosition position() {
        return history.position();
    }

    /** A game begins at {@code from} with {@code firstMover}'s seat playing the first disc; ignored once closed. */
    void beginGame(GamePosition from, Seat firstMover) {
        if (!admission.isClosed()) {
            newGame(firstMover, from);
        }
    }

    /** The side to move loses its turn: it passes to the opponent without a disc. */
    void loseTurn() {
        Participant loser = lineup.get().of(history.position().toMove());
        history.add(history.position().pass());
        advance(new TurnLost(loser.player(), loser.seat(), loser.name()));
    }

    /** {@code resigner}'s seat gives up the game in progress: the other seat wins it. */
    void concede(Seat resigner) {
        Player winner = lineup.get().of(resigner).player().opponent();
        finish(new GameResult(GameResult.Ending.RESIGNED, winner, lineup.get().of(winner).seat(), List.of()));
    }

    /** The game in progress ends abandoned, counted for nobody; the lost connection no longer holds the session. */
    void abandon() {
        pauses.remove(PauseReason.CONNECTION);
        if (!admission.isClosed() && isInProgress()) {
            finish(new GameResult(GameResult.Ending.ABANDONED, null, null, List.of()));
        } else {
            updateClock();
        }
    }

    // ---- the game ----

    private void newGame(Seat starterOrNull, GamePosition from) {
        leavePosition();
        lineup.set(seating.nextGame(starterOrNull));
        history.reset(from);
        result.set(null);
        recorder.newGame();
        pauses.remove(PauseReason.PLAYER);
        updateClock();
        gameNumber.set(gameNumber.get() + 1);
        beginTurn(null);
    }

    /** Moves on from a new position (a turn played, undone or redone, or lost): ends the game or begins the next turn. */
    private void advance(TurnLost turnLost) {
        leavePosition();
        GamePosition now = history.position();
        if (now.isWon()) {
            Player winner = now.winner().orElseThrow();
            finish(new GameResult(GameResult.Ending.FOUR_IN_A_ROW, winner, lineup.get().of(winner).seat(),
                    now.winningCells()));
        } else if (now.isDraw()) {
            finish(new GameResult(GameResult.Ending.DRAW, null, null, List.of()));
        } else {
            beginTurn(turnLost);
        }
    }

    /** Cancels what belonged to the current position: the mover's turn, a waiting move. */
    private void leavePosition() {
        generation++;
        waitingColumn = null;
        seating.endTurns();
    }

    /**
     * Publishes the turn of the side to move, then asks its mover for the move unless a person plays here.
     * Property listeners may call back into the session (play, undo, restart); the publishing steps are
     * idempotent, so they then publish the newer state, and the mover is asked only if this turn is still current.
     */
    private void beginTurn(TurnLost turnLost) {
        long thisTurn = generation;
        Participant side = lineup.get().of(history.position().toMove());
        Mover mover = seating.moverOf(side.seat());
        rules.turnBegins();
        clock.beginTurn(settings.hasMoveClock() && rules.timesTurnOf(mover) && history.hasDropped(side.player()));
        state.set(mover.playsHere() ? SessionState.HUMAN_TO_MOVE : SessionState.COMPUTER_THINKING);
        updateClock();
        updateCommands();
        position.set(history.position());
        if (turnLost != null) {
            List.copyOf(listeners).forEach(listener -> listener.turnLost(turnLost));
        }
        if (!mover.playsHere() && generation == thisTurn && !admission.isClosed()) {
            mover.beginTurn(history.position(), column -> moveArrived(thisTurn, column));
        }
    }

    private void moveArrived(long turn, int column) {
        if (turn == generation && !admission.isClosed()) {
            waitingColumn = column;
            playWaitingMove();
        }
    }

    private void playWaitingMove() {
        if (waitingColumn != null && admission.takesWaitingMove(seating.moverOf(seatToMove()))) {
            history.add(history.position().play(waitingColumn));
            advance(null);
        }
    }

    /** The move clock ran out: the turn passes to the opponent without a disc, unless the rules wait for a verdict. */
    private void clockRanOut() {
        if (rules.losesTurnWhenTimeIsUp()) {
            loseTurn();
        }
    }

    private void finish(GameResult gameResult) {
        if (result.get() != null) {
            throw new IllegalStateException("a second result for one game: " + gameResult + " after " + result.get());
        }
        leavePosition();
        long thisGame = generation;
        recorder.record(gameResult, history.position().discCount(), lineup.get());
        seating.gameOver();
        clock.endTurn();
        pauses.remove(PauseReason.PLAYER); // the clock follows below, once the state says the game is over
        // a property listener may restart the game: then publish no more of this one
        state.set(SessionState.GAME_OVER);
        if (generation == thisGame) {
            updateClock();
            updateCommands();
            result.set(gameResult);
        }
        if (generation == thisGame) {
            position.set(history.position());
        }
        List.copyOf(listeners).forEach(listener -> listener.gameOver(gameResult));
    }

    /** The clock runs while the session is open and the rules say so ({@link GameRules#clockRuns}). */
    private void updateClock() {
        clock.update(!admission.isClosed() && rules.clockRuns(state.get(), pauses));
    }

    private void updateCommands() {
        boolean open = admission.offersTakeBack();
        canUndo.set(open && history.turnsToUndo(lineup.get()) > 0);
        canRedo.set(open && history.canRedo());
    }
}
