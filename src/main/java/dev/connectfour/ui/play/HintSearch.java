package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.game.concurrent.BackgroundExecutor;
import dev.connectfour.game.concurrent.Cancellable;
import dev.connectfour.game.session.ComputerPlayerFactory;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * The Hint: the column Hard would play, searched in the background (the session's executor runs it as
 * a {@code javafx.concurrent.Task} off the FX thread) from a snapshot of the position. A newer request
 * or {@link #cancel()} drops an older one.
 */
final class HintSearch {
    private static final System.Logger LOG = System.getLogger(HintSearch.class.getName());
    private final BackgroundExecutor executor;
    private final ComputerPlayerFactory players;
    /** Made on the background thread the first time: Hard reads its opening book when created. */
    private final AtomicReference<ComputerPlayer> hard = new AtomicReference<>();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private Cancellable current;

    HintSearch(BackgroundExecutor executor, ComputerPlayerFactory players) {
        this.executor = executor;
        this.players = players;
    }

    /** True while a hint is being searched. */
    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /**
     * Searches the best column for the side to move in {@code position}; {@code onColumn} runs on the
     * FX thread unless cancelled first; {@code onNoHint} runs instead when the search fails.
     * The position is an immutable value: the search works on this snapshot.
     */
    void request(Position snapshot, IntConsumer onColumn, Runnable onNoHint) {
        cancel();
        running.set(true);
        current = executor.submit(() -> hardPlayer().chooseColumn(snapshot), column -> {
            current = null;
            running.set(false);
            onColumn.accept(column);
        }, error -> {
            current = null;
            running.set(false);
            LOG.log(System.Logger.Level.WARNING, "no hint: " + error);
            onNoHint.run();
        });
    }

    void cancel() {
        if (current != null) {
            current.cancel();
            current = null;
        }
        running.set(false);
    }

    private ComputerPlayer hardPlayer() {
        return hard.updateAndGet(player -> player != null ? player : players.create(ComputerLevel.HARD));
    }
}
