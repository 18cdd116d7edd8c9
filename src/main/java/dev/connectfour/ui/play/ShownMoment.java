package dev.connectfour.ui.play;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The one moment of the game the screen describes: the position the board shows, the disc in flight counted as
 * landed (it is played), with the session's state in it. The header's cards, its status line and the analysis all
 * read this moment, so they never describe two: no "Your turn" while the computer's card is lit, no "Thinking…"
 * while the computer's disc already falls, no values for the next mover under "Computer 2 is thinking…". The game's
 * end is the exception: it becomes the moment when the last disc has landed, with the game-over card.
 */
final class ShownMoment {
    /** A position and the session's state in it. */
    record Moment(GamePosition position, SessionState state) {
        boolean playing() {
            return state == SessionState.HUMAN_TO_MOVE || state == SessionState.COMPUTER_THINKING;
        }
    }

    private final GameSession session;
    private final MoveAnimations moves;
    private final ReadOnlyObjectWrapper<Moment> moment = new ReadOnlyObjectWrapper<>(this, "moment");
    private final InvalidationListener onChange = obs -> refresh();
    private final List<Observable> sources;

    ShownMoment(GameSession session, MoveAnimations moves) {
        this.session = session;
        this.moves = moves;
        sources = List.of(session.stateProperty(), session.positionProperty(), session.resultProperty(),
                moves.shownProperty(), moves.animatingProperty());
        sources.forEach(source -> source.addListener(onChange));
        moment.set(new Moment(session.getPosition(), session.getState()));
    }

    ReadOnlyObjectProperty<Moment> property() {
        return moment.getReadOnlyProperty();
    }

    Moment get() {
        return moment.get();
    }

    void dispose() {
        sources.forEach(source -> source.removeListener(onChange));
    }

    private void refresh() {
        GamePosition shown = moves.shown();
        SessionState state = session.getState();
        Moment now;
        if (shown != session.getPosition()) {
            now = moves.shownProperty().get(); // the board is behind the session: the moment as it was published
            if (!now.playing()) {
                return;
            }
        } else if (turnAhead() || state == SessionState.GAME_OVER && !endShown()) {
            return; // the session is between two of its own moments, or the game's end waits for its card
        } else {
            now = new Moment(shown, state);
        }
        if (!now.equals(moment.get())) {
            moment.set(now);
        }
    }

    /**
     * Whether the game is over and the board shows how it ended: at rest, with the last disc in (a resignation drops
     * none). The session publishes the result at once; the result, its sound and the card wait until it has landed.
     */
    boolean endShown() {
        GameResult ending = session.getResult();
        return session.getState() == SessionState.GAME_OVER && ending != null && !moves.isAnimating()
                && (ending.ending() == GameResult.Ending.RESIGNED || ending.isAbandoned() || moves.shown().isGameOver());
    }

    /**
     * True while the session's state already names the next mover but its position is the last one: it
     * publishes a turn's state before the disc that led to it.
     */
    private boolean turnAhead() {
        SessionState state = session.getState();
        boolean playing = state == SessionState.HUMAN_TO_MOVE || state == SessionState.COMPUTER_THINKING;
        Seat mover = session.sideOf(session.getPosition().toMove()).seat();
        return playing && session.capabilities().playsHere(mover) != (state == SessionState.HUMAN_TO_MOVE);
    }
}
