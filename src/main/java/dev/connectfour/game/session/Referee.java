package dev.connectfour.game.session;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.concurrent.Ticker;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The coordinator behind a {@link GameSession}: it admits or refuses each command, gives the turn to the
 * side to move, plays the moves, and ends each game with exactly one result, publishing every change in
 * the order the session promises. The work itself belongs to parts with one job each: {@link Seating}
 * (who plays: a {@link Mover} per seat, who starts, the adaptive level), {@link History} (the game so
 * far, undo and redo), {@link MoveClock}, {@link Pauses}, {@link StatisticsRecorder}, and the
 * {@link Scheduler} that runs their timed work.
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
    /** The person at the other computer in a network game; null in the other modes. */
    private final RemoteSeat remote;
    private final List<SessionListener> listeners = new ArrayList<>();

    private final ReadOnlyObjectWrapper<GamePosition> position;
    private final ReadOnlyObjectWrapper<SessionState> state;
    private final ReadOnlyObjectWrapper<GameResult> result;
    private final ReadOnlyObjectWrapper<Lineup> lineup;
    private final ReadOnlyBooleanWrapper canUndo;
    private final ReadOnlyBooleanWrapper canRedo;
    private final ReadOnlyIntegerWrapper gameNumber;

    /** Changes whenever the position changes or a game begins or ends. */
    private long generation;
    /** A move that arrived while input was locked or the session paused; null if none. */
    private Integer waitingColumn;
    private boolean inputLocked;
    private boolean closed;
    /** In a network game: the clock of the person here ran out in this turn; the host's verdict is on its way. */
    private boolean timeUp;

    /**
     * A referee for {@code session}'s games (the bean of its properties), not started; {@code remote} is the
     * other computer's person in a {@link Mode#NETWORK} game and null in every other mode.
     */
    Referee(GameSession session, GameSettings settings, SessionServices services, Ticker ticker, RemoteSeat remote) {
        this.settings = settings;
        Objects.requireNonNull(services, "services");
        if ((settings.mode() == Mode.NETWORK) != (remote != null)) {
            throw new IllegalArgumentException(settings.mode() == Mode.NETWORK
                    ? "a network game needs its remote seat" : "only a network game has a remote seat");
        }
        this.remote = remote;
        Scheduler scheduler = new Scheduler(services.time(), ticker);
        seating = new Seating(settings, services, scheduler);
        history = new History(GamePosition.empty(settings.boardSize()));
        clock = new MoveClock(session, settings.moveClockSeconds() * 1000L, scheduler, this::clockRanOut);
        pauses = new Pauses(session);
        recorder = new StatisticsRecorder(settings, services.statistics());
        position = new ReadOnlyObjectWrapper<>(session, "position", history.position());
        state = new ReadOnlyObjectWrapper<>(session, "state", SessionState.NOT_STARTED);
        result = new ReadOnlyObjectWrapper<>(session, "result");
        lineup = new ReadOnlyObjectWrapper<>(session, "lineup", seating.lineupFor(Seat.ONE));
        canUndo = new ReadOnlyBooleanWrapper(session, "canUndo");
        canRedo = new ReadOnlyBooleanWrapper(session, "canRedo");
        gameNumber = new ReadOnlyIntegerWrapper(session, "gameNumber");
        if (remote != null) {
            remote.attach(new RemoteTable());
        }
    }

    // ---- what the session shows ----

    GameSettings settings() {
        return settings;
    }

    ReadOnlyObjectProperty<GamePosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<SessionState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<GameResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<Lineup> lineupProperty() {
        return lineup.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty gameNumberProperty() {
        return gameNumber.getReadOnlyProperty();
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
        if (closed || state.get() != SessionState.NOT_STARTED) {
            throw new IllegalStateException(closed ? "the session is closed" : "the session has already started");
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
        Refusal refusal = refusalForPlayerCommand(true);
        if (refusal == null && (column < 0 || column >= settings.boardSize().width())) {
            refusal = Refusal.NO_SUCH_COLUMN;
        }
        if (refusal == null && !history.position().canPlay(column)) {
            refusal = Refusal.COLUMN_FULL;
        }
        if (refusal == null && remote != null && (timeUp || !remote.acceptsLocalMove())) {
            refusal = Refusal.TIME_UP;
        }
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        history.add(history.position().play(column));
        if (remote != null) {
            remote.localMoved(column);
        }
        advance(null);
        return CommandResult.accepted();
    }

    CommandResult undo() {
        Refusal refusal = refusalInNetworkGame(false);
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
        Refusal refusal = refusalInNetworkGame(history.canRedo());
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
        Refusal refusal = refusalOutsideAGame();
        if (refusal != null) {
            return CommandResult.refused(refusal);
        }
        Player resigner = settings.mode() == Mode.TWO_PLAYERS ? history.position().toMove()
                : lineup.get().of(Seat.ONE).player();
        Player winner = resigner.opponent();
        if (remote != null) {
            remote.localResigned();
        }
        finish(new GameResult(GameResult.Ending.RESIGNED, winner, lineup.get().of(winner).seat(), List.of()));
        return CommandResult.accepted();
    }

    CommandResult restart() {
        if (closed || state.get() == SessionState.NOT_STARTED) {
            return CommandResult.refused(closed ? Refusal.CLOSED : Refusal.NOT_STARTED);
        }
        if (remote != null) {
            return CommandResult.refused(Refusal.NETWORK_GAME); // a rematch is agreed by both sides: RemoteSeat
        }
        newGame(null, GamePosition.empty(settings.boardSize()));
        return CommandResult.accepted();
    }

    void lockInput(boolean locked) {
        inputLocked = locked;
        updateClock();
        playWaitingMove();
    }

    void pause(PauseReason reason) {
        if (reason != PauseReason.PLAYER || (!closed && isInProgress() && remote == null)) {
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
        if (closed) {
            return;
        }
        closed = true;
        leavePosition();
        updateClock();
        canUndo.set(false);
        canRedo.set(false);
        seating.close();
        if (remote != null) {
            remote.close();
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
        timeUp = false;
        clock.beginTurn(settings.hasMoveClock() && (mover.playsHere() || remote != null)
                && history.hasDropped(side.player()));
        state.set(mover.playsHere() ? SessionState.HUMAN_TO_MOVE : SessionState.COMPUTER_THINKING);
        updateClock();
        updateCommands();
        position.set(history.position());
        if (turnLost != null) {
            List.copyOf(listeners).forEach(listener -> listener.turnLost(turnLost));
        }
        if (!mover.playsHere() && generation == thisTurn && !closed) {
            mover.beginTurn(history.position(), column -> moveArrived(thisTurn, column));
        }
    }

    private void moveArrived(long turn, int column) {
        if (turn == generation && !closed) {
            waitingColumn = column;
            playWaitingMove();
        }
    }

    private void playWaitingMove() {
        if (waitingColumn != null && !closed && !pauses.isPaused() && !inputLocked) {
            history.add(history.position().play(waitingColumn));
            advance(null);
        }
    }

    /**
     * The move clock ran out: the turn passes to the opponent without a disc. In a network game the host decides
     * that ({@link RemoteTable#turnLost}); here the person's time is up and their move is refused meanwhile.
     */
    private void clockRanOut() {
        if (remote != null) {
            timeUp = true;
        } else {
            loseTurn();
        }
    }

    private void loseTurn() {
        Participant loser = lineup.get().of(history.position().toMove());
        history.add(history.position().pass());
        advance(new TurnLost(loser.player(), loser.seat(), loser.name()));
    }

    private void finish(GameResult gameResult) {
        if (result.get() != null) {
            throw new IllegalStateException("a second result for one game: " + gameResult + " after " + result.get());
        }
        leavePosition();
        long thisGame = generation;
        recorder.record(gameResult, history.position().discCount(), lineup.get());
        seating.gameOver(gameResult);
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

    private boolean isInProgress() {
        return state.get() == SessionState.HUMAN_TO_MOVE || state.get() == SessionState.COMPUTER_THINKING;
    }

    /**
     * At one computer the clock runs while a person here may move; in a network game it mirrors the host's, which
     * runs for both people and stops only while the connection is lost (the other person is waiting).
     */
    private void updateClock() {
        clock.update(remote != null ? isInProgress() && !pauses.holds(PauseReason.CONNECTION) && !closed
                : state.get() == SessionState.HUMAN_TO_MOVE && !pauses.isPaused() && !inputLocked && !closed);
    }

    private void updateCommands() {
        boolean open = !closed && settings.mode() != Mode.WATCH && isInProgress();
        canUndo.set(open && history.turnsToUndo(lineup.get()) > 0);
        canRedo.set(open && history.canRedo());
    }

    /** Refusals shared by resign, play, undo and redo: no game in progress to act on. */
    private Refusal refusalOutsideAGame() {
        if (closed) {
            return Refusal.CLOSED;
        }
        if (state.get() == SessionState.NOT_STARTED) {
            return Refusal.NOT_STARTED;
        }
        return settings.mode() == Mode.WATCH ? Refusal.WATCHING
                : state.get() == SessionState.GAME_OVER ? Refusal.GAME_OVER : null;
    }

    /** Refusals of undo and redo: as {@link #refusalForPlayerCommand}, but never in a game in progress over the network. */
    private Refusal refusalInNetworkGame(boolean needsTurn) {
        return remote != null && refusalOutsideAGame() == null ? Refusal.NETWORK_GAME : refusalForPlayerCommand(needsTurn);
    }

    /** Refusals of play, undo and redo; {@code needsTurn}: refused unless a person here is to move. */
    private Refusal refusalForPlayerCommand(boolean needsTurn) {
        Refusal refusal = refusalOutsideAGame();
        if (refusal == null && needsTurn && state.get() != SessionState.HUMAN_TO_MOVE) {
            refusal = Refusal.NOT_YOUR_TURN;
        }
        if (refusal == null && pauses.isPaused()) {
            refusal = Refusal.PAUSED;
        }
        return refusal == null && inputLocked ? Refusal.INPUT_LOCKED : refusal;
    }

    /** The session's side of a network game's {@link RemoteSeat}: what the other computer tells it. */
    private final class RemoteTable implements RemoteSeat.Table {

        @Override
        public void remoteMoved(int column) {
            if (isInProgress() && toMove() == Seat.TWO && history.position().canPlay(column)) {
                seating.remoteMover().deliver(column);
            }
        }

        @Override
        public void turnLost(Seat seat) {
            if (isInProgress() && toMove() == seat) {
                loseTurn();
            }
        }

        @Override
        public void remoteResigned() {
            if (isInProgress()) {
                Player winner = lineup.get().of(Seat.ONE).player();
                finish(new GameResult(GameResult.Ending.RESIGNED, winner, Seat.ONE, List.of()));
            }
        }

        @Override
        public void gameStarted(GamePosition from, Seat firstMover) {
            if (!from.size().equals(settings.boardSize()) || from.isGameOver()) {
                throw new IllegalArgumentException("a network game cannot begin at \"" + from.notation() + "\" on "
                        + from.size());
            }
            if (!closed) {
                newGame(Objects.requireNonNull(firstMover, "firstMover"), from);
            }
        }

        @Override
        public void connectionLost() {
            pause(PauseReason.CONNECTION);
        }

        @Override
        public void connectionRestored() {
            resume(PauseReason.CONNECTION);
        }

        @Override
        public void abandoned() {
            pauses.remove(PauseReason.CONNECTION);
            if (!closed && isInProgress()) {
                finish(new GameResult(GameResult.Ending.ABANDONED, null, null, List.of()));
            } else {
                updateClock();
            }
        }

        private Seat toMove() {
            return lineup.get().of(history.position().toMove()).seat();
        }
    }
}
