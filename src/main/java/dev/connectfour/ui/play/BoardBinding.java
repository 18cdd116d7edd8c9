package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.session.CommandResult;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.Refusal;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.DiscLook;
import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ChangeListener;

/**
 * Keeps the board in step with the session. The session changes first; the board then animates the
 * new disc with the session's input locked until the disc has settled, so a second click during the
 * fall is refused and can never drop a second disc. Clicks and keys go to {@link GameSession#play};
 * a full column is refused with a shake, the bad-move sound and a notice saying why.
 */
final class BoardBinding {
    private final BoardView board;
    private final GameSession session;
    private final SoundPlayer sound;
    /** For the reason a drop is refused. */
    private final ResourceBundle strings;
    private final Notices notices;
    private final ChangeListener<GamePosition> onPosition = (obs, old, position) -> showPosition(position);
    private final ChangeListener<Lineup> onLineup = (obs, old, lineup) -> applyLooks(lineup);
    private final InvalidationListener onTurn = obs -> updatePreview();

    BoardBinding(BoardView board, GameSession session, SoundPlayer sound, ResourceBundle strings, Notices notices) {
        this.strings = strings;
        this.notices = notices;
        this.board = board;
        this.session = session;
        this.sound = sound;
        applyLooks(session.getLineup());
        board.animationSpeedProperty().set(0);
        board.show(session.getPosition(), () -> { });
        board.setOnColumnChosen(this::play);
        board.setOnDiscLanded(player -> sound.play(player == Player.FIRST ? Sound.LAND_FIRST : Sound.LAND_SECOND));
        session.positionProperty().addListener(onPosition);
        session.lineupProperty().addListener(onLineup);
        session.stateProperty().addListener(onTurn);
        session.pausedProperty().addListener(onTurn);
        board.animatingProperty().addListener(onTurn);
        updatePreview();
    }

    void setAnimationSpeed(double factor) {
        board.animationSpeedProperty().set(factor);
    }

    void play(int column) {
        if (board.isAnimating()) {
            return; // the disc in flight holds the input lock: nothing to say
        }
        CommandResult result = session.play(column);
        Refusal refusal = result.refusal().orElse(null);
        if (refusal == Refusal.COLUMN_FULL) {
            board.shake(column);
            sound.play(Sound.BAD_MOVE);
            notices.show(Texts.refusal(strings, refusal));
        } else if (refusal == Refusal.NOT_YOUR_TURN) {
            sound.play(Sound.BAD_MOVE);
        }
    }

    void dispose() {
        session.positionProperty().removeListener(onPosition);
        session.lineupProperty().removeListener(onLineup);
        session.stateProperty().removeListener(onTurn);
        session.pausedProperty().removeListener(onTurn);
        board.animatingProperty().removeListener(onTurn);
        board.stopAnimations();
    }

    /** Shows {@code position}; after a lost turn, with a ring on every disc the other side dropped since. */
    private void showPosition(GamePosition position) {
        board.hintColumnProperty().set(-1);
        board.ringedDiscsProperty().set(LostTurn.in(position, session)
                .map(lost -> Math.max(1, lost.discsSince())).orElse(1));
        session.lockInput();
        board.show(position, session::unlockInput);
        updatePreview(); // between two people the state stays "to move" and, without animation, nothing else says so
    }

    private void applyLooks(Lineup lineup) {
        board.setLooks(DiscLook.of(lineup, Player.FIRST), DiscLook.of(lineup, Player.SECOND));
    }

    private void updatePreview() {
        boolean humanTurn = session.getState() == SessionState.HUMAN_TO_MOVE && !session.isPaused();
        board.previewPlayerProperty().set(humanTurn ? session.getPosition().toMove() : null);
    }
}
