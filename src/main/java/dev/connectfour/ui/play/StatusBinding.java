package dev.connectfour.ui.play;

import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.game.GameSession;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Seat;
import dev.connectfour.game.SessionListener;
import dev.connectfour.game.SessionState;
import dev.connectfour.game.TurnLost;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.board.BoardView;
import java.util.List;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.Label;

/**
 * The status line ("Your turn", "Thinking…", "Red lost the turn: time ran out · Yellow's turn") and
 * the non-blocking notices: a turn lost to the clock, and adaptive play raising the computer's level.
 * The result ("Red wins!") shows once the last disc has landed, with the winning four and the card,
 * not while it is still falling.
 */
final class StatusBinding {
    private final Label status;
    private final BoardView board;
    private final GameSession session;
    private final ResourceBundle strings;
    private final Notices notices;
    private final InvalidationListener onChange = obs -> refresh();
    private final ChangeListener<Lineup> onLineup = (obs, old, now) -> announceLevelUp(old, now);
    private final SessionListener events = new SessionListener() {
        @Override
        public void turnLost(TurnLost event) {
            lostTurn = event;
            refresh();
            notices.showForThisTurn(status.getText());
        }
    };
    private final List<Observable> sources;
    /** The lost turn that led to the current position; shown until the next disc drops. */
    private TurnLost lostTurn;

    StatusBinding(Label status, BoardView board, GameSession session, ResourceBundle strings, Notices notices) {
        this.status = status;
        this.notices = notices;
        this.board = board;
        this.session = session;
        this.strings = strings;
        sources = List.of(session.stateProperty(), session.positionProperty(), session.pausedProperty(),
                session.resultProperty(), board.animatingProperty(), board.positionProperty());
        sources.forEach(source -> source.addListener(onChange));
        session.lineupProperty().addListener(onLineup);
        session.addListener(events);
        refresh();
    }

    void dispose() {
        sources.forEach(source -> source.removeListener(onChange));
        session.lineupProperty().removeListener(onLineup);
        session.removeListener(events);
    }

    private void refresh() {
        if (session.getState() == SessionState.GAME_OVER && !GameOverPanel.endShown(session, board)) {
            return; // the last disc is still to fall: the result comes when it has landed
        }
        if (lostTurn != null && session.getPosition().lastTurn().map(turn -> !turn.isPass()).orElse(true)) {
            lostTurn = null;
        }
        status.setText(StatusText.of(strings, session, lostTurn));
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
