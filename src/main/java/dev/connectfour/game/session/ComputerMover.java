package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.concurrent.Cancellable;
import java.util.Objects;
import java.util.function.IntConsumer;

/**
 * The computer in a seat: finds its move in the background and hands it over no earlier than the visible
 * move delay ({@link GameSettings#computerDelayMillis()}) after its turn began.
 *
 * <ul>
 *   <li>The search runs on the {@link BackgroundExecutor} from a snapshot of the position
 *       ({@link ComputerMoveSearch}); its answer counts only for the turn it was started for. Ending the
 *       turn (a new game, undo, resign, close) cancels the search and the delay.</li>
 *   <li>If the search fails, answers an unplayable column, or no player can be made for the level, the
 *       computer plays a simple rule-based move rather than stall, and the failure is logged.</li>
 *   <li>The player is made again only when the level changes ({@link #playAt}, adaptive play), on the
 *       search's thread on first use, since a strong player may load an opening book.</li>
 * </ul>
 */
final class ComputerMover implements Mover {
    private static final System.Logger LOG = System.getLogger(ComputerMover.class.getName());
    private final ComputerPlayerFactory factory;
    private final BackgroundExecutor executor;
    private final Scheduler scheduler;
    private final long delayMillis;
    private ComputerLevel level;
    private ComputerMoveSearch.LazyPlayer player;

    /** Counts turns: an answer for an older one is stale. */
    private long turn;
    private IntConsumer move;
    private Cancellable search;
    private Cancellable delay;
    /** The column found, waiting for the delay; null while searching. */
    private Integer column;
    private boolean delayOver;

    ComputerMover(ComputerLevel level, SessionServices services, Scheduler scheduler, long delayMillis) {
        this.level = Objects.requireNonNull(level, "level");
        this.factory = services.players();
        this.executor = services.executor();
        this.scheduler = scheduler;
        this.delayMillis = delayMillis;
    }

    @Override
    public boolean playsHere() {
        return false;
    }

    @Override
    public boolean waitsForTheBoard() {
        return true;
    }

    @Override
    public ComputerLevel level() {
        return level;
    }

    /** From the next game on, plays at {@code next} (adaptive play). */
    void playAt(ComputerLevel next) {
        level = next;
    }

    @Override
    public void beginTurn(GamePosition position, IntConsumer onMove) {
        endTurn();
        long thisTurn = turn;
        move = onMove;
        delayOver = delayMillis <= 0;
        if (!delayOver) {
            delay = scheduler.at(scheduler.now() + delayMillis, () -> {
                delay = null;
                delayOver = true;
                handOver(thisTurn);
            });
        }
        Cancellable handle = executor.submit(new ComputerMoveSearch(player(), position),
                found -> found(thisTurn, position, found),
                error -> failed(thisTurn, position, error));
        if (thisTurn == turn) {
            search = handle; // else a synchronous executor already answered, and the turn is over
        }
    }

    private ComputerMoveSearch.LazyPlayer player() {
        if (player == null || !player.level().equals(level)) {
            player = new ComputerMoveSearch.LazyPlayer(factory, level);
        }
        return player;
    }

    private void found(long forTurn, GamePosition position, Integer found) {
        if (forTurn != turn) {
            LOG.log(System.Logger.Level.DEBUG, () -> "ignored a stale computer move " + found);
            return;
        }
        search = null;
        if (found == null || !position.canPlay(found)) {
            LOG.log(System.Logger.Level.WARNING, () -> "the computer chose an unplayable column " + found + " after \""
                    + position.notation() + "\"; playing a simple move instead");
            column = ComputerMoveSearch.fallbackColumn(position);
        } else {
            column = found;
        }
        handOver(forTurn);
    }

    private void failed(long forTurn, GamePosition position, Throwable error) {
        if (forTurn != turn) {
            return;
        }
        search = null;
        LOG.log(System.Logger.Level.WARNING, "the computer's search failed; playing a simple move instead", error);
        column = ComputerMoveSearch.fallbackColumn(position);
        handOver(forTurn);
    }

    /** Hands the column over once both the search and the delay are done. */
    private void handOver(long forTurn) {
        if (forTurn != turn || column == null || !delayOver) {
            return;
        }
        IntConsumer to = move;
        int chosen = column;
        endTurn();
        to.accept(chosen);
    }

    @Override
    public void endTurn() {
        turn++;
        if (search != null) {
            search.cancel();
            search = null;
        }
        if (delay != null) {
            delay.cancel();
            delay = null;
        }
        move = null;
        column = null;
    }

    @Override
    public void close() {
        endTurn();
        // a strong player holds a large search table: a closed session keeps none, whoever still holds it
        player = null;
    }
}
