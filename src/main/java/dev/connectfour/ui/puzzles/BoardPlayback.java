package dev.connectfour.ui.puzzles;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.game.GamePosition;
import dev.connectfour.ui.board.BoardView;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Shows the Puzzles screen's positions on its board: each queued disc falls once the one before has landed (a right
 * move, the defence's answer, a refutation or the solution played out), a jump shows a position at once.
 */
final class BoardPlayback implements PuzzlesViewModel.Board {
    private final BoardView board;
    private final Deque<Position> waiting = new ArrayDeque<>();
    /** Counts the jumps: a disc's landing from before the last jump starts nothing. */
    private long generation;
    private boolean falling;

    BoardPlayback(BoardView board) {
        this.board = board;
    }

    @Override
    public void jump(Position position) {
        generation++;
        waiting.clear();
        falling = false;
        double speed = board.animationSpeedProperty().get();
        board.animationSpeedProperty().set(0);
        board.show(shown(position), () -> { });
        board.animationSpeedProperty().set(speed);
    }

    @Override
    public void queue(Position position) {
        waiting.add(position);
        if (!falling) {
            next();
        }
    }

    @Override
    public boolean isBusy() {
        return falling || !waiting.isEmpty();
    }

    private void next() {
        Position position = waiting.poll();
        falling = position != null;
        if (position != null) {
            long shownFor = generation;
            board.show(shown(position), () -> {
                if (shownFor == generation) {
                    next();
                }
            });
        }
    }

    private static GamePosition shown(Position position) {
        return GamePosition.fromMoves(BoardSize.STANDARD, position.moves());
    }
}
