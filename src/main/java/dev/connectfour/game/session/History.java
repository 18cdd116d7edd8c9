package dev.connectfour.game.session;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Turn;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The game so far and what undo took back from it.
 *
 * <ul>
 *   <li><b>Undo</b> takes the game back to the turn of a person at this board: against the computer your
 *       last turn and everything after it (the computer's reply); between two people here one turn.
 *       A lost turn counts as a turn.</li>
 *   <li><b>Redo</b> puts back what the last undo took, until a new move is made.</li>
 * </ul>
 */
final class History {
    private GamePosition position;
    /** Turn groups taken back by undo, the latest on top. */
    private final Deque<List<Turn>> redoGroups = new ArrayDeque<>();

    History(GamePosition start) {
        this.position = start;
    }

    /** The current position: the one the session acts on. */
    GamePosition position() {
        return position;
    }

    /** A new game from {@code start}: nothing to redo. */
    void reset(GamePosition start) {
        position = start;
        redoGroups.clear();
    }

    /** A new turn (a disc or a lost one): what was undone can no longer be redone. */
    void add(GamePosition next) {
        position = next;
        redoGroups.clear();
    }

    /** How many turns undo takes back now; 0 if none. */
    int turnsToUndo(Lineup lineup) {
        List<Turn> turns = position.turns();
        if (lineup.first().isHuman() && lineup.second().isHuman()) {
            return turns.isEmpty() ? 0 : 1;
        }
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (lineup.of(turns.get(i).player()).isHuman()) {
                return turns.size() - i;
            }
        }
        return 0;
    }

    /** Takes back the last {@code count} turns, to be redone as one. */
    void undo(int count) {
        List<Turn> turns = position.turns();
        redoGroups.push(List.copyOf(turns.subList(turns.size() - count, turns.size())));
        position = position.withoutLastTurns(count);
    }

    boolean canRedo() {
        return !redoGroups.isEmpty();
    }

    /** Puts back the turns of the last undo. */
    void redo() {
        for (Turn turn : redoGroups.pop()) {
            position = position.withTurn(turn);
        }
    }

    /** Whether {@code player} has dropped a disc in this game (a lost turn drops none). */
    boolean hasDropped(Player player) {
        return position.turns().stream().anyMatch(turn -> turn.player() == player && !turn.isPass());
    }
}
