package dev.connectfour.ui.play;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.board.BoardView;
import java.util.List;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.Label;

/**
 * The header's status line ("Your turn", "Thinking…", "Red's turn") and the note under it ("Yellow
 * lost the turn: time ran out", the move clock's start), and the message that adaptive play raised the
 * computer's level. Both lines follow the board, not the
 * session: they change once the disc in flight has landed, so "Your turn" never shows while the
 * computer's disc still falls, nor "Thinking…" while yours does; the game's end shows with the card.
 */
final class StatusBinding {
    private final Label status;
    private final Label note;
    private final BoardView board;
    private final GameSession session;
    private final ResourceBundle strings;
    private final Notices notices;
    private final InvalidationListener onChange = obs -> refresh();
    private final ChangeListener<Lineup> onLineup = (obs, old, now) -> announceLevelUp(old, now);
    private final List<Observable> sources;

    StatusBinding(Label status, Label note, BoardView board, GameSession session, ResourceBundle strings,
            Notices notices) {
        this.status = status;
        this.note = note;
        this.notices = notices;
        this.board = board;
        this.session = session;
        this.strings = strings;
        sources = List.of(session.stateProperty(), session.positionProperty(), session.pausedProperty(),
                session.resultProperty(), board.animatingProperty(), board.positionProperty());
        sources.forEach(source -> source.addListener(onChange));
        session.lineupProperty().addListener(onLineup);
        refresh();
    }

    void dispose() {
        sources.forEach(source -> source.removeListener(onChange));
        session.lineupProperty().removeListener(onLineup);
    }

    private void refresh() {
        if (board.isAnimating() || board.positionProperty().get() != session.getPosition() || turnAhead()
                || session.getState() == SessionState.GAME_OVER && !GameOverPanel.endShown(session, board)) {
            return; // a disc is still to land: the status waits for it
        }
        status.setText(StatusText.of(strings, session));
        note.setText(StatusText.note(strings, session));
    }
    /**
     * True while the session's state already names the next mover but its position is the last one: it
     * publishes a turn's state before the disc that led to it.
     */
    private boolean turnAhead() {
        SessionState state = session.getState();
        boolean playing = state == SessionState.HUMAN_TO_MOVE || state == SessionState.COMPUTER_THINKING;
        Seat mover = session.sideOf(session.getPosition().toMove()).seat();
        return playing && session.settings().playsHere(mover) != (state == SessionState.HUMAN_TO_MOVE);
    }

    /** Adaptive play: the computer got a level harder after your win. */
    private void announceLevelUp(Lineup old, Lineup now) {
        ComputerLevel before = old == null ? null : old.of(Seat.TWO).level();
        ComputerLevel after = now.of(Seat.TWO).level();
        if (session.settings().adaptive() && before != null && after != null && !before.equals(after)) {
            notices.show(Texts.format(strings, "levelUp", Texts.level(strings, after)));
        }
    }
}
