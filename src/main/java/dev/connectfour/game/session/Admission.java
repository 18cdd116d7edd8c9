package dev.connectfour.game.session;

import dev.connectfour.game.GamePosition;
import javafx.beans.value.ObservableObjectValue;

/**
 * Which commands a session takes now, and why it refuses the others: the session's own state (closed, not
 * started, over, whose turn, paused) and its {@link GameRules}. Each {@code refusalOf…} answers
 * null for an accepted command, else the first refusal in the order {@link GameSession} documents.
 */
final class Admission {
    private final GameRules rules;
    private final Pauses pauses;
    private final ObservableObjectValue<SessionState> state;
    private boolean closed;

    Admission(GameRules rules, Pauses pauses, ObservableObjectValue<SessionState> state) {
        this.rules = rules;
        this.pauses = pauses;
        this.state = state;
    }

    boolean isClosed() {
        return closed;
    }

    void close() {
        closed = true;
    }

    /** True while a game runs: a person's or the other side's turn. */
    boolean isInProgress() {
        return state.get() == SessionState.HUMAN_TO_MOVE || state.get() == SessionState.COMPUTER_THINKING;
    }

    /** True when a move that arrived from {@code mover} (the computer, the other computer) may be played now. */
    boolean takesWaitingMove(Mover mover) {
        return !closed && !pauses.isPaused() && !(mover.waitsForTheBoard() && pauses.holds(PauseReason.ANIMATION));
    }

    /** True while undo and redo may be offered: an open game in progress in which a person here plays. */
    boolean offersTakeBack() {
        return !closed && rules.refusalOfPlayerCommands() == null && isInProgress();
    }

    Refusal refusalOfPlay(int column, GamePosition position) {
        Refusal refusal = refusalOfPlayerCommand(true);
        if (refusal == null && (column < 0 || column >= position.size().width())) {
            refusal = Refusal.NO_SUCH_COLUMN;
        }
        if (refusal == null && !position.canPlay(column)) {
            refusal = Refusal.COLUMN_FULL;
        }
        return refusal == null ? rules.refusalOfMove() : refusal;
    }

    /** Undo ({@code needsTurn} false) and redo (true while there is something to redo). */
    Refusal refusalOfTakeBack(boolean needsTurn) {
        Refusal refusal = refusalOutsideAGame();
        if (refusal == null) {
            refusal = rules.refusalOfTakeBack();
        }
        return refusal == null ? refusalOfPlayerCommand(needsTurn) : refusal;
    }

    Refusal refusalOfResign() {
        return refusalOutsideAGame();
    }

    Refusal refusalOfRestart() {
        if (closed || state.get() == SessionState.NOT_STARTED) {
            return closed ? Refusal.CLOSED : Refusal.NOT_STARTED;
        }
        return rules.refusalOfRestart();
    }

    /** Refusals shared by resign, play, undo and redo: no game in progress to act on. */
    private Refusal refusalOutsideAGame() {
        if (closed) {
            return Refusal.CLOSED;
        }
        if (state.get() == SessionState.NOT_STARTED) {
            return Refusal.NOT_STARTED;
        }
        Refusal refusal = rules.refusalOfPlayerCommands();
        return refusal != null ? refusal : state.get() == SessionState.GAME_OVER ? Refusal.GAME_OVER : null;
    }

    /** Refusals of play, undo and redo; {@code needsTurn}: refused unless a person here is to move. */
    private Refusal refusalOfPlayerCommand(boolean needsTurn) {
        Refusal refusal = refusalOutsideAGame();
        if (refusal == null && needsTurn && state.get() != SessionState.HUMAN_TO_MOVE) {
            refusal = Refusal.NOT_YOUR_TURN;
        }
        return refusal == null && pauses.isPaused() ? Refusal.PAUSED : refusal;
    }
}
