package dev.connectfour.game.session;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.game.GamePosition;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;

/**
 * The computer's search for one move, built from a snapshot: the player and the position are final
 * fields, so the work never looks at the live session. The player polls the thread's interrupt (its
 * contract); this class checks it once more before answering.
 *
 * <p>The player sees {@link GamePosition#enginePosition()}, which expresses lost turns exactly as
 * passes. {@link #fallbackColumn} is only for a player that fails (throws, or answers an unplayable
 * column): win now if possible, else block the opponent's immediate win, else the playable column
 * nearest the centre.
 */
final class ComputerMoveSearch implements Callable<Integer> {
    private final LazyPlayer player;
    private final GamePosition position;

    ComputerMoveSearch(LazyPlayer player, GamePosition position) {
        this.player = Objects.requireNonNull(player, "player");
        this.position = Objects.requireNonNull(position, "position");
    }

    /**
     * A computer seat's player, made by the factory on first use, on the search's thread (a strong
     * player may load its opening book). The session's executor runs one search at a time, so the
     * player is used by one thread at a time, as {@link ComputerPlayer} requires.
     */
    static final class LazyPlayer {
        private final ComputerPlayerFactory factory;
        private final ComputerLevel level;
        private ComputerPlayer player;

        LazyPlayer(ComputerPlayerFactory factory, ComputerLevel level) {
            this.factory = Objects.requireNonNull(factory, "factory");
            this.level = Objects.requireNonNull(level, "level");
        }

        ComputerLevel level() {
            return level;
        }

        synchronized ComputerPlayer get() {
            if (player == null) {
                player = Objects.requireNonNull(factory.create(level), "the factory made no player for " + level);
            }
            return player;
        }
    }

    @Override
    public Integer call() {
        int column = player.get().chooseColumn(position.enginePosition());
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("the search was cancelled");
        }
        return column;
    }

    /** A simple rule-based move, played when the computer player fails; requires a game not over. */
    static int fallbackColumn(GamePosition position) {
        BoardSize size = position.size();
        for (int column = 0; column < size.width(); column++) {
            if (position.canPlay(column) && position.play(column).isWon()) {
                return column;
            }
        }
        GamePosition opponentToMove = position.pass();
        for (int column = 0; column < size.width(); column++) {
            if (opponentToMove.canPlay(column) && opponentToMove.play(column).isWon()) {
                return column;
            }
        }
        int best = -1;
        for (int column = 0; column < size.width(); column++) {
            if (position.canPlay(column)
                    && (best < 0 || distanceFromCentre(size, column) < distanceFromCentre(size, best))) {
                best = column;
            }
        }
        if (best < 0) {
            throw new IllegalArgumentException("no playable column: the game is over");
        }
        return best;
    }

    private static int distanceFromCentre(BoardSize size, int column) {
        return Math.abs(2 * column - (size.width() - 1));
    }
}
