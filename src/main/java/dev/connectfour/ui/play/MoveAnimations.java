package dev.connectfour.ui.play;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import java.util.ArrayDeque;
import java.util.Deque;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ChangeListener;

/**
 * The positions the session publishes, shown one after another. The session plays a person's move at once (a
 * computer's waits for {@link PauseReason#ANIMATION} to end); here each new disc waits for the one before it to land
 * (the other person's move in a network game, arriving while your disc falls, drops after it), and a change that is not one more disc (undo, a new game, a pasted game, a redo of several) drops what
 * waits and shows the newest position at once. While a disc falls the screen takes no move
 * ({@link #isAnimating()}) and the move clock waits ({@link PauseReason#ANIMATION}, as the rules say).
 */
final class MoveAnimations {
    /** Where the positions are shown: animates {@code position} if it is one disc more, else jumps, then runs {@code settled}. */
    @FunctionalInterface
    interface Stage {
        void show(GamePosition position, Runnable settled);
    }

    private final GameSession session;
    private final Stage stage;
    /** The positions published while a disc fell, each with the session's state as it was published. */
    private final Deque<ShownMoment.Moment> waiting = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper animating = new ReadOnlyBooleanWrapper(this, "animating");
    private final ReadOnlyObjectWrapper<ShownMoment.Moment> shown = new ReadOnlyObjectWrapper<>(this, "shown");
    private final ChangeListener<GamePosition> onPosition = (obs, old, position) -> published(position);
    /** Counts the positions handed to the stage: a {@code settled} of an earlier one (cut short by a jump) is stale. */
    private long showing;
    private boolean disposed;

    MoveAnimations(GameSession session, Stage stage) {
        this.session = session;
        this.stage = stage;
        session.positionProperty().addListener(onPosition);
        show(new ShownMoment.Moment(session.getPosition(), session.getState()));
    }

    /** True from a new disc until the last one waiting has landed: no move is taken from the screen meanwhile. */
    ReadOnlyBooleanProperty animatingProperty() {
        return animating.getReadOnlyProperty();
    }

    boolean isAnimating() {
        return animating.get();
    }

    /**
     * The position the board shows, a disc in flight counted as landed, with the session's state as it was published
     * with it; the session may be ahead of it.
     */
    ReadOnlyObjectProperty<ShownMoment.Moment> shownProperty() {
        return shown.getReadOnlyProperty();
    }

    GamePosition shown() {
        return shown.get().position();
    }

    /** Stops listening; the clock no longer waits for this screen. */
    void dispose() {
        disposed = true;
        waiting.clear();
        session.positionProperty().removeListener(onPosition);
        session.resume(PauseReason.ANIMATION);
    }

    private void published(GamePosition position) {
        ShownMoment.Moment moment = new ShownMoment.Moment(position, session.getState());
        GamePosition last = (waiting.isEmpty() ? shown.get() : waiting.peekLast()).position();
        if (!oneMoreDisc(last, position)) {
            waiting.clear(); // the story changed: no point playing out what led to the old one
            show(moment);
        } else if (animating.get()) {
            waiting.add(moment);
        } else {
            show(moment);
        }
    }

    private void show(ShownMoment.Moment moment) {
        long thisShow = ++showing;
        if (!animating.get()) {
            session.pause(PauseReason.ANIMATION);
            animating.set(true);
        }
        shown.set(moment);
        stage.show(moment.position(), () -> settled(thisShow));
    }

    private void settled(long show) {
        if (show != showing || disposed) {
            return; // cut short by a newer position, which settles for itself
        }
        ShownMoment.Moment next = waiting.poll();
        if (next != null) {
            show(next);
        } else {
            animating.set(false);
            session.resume(PauseReason.ANIMATION);
        }
    }

    /** True if {@code next} is {@code last} with one more turn (a disc, or a turn lost to the clock). */
    private static boolean oneMoreDisc(GamePosition last, GamePosition next) {
        return last != null && next.turns().size() == last.turns().size() + 1
                && next.turns().subList(0, last.turns().size()).equals(last.turns());
    }
}
